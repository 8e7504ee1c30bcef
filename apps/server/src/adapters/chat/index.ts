// The chat adapter of the configuration (MISC-4): none unless CHAT_WEBHOOK_URL is set. The
// factory sits apart from the interface (chat.ts) so implementations import the interface without
// importing their own factory back.
import type { AppConfig } from '../../config.js';
import type { ChatAdapter } from './chat.js';
import { webhookChat } from './webhook.js';

export function chatAdapterFor(
  config: Pick<AppConfig, 'chatWebhookUrl' | 'chatTimeoutMs'>,
): ChatAdapter | undefined {
  if (!config.chatWebhookUrl) return undefined;
  return webhookChat({ url: config.chatWebhookUrl, timeoutMs: config.chatTimeoutMs });
}
