// MISC-4: the chat_messages table: every message the logger took, and what became of it.
import type { ChatMessage } from '@fieldops/contract';
import type { Kysely } from 'kysely';
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
