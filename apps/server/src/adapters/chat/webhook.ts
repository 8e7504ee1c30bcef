// An incoming-webhook chat adapter. Slack (and the Slack-compatible Mattermost, Rocket.Chat) take
// `{text, blocks}`; Google Chat takes `{text}`. The URL carries the webhook's secret, so it appears
// in no error message and no log line; redirects are refused so it is the only host ever asked.
// The text comes from a device, so it is escaped for the service: it can say anything, but it
// cannot mention the whole channel (<!channel>, <users/all>) or show a link under a made-up label.
import {
  assertNever,
  chatBlockTexts,
  type ChatBlock,
  type ChatMessage,
  type ChatTextObject,
} from '@fieldops/contract';
import { ChatDeliveryError, type ChatAdapter } from './chat.js';

/** The plain text of a block message: notification previews, services without blocks, the log. */
export function blocksToText(blocks: readonly ChatBlock[]): string {
  return blocks
    .flatMap(chatBlockTexts)
    .filter((line) => line.length > 0)
    .join('\n');
}

const SLACK_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Slack's control characters as the entities its formatting guide asks for. */
export const escapeSlack = (text: string): string => text.replace(/[&<>]/g, (c) => SLACK_ENTITIES[c] ?? c);

/** Google Chat documents no escape for `<…>` (mentions, links): look-alike brackets instead. */
export const escapeGoogleChat = (text: string): string =>
  text.replace(/</g, '\uFF1C').replace(/>/g, '\uFF1E');

/** mrkdwn is escaped and `verbatim`, so Slack does not turn bare @here or #channel into mentions. */
function slackText(text: ChatTextObject): Record<string, unknown> {
  return text.type === 'mrkdwn'
    ? { type: 'mrkdwn', text: escapeSlack(text.text), verbatim: true }
    : { type: 'plain_text', text: text.text };
}

/** Rebuilt from the validated fields only: nothing a device sent beyond them reaches Slack. */
function slackBlock(block: ChatBlock): Record<string, unknown> {
  switch (block.type) {
    case 'header':
      return { type: 'header', text: slackText({ type: 'plain_text', text: chatBlockTexts(block)[0]! }) };
    case 'section':
      return {
        type: 'section',
        text: slackText(typeof block.text === 'string' ? { type: 'mrkdwn', text: block.text } : block.text),
      };
    case 'context':
      return { type: 'context', elements: block.elements.map(slackText) };
    case 'divider':
      return { type: 'divider' };
    default:
      return assertNever(block);
  }
}

export function webhookPayload(service: string, message: ChatMessage): unknown {
  const text = blocksToText(message.blocks) || '(empty message)';
  return service === 'googlechat'
    ? { text: escapeGoogleChat(text) }
    : { text: escapeSlack(text), blocks: message.blocks.map(slackBlock) };
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
