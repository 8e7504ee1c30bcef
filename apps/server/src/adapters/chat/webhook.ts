// An incoming-webhook chat adapter. Slack (and the Slack-compatible Mattermost, Rocket.Chat) take
// `{text, blocks}`; Google Chat takes `{text}`. The URL carries the webhook's secret, so it appears
// in no error message and no log line; redirects are refused so it is the only host ever asked.
import type { ChatBlock, ChatMessage } from '@fieldops/contract';
import { ChatDeliveryError, type ChatAdapter } from './chat.js';

/** The plain text of a block message: notification previews and services without blocks. */
export function blocksToText(blocks: readonly ChatBlock[]): string {
  return blocks
    .map((block) => (typeof block.text === 'string' ? block.text : (block.text?.text ?? '')))
    .filter((line) => line.length > 0)
    .join('\n');
}

export function webhookPayload(service: string, message: ChatMessage): unknown {
  const text = blocksToText(message.blocks) || '(empty message)';
  return service === 'googlechat' ? { text } : { text, blocks: message.blocks };
}

export function webhookChat({ url, timeoutMs }: { url: string; timeoutMs: number }): ChatAdapter {
  return {
    async deliver(service, message) {
      let status: number;
      try {
        const answer = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=UTF-8' },
          body: JSON.stringify(webhookPayload(service, message)),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = answer.status;
        await answer.body?.cancel();
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new ChatDeliveryError('timeout', `The chat webhook did not answer within ${timeoutMs} ms`);
        }
        throw new ChatDeliveryError('failed', 'The chat webhook could not be reached');
      }
      if (status < 200 || status >= 300) {
        throw new ChatDeliveryError('failed', `The chat webhook answered ${status}`);
      }
    },
  };
}
