// OPS-2: chat messages whose forwarding failed, or died with its process (still 'pending' after
// the grace), are forwarded again by a background job, with a backoff of 1, 2, 4 … minutes, up to
// MAX_CHAT_RETRIES tries; after that the message stays 'failed' in the table and the log.
// Each try claims its message first (claimAttempt), so two runs never send one message at once.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ChatMessage } from '@fieldops/contract';
import type { ChatAdapter } from '../../adapters/chat/chat.js';
import { blocksToText } from '../../adapters/chat/webhook.js';
import type { BackgroundJob } from '../../background/background-work.js';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { claimAttempt, messagesDue, setDelivery, type ChatMessageRow } from './repository.js';
import { FORWARDING_GRACE_MS, forwardChatMessage, retryDelayMs } from './service.js';

export const MAX_CHAT_RETRIES = 6;
export const CHAT_RETRY_EVERY_MS = 30_000;
/** At most this many messages a run, so one run stays short; the rest wait for the next. */
const MESSAGES_PER_RUN = 20;

export interface RetryCounts {
  sent: number;
  failed: number;
}

export async function retryChatMessages(
  db: Kysely<Database>,
  chat: ChatAdapter,
  log: FastifyBaseLogger,
  now: Date,
  stopping: () => boolean = () => false,
): Promise<RetryCounts> {
  const counts: RetryCounts = { sent: 0, failed: 0 };
  const due = await messagesDue(
    db,
    isoNow(now),
    isoNow(new Date(now.getTime() - FORWARDING_GRACE_MS)),
    MESSAGES_PER_RUN,
  );
  for (const row of due) {
    // A closing server sends no more: the rest stay due for the next instance's run.
    if (stopping()) break;
    // Until this try records its outcome, the message waits out the grace again.
    if (!(await claimAttempt(db, row, isoNow(new Date(now.getTime() + FORWARDING_GRACE_MS))))) continue;
    const tries = row.attempts + 1;
    const retryAt =
      tries >= MAX_CHAT_RETRIES ? null : isoNow(new Date(now.getTime() + retryDelayMs(tries + 1)));
    let accepted: ReturnType<typeof acceptedOf>;
    try {
      accepted = acceptedOf(row);
    } catch (error) {
      // A row no longer readable (changed by hand): never tried again, and said so.
      log.warn({ err: error, messageID: row.message_id }, 'chat message unreadable; not forwarded');
      await setDelivery(db, row.message_id, 'failed', null);
      counts.failed += 1;
      continue;
    }
    counts[await forwardChatMessage(db, chat, accepted, log, retryAt)] += 1;
  }
  return counts;
}

function acceptedOf(row: ChatMessageRow) {
  // The blocks were checked by the contract when the message was taken; parse them the same way.
  const message = ChatMessage.parse({ blocks: JSON.parse(row.blocks) as unknown });
  return {
    messageID: row.message_id,
    userID: row.user_id,
    chatService: row.chat_service,
    message,
    text: blocksToText(message.blocks),
  };
}

export function chatRetryJob(db: Kysely<Database>, chat: ChatAdapter, log: FastifyBaseLogger): BackgroundJob {
  return {
    name: 'chat-forwarding-retries',
    everyMs: CHAT_RETRY_EVERY_MS,
    run: (now, stopping) => retryChatMessages(db, chat, log, now, stopping),
  };
}
