// MISC-4 on the real database of the run. The chat service is outside, so a local HTTP server
// started here stands in for its incoming webhook; everything on our side is real.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../../test/captured-log.js';
import { apiCall, countRows, signIn, startTestServer, type TestServer } from '../../test/harness.js';
import { CARLOS, FRANK } from '../../test/jobs-fixtures.js';
import { CHAT_MESSAGES_PER_MINUTE } from './service.js';

const SECRET_PATH = '/services/T000/B000/very-secret-webhook-token';
let receiver: Server;
let webhookUrl: string;
const received: { url: string; body: unknown }[] = [];
let respond: (request: IncomingMessage) => { status: number; delayMs?: number } = () => ({ status: 200 });

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ url: request.url ?? '', body: JSON.parse(text) as unknown });
      const { status, delayMs = 0 } = respond(request);
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'text/plain' });
        response.end('ok');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${SECRET_PATH}`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const message = (text: string) => ({
  blocks: [
    { type: 'header', text: { type: 'plain_text', text: 'FieldOps error' } },
    { type: 'section', text: { type: 'mrkdwn', text } },
  ],
});

async function withServer(
  env: Record<string, string>,
  test: (server: TestServer, sid: string, log: () => string) => Promise<void>,
) {
  const { lines, logStream } = capturedLog();
  const server = await startTestServer({ DEMO_DATA: 'true', LOG_LEVEL: 'info', ...env }, { logStream });
  try {
    await test(server, await signIn(server, CARLOS), () => lines.join(''));
  } finally {
    await server.close();
  }
}

const post = (server: TestServer, sid: string, service: string, body: unknown) =>
  server.app.inject(apiCall(sid, 'POST', `/api/logger/${service}`, body));

async function until(check: () => boolean | Promise<boolean>, ms = 3_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function deliveries(server: TestServer) {
  return server.app.database.db
    .selectFrom('chat_messages')
    .select(['chat_service', 'delivery', 'blocks'])
    .orderBy('message_id')
    .execute();
}

describe('POST /api/logger/{chat-service}', () => {
  it('[MISC-4] forwards the block message to the configured webhook (Slack blocks) and records it sent', async () => {
    respond = () => ({ status: 200 });
    received.length = 0;
    await withServer({ CHAT_WEBHOOK_URL: webhookUrl }, async (server, sid, log) => {
      const answer = await post(server, sid, 'slack', message('Job 1042 failed to sync'));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ ok: true, delivery: 'forwarded' });
      await until(() => received.length === 1);
      expect(received[0]!.url).toBe(SECRET_PATH);
      const [stored] = await server.app.database.db
        .selectFrom('chat_messages')
        .select(['message_id', 'user_id'])
        .execute();
      const senderLine = `Sent from the FieldOps app by user ${stored!.user_id} (message ${stored!.message_id})`;
      expect(received[0]!.body).toEqual({
        text: `FieldOps error\nJob 1042 failed to sync\n${senderLine}`,
        blocks: [
          { type: 'header', text: { type: 'plain_text', text: 'FieldOps error' } },
          { type: 'section', text: { type: 'mrkdwn', text: 'Job 1042 failed to sync', verbatim: true } },
          {
            type: 'context',
            elements: [{ type: 'plain_text', text: senderLine }],
          },
        ],
      });
      await until(async () => (await deliveries(server))[0]?.delivery === 'sent');

      const google = await post(server, sid, 'googlechat', message('Second one'));
      expect(google.statusCode).toBe(200);
      await until(() => received.length === 2);
      expect(received[1]!.body).toEqual({
        text: expect.stringMatching(/^FieldOps error\nSecond one\nSent from the FieldOps app by user \d+/),
      });
      expect(log()).not.toContain('very-secret-webhook-token');
    });
  });

  it('[MISC-4] with no webhook configured the message is stored and logged, and nobody is called', async () => {
    received.length = 0;
    await withServer({}, async (server, sid, log) => {
      const answer = await post(server, sid, 'slack', message('Offline crash on Pixel 8'));
      expect(answer.json()).toEqual({ ok: true, delivery: 'stored' });
      const rows = await deliveries(server);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ chat_service: 'slack', delivery: 'stored' });
      expect(JSON.parse(rows[0]!.blocks)).toEqual(message('Offline crash on Pixel 8').blocks);
      expect(log()).toContain('Offline crash on Pixel 8');
    });
    expect(received).toHaveLength(0);
  });

  it('[MISC-4] a webhook that fails or is slower than CHAT_TIMEOUT_MS leaves the message stored as failed, logged without the secret', async () => {
    await withServer({ CHAT_WEBHOOK_URL: webhookUrl, CHAT_TIMEOUT_MS: '200' }, async (server, sid, log) => {
      respond = () => ({ status: 500 });
      await post(server, sid, 'slack', message('refused by the chat service'));
      respond = () => ({ status: 200, delayMs: 1_500 });
      const started = Date.now();
      const slow = await post(server, sid, 'slack', message('too slow'));
      expect(slow.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_000);
      await until(async () => (await deliveries(server)).every((row) => row.delivery === 'failed'));
      expect((await deliveries(server)).map((r) => r.delivery)).toEqual(['failed', 'failed']);
      expect(log()).toContain('too slow');
      expect(log()).toContain('timeout');
      expect(log()).not.toContain('very-secret-webhook-token');
    });
  });

  it('[MISC-4] bad input is 4xx and stores nothing: empty blocks, no body, unknown chat service, no session', async () => {
    await withServer({ CHAT_SERVICES: 'slack' }, async (server, sid) => {
      const cases = [
        await post(server, sid, 'slack', { blocks: [] }),
        await post(server, sid, 'slack', { text: 'not blocks' }),
        await post(server, sid, 'slack', { blocks: [{ text: 'no type' }] }),
        await post(server, sid, 'slack', { blocks: Array.from({ length: 51 }, () => ({ type: 'divider' })) }),
        await post(server, sid, 'slack', {
          blocks: [{ type: 'image', image_url: 'https://tracker.example/p.png' }],
        }),
        await post(server, sid, 'slack', { blocks: [{ type: 'header', text: 'x'.repeat(151) }] }),
        await post(server, sid, 'slack', {
          blocks: Array.from({ length: 5 }, () => message('x'.repeat(3_000)).blocks[1]),
        }),
      ];
      for (const answer of cases) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ error: 'bad_request' });
      }
      const unknown = await post(server, sid, 'googlechat', message('not allowed here'));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toContain('slack');
      const anonymous = await server.app.inject({
        method: 'POST',
        url: '/api/logger/slack',
        payload: message('x'),
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await countRows(server.app, 'chat_messages')).toBe(0);
    });
  });

  it('[MISC-4] is rate-limited per user: the message over the limit is 429 and not stored; another user still gets through', async () => {
    await withServer({}, async (server, sid) => {
      for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i += 1) {
        expect((await post(server, sid, 'slack', message(`crash ${i}`))).statusCode).toBe(200);
      }
      const over = await post(server, sid, 'slack', message('one too many'));
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ error: 'rate_limited' });
      expect(over.headers['retry-after']).toBe('60');
      expect(await countRows(server.app, 'chat_messages')).toBe(CHAT_MESSAGES_PER_MINUTE);
      const frank = await signIn(server, FRANK);
      expect((await post(server, frank, 'slack', message('from another user'))).statusCode).toBe(200);
    });
  });
  it('[MISC-4] a device cannot mention the channel, disguise a link, add buttons or images, or pass as the server', async () => {
    respond = () => ({ status: 200 });
    received.length = 0;
    await withServer({ CHAT_WEBHOOK_URL: webhookUrl }, async (server, sid) => {
      const bait = '<!channel> sign in again at <https://evil.example/login|FieldOps> & @here';
      const answer = await post(server, sid, 'slack', {
        blocks: [
          { type: 'header', text: { type: 'plain_text', text: 'IT notice' } },
          {
            type: 'section',
            text: { type: 'mrkdwn', text: bait },
            accessory: { type: 'image', image_url: 'https://tracker.example/pixel.png', alt_text: 'x' },
          },
          { type: 'context', elements: [{ type: 'mrkdwn', text: '<users/all> <@U123>' }] },
        ],
      });
      expect(answer.statusCode).toBe(200);
      await until(() => received.length === 1);
      const body = received[0]!.body as { text: string; blocks: Record<string, unknown>[] };
      const sent = JSON.stringify(body);
      expect(sent).not.toContain('tracker.example');
      expect(sent).not.toContain('accessory');
      for (const raw of ['<!channel>', '<https://evil.example', '<users/all>', '<@U123>']) {
        expect(sent).not.toContain(raw);
      }
      expect(body.blocks[1]).toEqual({
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: '&lt;!channel&gt; sign in again at &lt;https://evil.example/login|FieldOps&gt; &amp; @here',
          verbatim: true,
        },
      });
      expect(body.text).toContain('&lt;!channel&gt;');
      // The server's own line says who sent it: the channel can tell a device's words from ours.
      const sender = await server.app.database.db
        .selectFrom('users')
        .select('user_id')
        .where('email', '=', CARLOS)
        .executeTakeFirstOrThrow();
      expect(body.blocks.at(-1)).toMatchObject({ type: 'context' });
      expect(JSON.stringify(body.blocks.at(-1))).toContain(`user ${sender.user_id}`);

      await post(server, sid, 'googlechat', { blocks: [{ type: 'section', text: '<users/all> look' }] });
      await until(() => received.length === 2);
      const google = received[1]!.body as { text: string };
      expect(google.text).not.toContain('<users/all>');
      expect(google.text).toContain('look');
    });
  });

  it('[MISC-4] the per-user limit holds when many requests arrive at once (any number of instances)', async () => {
    await withServer({}, async (server, sid) => {
      const answers = await Promise.all(
        Array.from({ length: CHAT_MESSAGES_PER_MINUTE * 2 }, (_, i) =>
          post(server, sid, 'slack', message(`burst ${i}`)),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
      expect(codes.filter((c) => c === 429)).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
      expect(await countRows(server.app, 'chat_messages')).toBe(CHAT_MESSAGES_PER_MINUTE);
    });
  });
});
