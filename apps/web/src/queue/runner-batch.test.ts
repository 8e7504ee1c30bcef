// FIELD-6: the app's runner sends independent small changes in batches, each entry with its own key
// and answer; failures stay each task's own.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BatchEntry, BatchEntryAnswer } from '@fieldops/contract';
import { db } from '../db/database';
import { readJobNotes } from '../db/comments';
import { createNetworkStatus } from '../platform/network-status';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { addComment, createErJob } from './actions';
import { sendBatch } from './batch-send';
import { type QueueRunnerDeps, createQueueRunner } from './runner';
import { createQueueStatus } from './status';
import { erJobForm, serverErJob } from '../test/er-job-fixtures';

const runner = (deps: QueueRunnerDeps = {}) =>
  createQueueRunner({
    owner: () => null,
    hasSession: () => true,
    networkRetryMs: null,
    status: createQueueStatus(),
    serverHealthy: async () => true,
    online: createNetworkStatus(true),
    sendBatch,
    ...deps,
  });

type Net = ReturnType<typeof stubFetch>;
const entriesOf = (net: Net, i: number): BatchEntry[] =>
  (JSON.parse(net.to('/api/batch')[i]!.body!) as { entries: BatchEntry[] }).entries;
const textOf = (entry: BatchEntry) =>
  (entry.body as { parameters: { name: string; value: unknown }[] }).parameters.find(
    (p) => p.name === 'text',
  )!.value as string;
const savedNote = (text: string, noteID: number) => ({
  noteID,
  noteType: 'General',
  text,
  createdDate: '2026-11-20T10:00:00.000Z',
  createdBy: 'Ann',
});

/** A server that answers each entry of the latest batch with `answer(text, index)`. */
function batchServer(answer: (text: string, index: number) => BatchEntryAnswer) {
  const net: Net = stubFetch({
    'POST /api/batch': () => {
      const entries = entriesOf(net, net.to('/api/batch').length - 1);
      return json({ answers: entries.map((entry, i) => answer(textOf(entry), i)) });
    },
  });
  return net;
}

describe('queue runner: batches (FIELD-6)', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[FIELD-6] five notes go in one request, each with its own idempotency key, and are applied together', async () => {
    for (let i = 1; i <= 5; i++) await addComment(5, 'General', `note ${i}`);
    const keys = (await db.updateQueue.toArray()).map((task) => task.idempotencyKey).sort();
    const net = batchServer((text, i) => ({ status: 200, body: savedNote(text, 100 + i), replayed: false }));

    expect(await runner().trigger()).toBe('done');
    expect(net.requests).toHaveLength(1);
    const entries = entriesOf(net, 0);
    expect(entries.map((e) => e.idempotencyKey).sort()).toEqual(keys);
    expect(entries.every((e) => e.path === '/api/cmd?proc=AddNote' && e.method === 'POST')).toBe(true);
    expect(await db.updateQueue.count()).toBe(0);
    const notes = await readJobNotes(db, 5);
    expect(notes.every((note) => note.pendingQueueID === undefined && note.noteID >= 100)).toBe(true);
    expect(notes.map((note) => note.text).sort()).toEqual(['note 1', 'note 2', 'note 3', 'note 4', 'note 5']);
  });

  it("[FIELD-6] one entry's 400 rejects that task with the server's reason; a 5xx counts one try on its own task; the rest are sent", async () => {
    for (const text of ['fine', 'refused', 'flaky', 'also fine']) await addComment(5, 'General', text);
    const serverHealthy = vi.fn(async () => true);
    batchServer((text, i) =>
      text === 'refused'
        ? {
            status: 400,
            body: { error: 'bad_request', message: 'No such job', details: null },
            replayed: false,
          }
        : text === 'flaky'
          ? { status: 503, body: null, replayed: false }
          : { status: 200, body: savedNote(text, 200 + i), replayed: false },
    );

    expect(await runner({ serverHealthy }).trigger()).toBe('done');
    const left = await db.updateQueue.toArray();
    const byText = new Map(
      left.map((task) => [task.taskName.includes('refused') ? 'refused' : 'flaky', task]),
    );
    expect(left).toHaveLength(2);
    expect(byText.get('refused')).toMatchObject({
      state: 'rejected',
      lastError: 'No such job',
      counterTries: 0,
    });
    expect(byText.get('flaky')).toMatchObject({ state: 'waiting', counterTries: 1 });
    // The batch itself was answered: the server is up, no health probe needed.
    expect(serverHealthy).not.toHaveBeenCalled();
  });

  it('[FIELD-6] a batch that gets no answer counts nothing and ends the run', async () => {
    for (const text of ['a', 'b', 'c']) await addComment(5, 'General', text);
    stubFetch({ 'POST /api/batch': new TypeError('Failed to fetch') });
    expect(await runner().trigger()).toBe('network');
    const tasks = await db.updateQueue.toArray();
    expect(tasks.map((task) => [task.state, task.counterTries])).toEqual([
      ['waiting', 0],
      ['waiting', 0],
      ['waiting', 0],
    ]);
  });

  it('[FIELD-6] a server without batches (404) gets each change on its own, and all arrive', async () => {
    for (const text of ['a', 'b', 'c']) await addComment(5, 'General', text);
    const net = stubFetch({ 'POST /api/cmd': json(savedNote('x', 300)) });
    expect(await runner().trigger()).toBe('done');
    expect(net.to('/api/batch')).toHaveLength(1);
    expect(net.to('/api/cmd')).toHaveLength(3);
    expect(await db.updateQueue.count()).toBe(0);
  });

  it('[FIELD-6] [QUEUE-8] a note on a job made offline is never batched before the job: it waits for add-record', async () => {
    await addComment(5, 'General', 'independent');
    const { jobID } = await createErJob(erJobForm);
    await addComment(jobID, 'General', 'on the new job');
    const job = serverErJob(901);
    const net: Net = stubFetch({
      'POST /api/batch': () => {
        const entries = entriesOf(net, net.to('/api/batch').length - 1);
        return json({
          answers: entries.map((entry, i) => ({
            status: 200,
            body: entry.path.includes('add-record')
              ? job
              : entry.path.includes('add-folders')
                ? { folders: [] }
                : entry.path.includes('Event')
                  ? { eventID: 5 }
                  : savedNote(textOf(entry), 400 + i),
            replayed: false,
          })),
        });
      },
    });

    expect(await runner().trigger()).toBe('done');
    const batches = net.to('/api/batch').map((_, i) => entriesOf(net, i));
    const first = batches[0]!;
    expect(first.map((e) => e.path).sort()).toEqual(['/api/cmd?proc=AddNote', '/api/job/add-record']);
    expect(textOf(first.find((e) => e.path.includes('AddNote'))!)).toBe('independent');
    // The new job's children went later, with its server id (the note's jobID too).
    const later = batches.slice(1).flat();
    expect(later.map((e) => e.path.split('?')[0]).sort()).toEqual([
      '/api/cmd',
      '/api/job/901/Event/',
      '/api/job/901/add-folders',
    ]);
    const note = later.find((e) => e.path.includes('AddNote'))!;
    expect(textOf(note)).toBe('on the new job');
    expect((note.body as { parameters: { name: string; value: unknown }[] }).parameters).toContainEqual({
      name: 'jobID',
      value: 901,
    });
    expect(await db.updateQueue.count()).toBe(0);
  });
});
