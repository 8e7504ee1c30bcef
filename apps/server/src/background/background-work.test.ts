// OPS-2: the background loop on the database of the run. Two loops stand for two server instances
// (each its own connection to one database); ticks are driven with chosen times, so "once per
// period" is counted, not timed.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase, type MigratedDatabase } from '../test/migrated-database.js';
import { backgroundWork, type BackgroundJob } from './background-work.js';
import { takeDueJob } from './leases.js';

const log = Fastify({ logger: false }).log;
const MINUTE = 60_000;
let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedDatabase();
});
afterAll(() => database?.close());

function countingJob(name: string, everyMs: number, runs: Date[]): BackgroundJob {
  return { name, everyMs, run: async (now) => void runs.push(now) };
}

describe('background work shared by instances', () => {
  it('[OPS-2] two loops on one database: each job runs once per period, whichever instance runs it', async () => {
    const runs: Date[] = [];
    const failing: Date[] = [];
    const first = backgroundWork(database.db, { log, instanceID: 'instance-a' });
    const second = backgroundWork(await database.another(), { log, instanceID: 'instance-b' });
    for (const loop of [first, second]) {
      loop.add(countingJob('purge-test', 10 * MINUTE, runs));
      loop.add({
        name: 'failing-test',
        everyMs: 10 * MINUTE,
        run: async (now) => {
          failing.push(now);
          throw new Error('the chat service is down');
        },
      });
    }
    const start = Date.parse('2026-11-24T10:00:00.000Z');
    const ranBy: string[][] = [];
    // Ticks every 2 minutes over an hour, both instances at the same moments.
    for (let minute = 0; minute < 60; minute += 2) {
      const now = new Date(start + minute * MINUTE);
      const [a, b] = await Promise.all([first.tick(now), second.tick(now)]);
      ranBy.push([...a.map((job) => `a:${job}`), ...b.map((job) => `b:${job}`)]);
    }
    expect(runs.map((d) => (d.getTime() - start) / MINUTE)).toEqual([0, 10, 20, 30, 40, 50]);
    // A failed run is not retried at once: it waits for its next period like a good one.
    expect(failing).toHaveLength(6);
    expect(ranBy.flat().filter((name) => name.endsWith('purge-test'))).toHaveLength(6);
  });

  it('[OPS-2] a job whose instance died mid-run is taken over only once its lease has expired', async () => {
    const now = Date.parse('2026-11-24T12:00:00.000Z');
    const runs: Date[] = [];
    const survivor = backgroundWork(await database.another(), { log, instanceID: 'survivor' });
    survivor.add({ ...countingJob('lease-test', 60 * MINUTE, runs), leaseMs: 5 * MINUTE });
    await survivor.tick(new Date(now - 60 * MINUTE)); // makes the row and runs once
    // An instance takes the job and dies before finishing it.
    expect(await takeDueJob(database.db, 'lease-test', 'dead-instance', new Date(now), 5 * MINUTE)).toBe(
      true,
    );
    expect(await survivor.tick(new Date(now + 4 * MINUTE))).toEqual([]);
    expect(await survivor.tick(new Date(now + 6 * MINUTE))).toEqual(['lease-test']);
    expect(runs).toHaveLength(2);
  });

  it('[OPS-2] closing waits for the job in progress, tells it to stop, and starts no other', async () => {
    const loop = backgroundWork(database.db, { log, instanceID: 'closing' });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let toldToStop = false;
    const later: Date[] = [];
    loop.add({
      name: 'stop-test',
      everyMs: MINUTE,
      run: async (_now, stopping) => {
        started();
        await gate;
        toldToStop = stopping();
      },
    });
    loop.add(countingJob('after-stop-test', MINUTE, later));
    const ticking = loop.tick(new Date('2026-11-24T13:00:00.000Z'));
    await running;
    const closing = loop.stop();
    release();
    await closing;
    expect(await ticking).toEqual(['stop-test']);
    expect(toldToStop).toBe(true);
    expect(later).toEqual([]);
    // The job's row was finished: it is not left leased by an instance that has gone.
    const row = await database.db
      .selectFrom('background_jobs')
      .select(['lease_holder'])
      .where('job_name', '=', 'stop-test')
      .executeTakeFirstOrThrow();
    expect(row.lease_holder).toBeNull();
  });
});
