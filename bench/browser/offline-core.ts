// Runs inside Chromium, on the server's origin: our device-side code against a plain baseline
// doing the same work in the same browser, in the same run.
import Dexie from 'dexie';
import {
  BATCH_MAX_ENTRIES,
  calls,
  type BatchEntry,
  type JobFolder,
  type JobUpdates,
} from '@fieldops/contract';
import { db } from '../../apps/web/src/db/database';
import { applyJobUpdates } from '../../apps/web/src/db/jobs';
// Every kind of change registered with the queue, as the app's start does (src/changes).
import '../../apps/web/src/changes';
import { addComment } from '../../apps/web/src/queue/kinds/note-action';
import { sendBatch } from '../../apps/web/src/queue/batch-send';
import { createQueueRunner } from '../../apps/web/src/queue/runner';

function job(jobID: number, stamp: string): JobFolder {
  const location = (n: number) => ({
    siteID: jobID * 10 + n,
    locationNumber: String(n),
    address1: `${100 + n} Main St`,
    city: 'Portland',
    latitude: 45.5 + n / 1000,
    longitude: -122.6,
    jobID,
    jobNumber: `J-${jobID}`,
    status: 'Active' as const,
    reports: [],
    imageRefs: [],
  });
  return {
    jobID,
    jobNumber: `J-${jobID}`,
    address1: `${jobID} Harbor Way`,
    city: 'Portland',
    locations: [location(1), location(2)],
    crewFolder: `Crew ${jobID}`,
    crewFolderID: `folder-${jobID}`,
    imageRefs: [],
    updatedDate: stamp,
    notes: [1, 2].map((n) => ({
      noteID: jobID * 10 + n,
      noteType: 'General',
      text: `Note ${n} on job ${jobID}`,
      createdDate: stamp,
      createdBy: 'Frank Foreman',
    })),
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** (a) ingest of a delta of `count` jobs vs a raw Dexie bulkPut of the same records. */
export async function benchIngest(count: number, runs: number) {
  const stamp = new Date().toISOString();
  const jobs = Array.from({ length: count }, (_, i) => job(i + 1, stamp));
  const delta: JobUpdates = { serverTime: stamp, jobIDs: jobs.map((j) => j.jobID), changed: jobs };
  const raw = new Dexie('bench-raw-jobs');
  raw.version(1).stores({ jobs: 'jobID, jobNumber, updatedDate' });
  const ours: number[] = [];
  const baseline: number[] = [];
  for (let run = 0; run < runs; run++) {
    await db.transaction('rw', [db.jobs, db.comments, db.settings], async () => {
      await db.jobs.clear();
      await db.comments.clear();
    });
    await raw.table('jobs').clear();
    ours.push(await timed(() => applyJobUpdates(delta, db)));
    baseline.push(await timed(() => raw.table('jobs').bulkPut(jobs)));
  }
  raw.close();
  await Dexie.delete('bench-raw-jobs');
  return { ours, baseline };
}

function session() {
  const sid = localStorage.getItem('currentSessionID') ?? '';
  const oauth = JSON.parse(localStorage.getItem('oauth2') ?? '{}') as { accessToken?: string };
  return { sid, accessToken: oauth.accessToken ?? '', serial: localStorage.getItem('deviceSerial') ?? '' };
}

async function command(procedure: string, parameters: { name: string; value: unknown }[], key?: string) {
  const { sid, accessToken, serial } = session();
  const answer = await fetch(`/api/cmd?proc=${procedure}&sid=${encodeURIComponent(sid)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${accessToken}`,
      Device: serial,
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify({ procedure, parameters }),
  });
  if (!answer.ok) throw new Error(`${procedure} answered ${answer.status}`);
  return answer.json() as Promise<unknown>;
}

/** The server's notes of `jobID` whose text starts with `prefix` (to prove exactly `count` rows). */
/** One POST /api/batch of `entries`, every entry answered 200. */
async function batch(entries: BatchEntry[]): Promise<void> {
  const { sid, accessToken, serial } = session();
  const answer = await fetch(`${calls.batch.path}?sid=${encodeURIComponent(sid)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${accessToken}`,
      Device: serial,
    },
    body: JSON.stringify({ entries }),
  });
  if (!answer.ok) throw new Error(`batch answered ${answer.status}`);
  const { answers } = (await answer.json()) as { answers: { status: number }[] };
  if (answers.some((a) => a.status !== 200)) throw new Error('a batch entry was refused');
}

async function notesStartingWith(jobID: number, prefix: string): Promise<number> {
  const comments = (await command('GetNotes', [{ name: 'jobID', value: jobID }])) as {
    notes: { text: string }[];
  };
  return comments.notes.filter((note) => note.text.startsWith(prefix)).length;
}

/**
 * (b) replay of `count` queued notes by the app's runner (batches, FIELD-6) vs a raw sequential
 * fetch loop of the same batches (SCALE-2), interleaved for `runs` rounds with the order alternating. Queuing
 * the notes is not timed. Each round checks the server holds exactly `count` new rows for each way.
 */
export async function benchReplay(count: number, runs: number) {
  const updates = (await command('GetJobUpdates', [
    { name: 'since', value: new Date().toISOString() },
  ])) as JobUpdates;
  const jobID = updates.jobIDs[0];
  if (jobID === undefined) throw new Error('The signed-in user reaches no job');
  const runner = createQueueRunner({ database: db, networkRetryMs: null, sendBatch });
  const ours: number[] = [];
  const baseline: number[] = [];
  const ways = {
    async ours(tag: string) {
      for (let i = 0; i < count; i++) {
        const added = await addComment(jobID, 'General', `${tag} ${i}`, db);
        if (!added.ok) throw new Error('addComment refused');
      }
      ours.push(
        await timed(async () => {
          const end = await runner.trigger('wake');
          if (end !== 'done') throw new Error(`queue run ended with ${end}`);
        }),
      );
      const left = await db.updateQueue.count();
      if (left !== 0) throw new Error(`${left} tasks left in the queue`);
    },
    // SCALE-2: the same batches the runner sends (BATCH_MAX_ENTRIES notes, each with its own
    // Idempotency-Key), posted one after another by a raw loop: what the queue adds, not batching.
    async baseline(tag: string) {
      const entries = Array.from({ length: count }, (_, i) => ({
        idempotencyKey: crypto.randomUUID(),
        method: 'POST' as const,
        path: `${calls.command.path}?proc=AddNote`,
        body: {
          procedure: 'AddNote',
          parameters: [
            { name: 'jobID', value: jobID },
            { name: 'noteType', value: 'General' },
            { name: 'text', value: `${tag} ${i}` },
          ],
        },
      }));
      baseline.push(
        await timed(async () => {
          for (let i = 0; i < entries.length; i += BATCH_MAX_ENTRIES) {
            await batch(entries.slice(i, i + BATCH_MAX_ENTRIES));
          }
        }),
      );
    },
  };
  for (let round = 0; round < runs; round++) {
    const order = round % 2 === 0 ? (['ours', 'baseline'] as const) : (['baseline', 'ours'] as const);
    for (const way of order) {
      const tag = `bench ${way} r${round}`;
      await ways[way](tag);
      const rows = await notesStartingWith(jobID, `${tag} `);
      if (rows !== count) throw new Error(`${way} round ${round}: ${rows} rows on the server, not ${count}`);
    }
  }
  return { ours, baseline };
}
