import { BATCH_MAX_ENTRIES, type BatchAnswer, type BatchEntry } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, signIn, type TestServer } from '../test/harness.js';
import { signedInCrew } from '../test/signed-in.js';
import { CARLOS, FRANK, foreignOpenJobID } from '../test/jobs-fixtures.js';

let server: TestServer;
let sid: string;
let jobID: number;
beforeAll(async () => ({ server, sid, jobID } = await signedInCrew(CARLOS)));
afterAll(() => server?.close());

let keys = 0;
const key = () => `batch-test-key-${Date.now()}-${++keys}`;

function noteEntry(text: string, onJob = jobID, idempotencyKey = key()): BatchEntry {
  return {
    idempotencyKey,
    method: 'POST',
    path: '/api/cmd?proc=AddNote',
    body: {
      procedure: 'AddNote',
      parameters: [
        { name: 'jobID', value: onJob },
        { name: 'noteType', value: 'General' },
        { name: 'text', value: text },
      ],
    },
  };
}

const sendBatch = (entries: unknown, session = sid) =>
  server.app.inject(apiCall(session, 'POST', '/api/batch', { entries }));

describe('POST /api/batch', () => {
  it('[FIELD-6] three notes in one request: three answers, three rows; the same batch again replays them and adds none', async () => {
    const before = await countRows(server.app, 'notes');
    const entries = [noteEntry('first'), noteEntry('second'), noteEntry('third')];
    const first = await sendBatch(entries);
    expect(first.statusCode).toBe(200);
    const answers = first.json<BatchAnswer>().answers;
    expect(answers.map((a) => [a.status, a.replayed])).toEqual([
      [200, false],
      [200, false],
      [200, false],
    ]);
    expect(answers.map((a) => (a.body as { text: string }).text)).toEqual(['first', 'second', 'third']);
    expect(await countRows(server.app, 'notes')).toBe(before + 3);

    const again = await sendBatch(entries);
    const replayed = again.json<BatchAnswer>().answers;
    expect(replayed.map((a) => a.replayed)).toEqual([true, true, true]);
    expect(replayed.map((a) => a.body)).toEqual(answers.map((a) => a.body));
    expect(await countRows(server.app, 'notes')).toBe(before + 3);
  });

  it('[FIELD-6] one entry refused (no text) gets its own 4xx with the error shape; the others are stored', async () => {
    const before = await countRows(server.app, 'notes');
    const answer = await sendBatch([noteEntry('kept 1'), noteEntry('   '), noteEntry('kept 2')]);
    const answers = answer.json<BatchAnswer>().answers;
    expect(answers.map((a) => a.status)).toEqual([200, 400, 200]);
    expect(answers[1]!.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(await countRows(server.app, 'notes')).toBe(before + 2);
  });

  it("[FIELD-6] an entry cannot act as another session: a sid written into its path is replaced by the batch's", async () => {
    const franksSid = await signIn(server, FRANK);
    const path = `/api/cmd?proc=AddNote&sid=${encodeURIComponent(franksSid)}`;
    const answers = (await sendBatch([{ ...noteEntry('whose note?'), path }])).json<BatchAnswer>().answers;
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.body).toMatchObject({ text: 'whose note?', createdBy: 'Carlos Crew' });

    const before = await countRows(server.app, 'notes');
    const onFranksJob = { ...noteEntry('not mine', await foreignOpenJobID(server, CARLOS)), path };
    const refused = (await sendBatch([onFranksJob])).json<BatchAnswer>().answers;
    expect(refused[0]!.status).toBeGreaterThanOrEqual(400);
    expect(refused[0]!.status).toBeLessThan(500);
    expect(await countRows(server.app, 'notes')).toBe(before);
  });

  it('[FIELD-6] a malformed batch is 400 with details and runs none of its entries', async () => {
    const before = await countRows(server.app, 'notes');
    const tooMany = Array.from({ length: BATCH_MAX_ENTRIES + 1 }, (_, i) => noteEntry(`n${i}`));
    const malformed: unknown[] = [
      [],
      tooMany,
      [noteEntry('ok'), { ...noteEntry('bad path'), path: '/api/session/' }],
      [noteEntry('ok'), { ...noteEntry('nested'), path: '/api/batch' }],
      [noteEntry('ok'), { ...noteEntry('no key'), idempotencyKey: '' }],
      [noteEntry('ok'), { ...noteEntry('a read'), method: 'GET' }],
      'not a list',
    ];
    for (const entries of malformed) {
      const answer = await sendBatch(entries);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      expect(answer.json().details).toBeTruthy();
    }
    expect(await countRows(server.app, 'notes')).toBe(before);
  });

  it('[FIELD-6] without a session the batch is 401 and stores nothing', async () => {
    const before = await countRows(server.app, 'notes');
    const answer = await sendBatch([noteEntry('anonymous')], 'not-a-session');
    expect(answer.statusCode).toBe(401);
    expect(await countRows(server.app, 'notes')).toBe(before);
  });
});
