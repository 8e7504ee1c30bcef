// MISC-4 rules: only configured chat-service names; at most CHAT_MESSAGES_PER_MINUTE messages per
// user per minute, counted from the table so every server instance sees the same count (a crash
// loop on one device, or many devices of one account, cannot flood the channel).
import { ERROR_CODES, type ChatMessage } from '@fieldops/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ChatDeliveryError, type ChatAdapter } from '../../adapters/chat/chat.js';
import { blocksToText } from '../../adapters/chat/webhook.js';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { HttpError, notFound } from '../../http/errors.js';
import { lockUserRow } from '../session/service.js';
import { countMessagesSince, insertMessage, setDelivery } from './repository.js';

export const CHAT_MESSAGES_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

export interface AcceptedChatMessage {
  messageID: number;
  userID: number;
  chatService: string;
  message: ChatMessage;
  text: string;
}

export async function acceptChatMessage(
  db: Kysely<Database>,
  input: {
    userID: number;
    chatService: string;
    message: ChatMessage;
    allowed: readonly string[];
    forwarding: boolean;
    onRateLimited: (retryAfterSeconds: number) => void;
    now?: Date;
  },
): Promise<AcceptedChatMessage> {
  const chatService = input.chatService.toLowerCase();
  if (!input.allowed.includes(chatService)) {
    throw notFound(
      `No chat service ${JSON.stringify(input.chatService)}; this server accepts ${input.allowed.join(', ')}`,
    );
  }
  const now = input.now ?? new Date();
  // One request of this user at a time from here on, so a burst cannot all pass the count.
  await lockUserRow(db, input.userID);
  const recent = await countMessagesSince(db, input.userID, isoNow(new Date(now.getTime() - WINDOW_MS)));
  if (recent >= CHAT_MESSAGES_PER_MINUTE) {
    input.onRateLimited(WINDOW_MS / 1000);
    throw new HttpError(
      429,
      ERROR_CODES.rateLimited,
      `At most ${CHAT_MESSAGES_PER_MINUTE} chat messages a minute; try again later`,
      { limit: CHAT_MESSAGES_PER_MINUTE, windowSeconds: WINDOW_MS / 1000 },
    );
  }
  const messageID = await insertMessage(db, {
    userID: input.userID,
    chatService,
    message: input.message,
    delivery: input.forwarding ? 'pending' : 'stored',
    createdAt: isoNow(now),
  });
  return {
    messageID,
    userID: input.userID,
    chatService,
    message: input.message,
    text: blocksToText(input.message.blocks),
  };
}

/**
 * What is forwarded: the device's blocks and one line of the server's own, so the channel can
 * tell a device's words from ours and find the stored row. The user id, not a name: enough to
 * look the sender up, and no personal data in the channel.
 */
export function withSender(accepted: AcceptedChatMessage): ChatMessage {
  const line = `Sent from the FieldOps app by user ${accepted.userID} (message ${accepted.messageID})`;
  return {
    blocks: [...accepted.message.blocks, { type: 'context', elements: [{ type: 'plain_text', text: line }] }],
  };
}

/** Runs after the answer: hands the message to the webhook and records the outcome. */
export async function forwardChatMessage(
  db: Kysely<Database>,
  chat: ChatAdapter,
  accepted: AcceptedChatMessage,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await chat.deliver(accepted.chatService, withSender(accepted));
    await setDelivery(db, accepted.messageID, 'sent');
  } catch (error) {
    if (!(error instanceof ChatDeliveryError)) throw error;
    await setDelivery(db, accepted.messageID, 'failed');
    // The text goes to the log so the message still reaches someone; the webhook URL never does.
    log.warn(
      {
        chatService: accepted.chatService,
        messageID: accepted.messageID,
        kind: error.kind,
        reason: error.message,
        text: accepted.text,
      },
      'chat message not delivered; kept in chat_messages',
    );
  }
}
