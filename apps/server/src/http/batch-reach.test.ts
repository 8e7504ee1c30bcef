// TRUST-9: a batch entry reaches only what a single request could. Its path is judged by the route
// it lands on (after decoding and dot segments), never by how it is spelt; batches do not nest, the
// session is neither ended nor started from a batch, and every entry costs one request of the limit.
import type { BatchAnswer, BatchEntry } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, command, countRows, signIn, type TestServer } from '../test/harness.js';
import { signedInCrew } from '../test/signed-in.js';
import { CARLOS } from '../test/jobs-fixtures.js';

const RATE_LIMIT_MAX = 40;
let server: TestServer;
let jobID: number;
beforeAll(async () => {
  // Counted in memory on both databases: the shared store's fixed windows could roll over mid-test.
  let sid: string;
  ({ server, sid, jobID } = await signedInCrew(CARLOS, {
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    RATE_LIMIT_STORE: 'memory',
  }));
  await server.app.inject(apiCall(sid, 'DELETE', '/api/session/'));
});
afterAll(() => server?.close());

let keys = 0;
const key = () => `batch-reach-key-${Date.now()}-${++keys}`;

function noteEntry(text: string): BatchEntry {
  return {
    idempotencyKey: key(),
    method: 'POST',
    path: '/api/cmd?proc=AddNote',
    body: {
      procedure: 'AddNote',
      parameters: [
        { name: 'jobID', value: jobID },
        { name: 'noteType', value: 'General' },
        { name: 'text', value: text },
      ],
    },
  };
}

async function sendBatch(sid: string, entries: BatchEntry[]) {
  const answer = await server.app.inject(apiCall(sid, 'POST', '/api/batch', { entries }));
  expect(answer.statusCode).toBe(200);
  return answer.json<BatchAnswer>().answers;
}

const expectRefused = (answer: BatchAnswer['answers'][number]) => {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.status).not.toBe(429);
  expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
};

describe('[TRUST-9] what a batch entry can reach', () => {
  it('[TRUST-9] a nested batch under any spelling is refused as that entry, and none of its entries runs', async () => {
    const sid = await signIn(server, CARLOS);
    const before = await countRows(server.app, 'notes');
    const spellings = [
      '/api/%62atch',
      '/api/./batch',
      '/api/x/../batch',
      '/api/%2e/batch',
      '/api//batch',
      '/api/BATCH',
    ];
    const nested = spellings.map((path) => ({
      ...noteEntry('outer'),
      path,
      body: { entries: [noteEntry('nested')] },
    }));
    const answers = await sendBatch(sid, [noteEntry('kept'), ...nested]);
    expect(answers[0]!.status).toBe(200);
    for (const answer of answers.slice(1)) expectRefused(answer);
    expect(await countRows(server.app, 'notes')).toBe(before + 1);
  });

  it('[TRUST-9] ending or starting the session from a batch is refused, and the session survives', async () => {
    const sid = await signIn(server, CARLOS);
    const endings = ['/api/%73ession/', '/api/./session/', '/api/x/../session/', '/api/Session/'].map(
      (path): BatchEntry => ({ idempotencyKey: key(), method: 'DELETE', path }),
    );
    const start: BatchEntry = { idempotencyKey: key(), method: 'POST', path: '/api/%73ession/', body: {} };
    const answers = await sendBatch(sid, [...endings, start]);
    for (const answer of answers) expectRefused(answer);
    const after = await server.app.inject(command(sid, 'GetMenuItems'));
    expect(after.statusCode).toBe(200);
  });

  it('[TRUST-9] a batch of many entries meets the rate limit where as many single requests would', async () => {
    const entries = RATE_LIMIT_MAX + 5;
    const single = await signIn(server, CARLOS);
    const singles: number[] = [];
    for (let i = 0; i < entries; i++) {
      const note = { jobID, noteType: 'General', text: `single ${i}` };
      singles.push((await server.app.inject(command(single, 'AddNote', note))).statusCode);
    }
    const batched = await signIn(server, CARLOS);
    const statuses: number[] = [];
    // Batches of at most BATCH_MAX_ENTRIES, one after the other, as a device drains its queue.
    for (let sent = 0; sent < entries; sent += 20) {
      const size = Math.min(20, entries - sent);
      const batch = Array.from({ length: size }, (_, i) => noteEntry(`limited ${sent + i}`));
      const answer = await server.app.inject(apiCall(batched, 'POST', '/api/batch', { entries: batch }));
      if (answer.statusCode === 429) statuses.push(...batch.map(() => 429));
      else statuses.push(...answer.json<BatchAnswer>().answers.map((a) => a.status));
    }
    expect(singles.filter((s) => s === 200)).toHaveLength(RATE_LIMIT_MAX);
    expect(statuses).toEqual(singles);
  });
});
