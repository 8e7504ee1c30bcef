// OPS-5: the job-delta poll answered from memory while nothing changed, and still correct: every
// write (through this instance, or on PostgreSQL through another one) shows in the next poll.
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { JobUpdatesAnswer } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, usePostgres, type TestServer } from '../../test/harness.js';
import { startInstances, type Instances } from '../../test/instances.js';
import { assignedOpenJobIDs, CARLOS, employeeID, FRANK, runProcedure } from '../../test/jobs-fixtures.js';
import { waitUntil } from '../../test/wait-until.js';
import { addCrewMember, removeCrewMember } from '../jobs/repository.js';

let instances: Instances<typeof FRANK | typeof CARLOS>;
let a: TestServer;
/** On PostgreSQL a second instance on the same database; on SQLite (one process) the same one. */
let b: TestServer;

beforeAll(async () => {
  instances = await startInstances([FRANK, CARLOS]);
  ({ a, b } = instances);
});
afterAll(() => instances?.close());

const poll = (server: TestServer, sid: string, since: string, jobIDsHash?: string) =>
  runProcedure(server, sid, 'GetJobUpdates', jobIDsHash ? { since, jobIDsHash } : { since });
const changedIDs = (answer: JobUpdatesAnswer) => answer.changed.map((job) => job.jobID);
const noteTexts = (answer: JobUpdatesAnswer, jobID: number) =>
  (answer.changed.find((job) => job.jobID === jobID)?.notes ?? []).map((note) => note.text);

/**
 * Runs `during` while another connection keeps the jobs and sessions tables from this server: on
 * SQLite they are renamed away (a read fails), on PostgreSQL locked (a read waits, and the test
 * times out).
 */
async function withoutJobTables<T>(server: TestServer, during: () => Promise<T>): Promise<T> {
  if (usePostgres) {
    const locker = new pg.Client({ connectionString: instances.database.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE jobs, sessions, users IN ACCESS EXCLUSIVE MODE');
      return await during();
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
  }
  const other = new SQLite(join(server.dataDir, 'fieldops.sqlite'));
  other.pragma('busy_timeout = 5000');
  try {
    other.exec('ALTER TABLE jobs RENAME TO jobs_away; ALTER TABLE sessions RENAME TO sessions_away');
    return await during();
  } finally {
    other.exec('ALTER TABLE jobs_away RENAME TO jobs; ALTER TABLE sessions_away RENAME TO sessions');
    other.close();
  }
}

async function addNote(server: TestServer, sid: string, jobID: number, text: string): Promise<void> {
  const answer = await server.app.inject(command(sid, 'AddNote', { jobID, noteType: 'General', text }));
  expect(answer.statusCode).toBe(200);
}

describe('[OPS-5] the job-delta poll', () => {
  it('[OPS-5] a second poll of an unchanged yard is answered without reading the database', async () => {
    const first = await poll(a, instances.sid(a, CARLOS), new Date().toISOString());
    const second = await withoutJobTables(a, () => poll(a, instances.sid(a, CARLOS), first.serverTime));
    expect(second.jobIDs).toEqual(first.jobIDs);
    // The demo jobs were just stamped: the window's overlap may resend some of the first answer's.
    for (const id of changedIDs(second)) expect(changedIDs(first)).toContain(id);
    expect(second.serverTime >= first.serverTime).toBe(true);
  });

  it('[OPS-5] a change by another user shows in the next poll', async () => {
    const [jobID] = await assignedOpenJobIDs(a, CARLOS);
    const first = await poll(a, instances.sid(a, CARLOS), new Date().toISOString());
    const unchanged = await poll(a, instances.sid(a, CARLOS), first.serverTime);
    expect(noteTexts(unchanged, jobID!)).not.toContain('Locate marks refreshed');
    await addNote(a, instances.sid(a, FRANK), jobID!, 'Locate marks refreshed');
    const next = await poll(a, instances.sid(a, CARLOS), unchanged.serverTime);
    expect(noteTexts(next, jobID!)).toContain('Locate marks refreshed');
  });

  it('[OPS-5] the job list is left out while the device holds it, and sent again once it changed', async () => {
    const first = await poll(a, instances.sid(a, CARLOS), new Date().toISOString());
    expect(first.jobIDs).toBeDefined();
    const same = await poll(a, instances.sid(a, CARLOS), first.serverTime, first.jobIDsHash);
    expect(same.jobIDs).toBeUndefined();
    expect(same.jobIDsHash).toBe(first.jobIDsHash);
    // An old device (no hash) still gets the whole list.
    expect((await poll(a, instances.sid(a, CARLOS), first.serverTime)).jobIDs).toEqual(first.jobIDs);

    // The office puts Carlos on another job's crew (a write straight through the database handle).
    const reached = new Set(first.jobIDs);
    const [frankJob] = (await assignedOpenJobIDs(a, FRANK)).filter((id) => !reached.has(id));
    const carlos = await employeeID(a, CARLOS);
    await addCrewMember(a.app.database.db, frankJob!, carlos);
    try {
      const moved = await poll(a, instances.sid(a, CARLOS), same.serverTime, first.jobIDsHash);
      expect(moved.jobIDs).toContain(frankJob);
      expect(moved.jobIDsHash).not.toBe(first.jobIDsHash);
      expect(changedIDs(moved)).toContain(frankJob);
    } finally {
      await removeCrewMember(a.app.database.db, frankJob!, carlos);
    }
  });

  it('[OPS-5] a write through one instance shows in the next poll through the other (PostgreSQL: after its NOTIFY; SQLite: one process)', async () => {
    const [jobID] = await assignedOpenJobIDs(b, CARLOS);
    // B has the delta in memory.
    const first = await poll(b, instances.sid(b, CARLOS), new Date().toISOString());
    await withoutJobTables(b, () => poll(b, instances.sid(b, CARLOS), first.serverTime));
    await addNote(a, instances.sid(a, FRANK), jobID!, 'Trench box moved');
    // Each poll as the device sends it: from the serverTime of the one before.
    let since = first.serverTime;
    await waitUntil(async () => {
      const next = await poll(b, instances.sid(b, CARLOS), since);
      since = next.serverTime;
      expect(noteTexts(next, jobID!)).toContain('Trench box moved');
    });
  });
});
