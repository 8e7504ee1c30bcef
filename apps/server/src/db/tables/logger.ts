// Messages given to the logger (module logger).
import type { Generated } from 'kysely';

/** MISC-4: every message given to the logger, whatever became of it (and the rate limit's count). */
export interface ChatMessagesTable {
  message_id: Generated<number>;
  user_id: number;
  chat_service: string;
  /** The block message as JSON text. */
  blocks: string;
  /** pending: forwarding after the answer; sent; failed (webhook refused or timed out); stored: no webhook. */
  delivery: 'pending' | 'sent' | 'failed' | 'stored';
  created_at: string;
  /** OPS-2: forwarding attempts so far, and when the retry loop may try again (null: never). */
  attempts: Generated<number>;
  next_attempt_at: string | null;
}

export interface LoggerTables {
  chat_messages: ChatMessagesTable;
}
