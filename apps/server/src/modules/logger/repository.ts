// MISC-4: the chat_messages table: every message the logger took, and what became of it.
import type { ChatMessage } from '@fieldops/contract';
import type { Kysely, Selectable } from 'kysely';
import { toCount } from '../../db/dialect.js';
import type { ChatMessagesTable, Database } from '../../db/types.js';

type Delivery = ChatMessagesTable['delivery'];

export async function countMessagesSince(
  db: Kysely<Database>,
  userID: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userID)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

export async function insertMessage(
  db: Kysely<Database>,
  values: {
    userID: number;
    chatService: string;
    message: ChatMessage;
    delivery: Delivery;
    createdAt: string;
    /** OPS-2: when the retry loop may forward it if the forwarding after the answer never ended. */
    nextAttemptAt: string | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('chat_messages')
    .values({
      user_id: values.userID,
      chat_service: values.chatService,
      blocks: JSON.stringify(values.message.blocks),
      delivery: values.delivery,
      created_at: values.createdAt,
      next_attempt_at: values.nextAttemptAt,
    })
    .returning('message_id')
    .executeTakeFirstOrThrow();
  return row.message_id;
}

/** The outcome of an attempt; `nextAttemptAt` null means no more tries (sent, or given up). */
export async function setDelivery(
  db: Kysely<Database>,
  messageID: number,
  delivery: Delivery,
  nextAttemptAt: string | null,
): Promise<void> {
  await db
    .updateTable('chat_messages')
    .set({ delivery, next_attempt_at: nextAttemptAt })
    .where('message_id', '=', messageID)
    .execute();
}

export type ChatMessageRow = Pick<
  Selectable<ChatMessagesTable>,
  'message_id' | 'user_id' | 'chat_service' | 'blocks' | 'attempts' | 'next_attempt_at'
>;

/**
 * OPS-2: messages due for another try: pending or failed with their next try due, and pending
 * ones from before retries existed (no next try recorded) older than `staleBefore`.
 */
export function messagesDue(
  db: Kysely<Database>,
  now: string,
  staleBefore: string,
  limit: number,
): Promise<ChatMessageRow[]> {
  return db
    .selectFrom('chat_messages')
    .select(['message_id', 'user_id', 'chat_service', 'blocks', 'attempts', 'next_attempt_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('delivery', 'in', ['pending', 'failed']), eb('next_attempt_at', '<=', now)]),
        eb.and([
          eb('delivery', '=', 'pending'),
          eb('next_attempt_at', 'is', null),
          eb('attempts', '=', 0),
          eb('created_at', '<', staleBefore),
        ]),
      ]),
    )
    .orderBy('message_id')
    .limit(limit)
    .execute();
}

/**
 * Claims the message for one attempt: counts it and moves its next try to `nextAttemptAt`, only
 * if nobody claimed it since it was read, so no two runs send it at once.
 */
export async function claimAttempt(
  db: Kysely<Database>,
  row: ChatMessageRow,
  nextAttemptAt: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('chat_messages')
    .set({ attempts: row.attempts + 1, next_attempt_at: nextAttemptAt })
    .where('message_id', '=', row.message_id)
    .where('attempts', '=', row.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
