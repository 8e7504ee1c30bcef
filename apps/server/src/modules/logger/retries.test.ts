// OPS-2: chat forwarding that died with its process, or failed, is done again by the background
// loop. A local HTTP server stands in for the chat service's webhook; everything on our side is
// real, including the restart (a second server on the same database and data folder).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, signIn, startTestServer, tempDir, type TestServer } from '../../test/harness.js';
import { CARLOS } from '../../test/jobs-fixtures.js';
import { CHAT_RETRY_EVERY_MS, MAX_CHAT_RETRIES } from './retries.js';

let receiver: Server;
let webhookUrl: string;
const received: string[] = [];
let status = 200;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push(text);
      response.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const blocks = (text: string) => JSON.stringify([{ type: 'section', text: { type: 'mrkdwn', text } }]);
const rows = (server: TestServer) =>
  server.app.database.db
    .selectFrom('chat_messages')
    .select(['message_id', 'delivery', 'attempts', 'next_attempt_at'])
    .orderBy('message_id')
    .execute();

describe('chat forwarding retries', () => {
  it('[OPS-2] a message left pending by a server that died is forwarded by the next one to start', async () => {
    const dataDir = tempDir();
    const database = await createTestDatabase();
    const env = { CHAT_WEBHOOK_URL: webhookUrl };
    try {
      const dying = await startTestServer(env, { dataDir, database });
      const sid = await signIn(dying, CARLOS);
      const userID = (
        await dying.app.database.db.selectFrom('sessions').select('user_id').executeTakeFirstOrThrow()
      ).user_id;
      expect(sid).toBeTruthy();
      // What a process that died between its answer and the webhook leaves behind: a pending row,
      // one from before retries existed (no next try) and one of today's past its grace.
      const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
      await dying.app.database.db
        .insertInto('chat_messages')
        .values([
          {
            user_id: userID,
            chat_service: 'slack',
            blocks: blocks('legacy pending'),
            delivery: 'pending',
            created_at: tenMinutesAgo,
            next_attempt_at: null,
          },
          {
            user_id: userID,
            chat_service: 'slack',
            blocks: blocks('died in flight'),
            delivery: 'pending',
            created_at: tenMinutesAgo,
            next_attempt_at: tenMinutesAgo,
          },
        ])
        .execute();
      await dying.close();

      const restarted = await startTestServer(env, { dataDir, database });
      try {
        // The dying server ran the job at its own start; the restarted one's next turn is a period on.
        await restarted.app.background.tick(new Date(Date.now() + CHAT_RETRY_EVERY_MS));
        expect((await rows(restarted)).map((r) => r.delivery)).toEqual(['sent', 'sent']);
        expect(received.filter((body) => /legacy pending|died in flight/.test(body))).toHaveLength(2);
        // Sent is final: the next pass sends nothing again.
        const before = received.length;
        await restarted.app.background.tick(new Date(Date.now() + 60 * 60_000));
        expect(received.length).toBe(before);
      } finally {
        await restarted.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('[OPS-2] a failed forwarding is tried again with a growing wait, then given up', async () => {
    const server = await startTestServer({ CHAT_WEBHOOK_URL: webhookUrl });
    try {
      await signIn(server, CARLOS);
      const userID = (
        await server.app.database.db
          .selectFrom('users')
          .select('user_id')
          .where('email', '=', CARLOS)
          .executeTakeFirstOrThrow()
      ).user_id;
      const now = Date.now();
      await server.app.database.db
        .insertInto('chat_messages')
        .values({
          user_id: userID,
          chat_service: 'slack',
          blocks: blocks('flaky'),
          delivery: 'failed',
          created_at: new Date(now).toISOString(),
          next_attempt_at: new Date(now).toISOString(),
        })
        .execute();
      status = 500;
      // The loop's own start already ran the job; its next turn is CHAT_RETRY_EVERY_MS later.
      let at = now + CHAT_RETRY_EVERY_MS;
      const waits: number[] = [];
      for (let tries = 1; tries <= MAX_CHAT_RETRIES; tries += 1) {
        await server.app.background.tick(new Date(at));
        const [row] = await rows(server);
        expect(row).toMatchObject({ delivery: 'failed', attempts: tries });
        if (row!.next_attempt_at) waits.push((Date.parse(row!.next_attempt_at) - at) / 60_000);
        at = row!.next_attempt_at ? Date.parse(row!.next_attempt_at) : at + 60 * 60_000;
      }
      expect(waits).toEqual([2, 4, 8, 16, 32]);
      // Given up: no more tries, even when the service is back.
      status = 200;
      await server.app.background.tick(new Date(at + 24 * 60 * 60_000));
      expect((await rows(server))[0]).toMatchObject({
        delivery: 'failed',
        attempts: MAX_CHAT_RETRIES,
        next_attempt_at: null,
      });
    } finally {
      status = 200;
      await server.close();
    }
  });
});
