// MISC-4: the chat_messages table: every message the logger took, and what became of it.
import type { ChatMessage } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { toCount } from '../../db/dialect.js';
import type { ChatMessagesTable, Database } from '../../db/types.js';

type Delivery = ChatMessagesTable['delivery'];

/**
 * Holds this user's chat requests one at a time until the transaction ends, so that many requests
 * at once (a burst, or several server instances) cannot all pass the rate limit's count. On
 * PostgreSQL the no-op update takes the user's row lock, and the next request's count (a new
 * snapshot under READ COMMITTED) then sees this one's message; SQLite runs one transaction at a
 * time anyway. Alternative: an advisory lock, which needs PostgreSQL-only SQL.
 */
export async function lockUserMessages(db: Kysely<Database>, userID: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ active: eb.ref('active') }))
    .where('user_id', '=', userID)
    .execute();
}

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
    })
    .returning('message_id')
    .executeTakeFirstOrThrow();
  return row.message_id;
}

export async function setDelivery(
  db: Kysely<Database>,
  messageID: number,
  delivery: Delivery,
): Promise<void> {
  await db.updateTable('chat_messages').set({ delivery }).where('message_id', '=', messageID).execute();
}
