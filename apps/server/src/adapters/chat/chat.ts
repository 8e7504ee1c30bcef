// MISC-4: the chat service behind one interface (ARCHITECTURE: adapters for the outside world).
// The local implementation is "none": the logger then keeps the message in its table and the
// server log. The real one is an incoming webhook selected by CHAT_WEBHOOK_URL (index.ts picks).
import type { ChatMessage } from '@fieldops/contract';

export interface ChatAdapter {
  /** Delivers one block message to `service`; throws ChatDeliveryError when it was not taken. */
  deliver(service: string, message: ChatMessage): Promise<void>;
}

export class ChatDeliveryError extends Error {
  constructor(
    readonly kind: 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'ChatDeliveryError';
  }
}
