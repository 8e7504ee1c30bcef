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
/** Longer than any webhook call may take (CHAT_TIMEOUT_MS is at most a minute). */
export const FORWARDING_GRACE_MS = 2 * 60_000;

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
    // If the forwarding after the answer never records an outcome (the process died), the
    // retry loop takes the message once this has passed (retries.ts).
    nextAttemptAt: input.forwarding ? isoNow(new Date(now.getTime() + FORWARDING_GRACE_MS)) : null,
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

/**
 * Hands the message to the webhook and records the outcome: after the answer, and again from the
 * retry loop (retries.ts). `retryAt` is when a failed message is tried again (null: never).
 */
export async function forwardChatMessage(
  db: Kysely<Database>,
  chat: ChatAdapter,
  accepted: AcceptedChatMessage,
  log: FastifyBaseLogger,
  retryAt: string | null = isoNow(new Date(Date.now() + retryDelayMs(1))),
): Promise<'sent' | 'failed'> {
  try {
    await chat.deliver(accepted.chatService, withSender(accepted));
    await setDelivery(db, accepted.messageID, 'sent', null);
    return 'sent';
  } catch (error) {
    if (!(error instanceof ChatDeliveryError)) throw error;
    await setDelivery(db, accepted.messageID, 'failed', retryAt);
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
    return 'failed';
  }
}

/** OPS-2: the wait before the next try after `attempts` tries: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}
