// OPS-2: durable background work, run by one instance at a time. Every instance ticks every
// `tickMs`; at each tick it tries to take each due job's lease (leases.ts) and runs the jobs it
// took, one after another. A job's next run is a period after the start of its last one, whoever
// ran it, so the jobs run once per period however many instances there are. A failed run is logged
// and tried again next period. Closing waits for the tick in progress (graceful shutdown).
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ensureJobRow, finishJob, takeDueJob } from './leases.js';

export interface BackgroundJob {
  /** The job's row in background_jobs: the same name on every instance. */
  name: string;
  everyMs: number;
  /** Longest a run may take before another instance may take the job over. */
  leaseMs?: number;
  /** `stopping()` turns true when the server closes: a long run ends early at a safe point. */
  run(now: Date, stopping: () => boolean): Promise<unknown>;
}

export interface BackgroundWork {
  readonly instanceID: string;
  add(job: BackgroundJob): void;
  /** One pass over the jobs: the names of those this instance ran. */
  tick(now?: Date): Promise<string[]>;
  start(): void;
  /** Stops the timer and waits for the pass in progress. */
  stop(): Promise<void>;
}

export const BACKGROUND_TICK_MS = 15_000;
const DEFAULT_LEASE_MS = 10 * 60_000;

export function backgroundWork(
  db: Kysely<Database>,
  options: { log: FastifyBaseLogger; tickMs?: number; instanceID?: string },
): BackgroundWork {
  const instanceID = options.instanceID ?? `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  const jobs: BackgroundJob[] = [];
  const known = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const stopping = () => stopped;
  let pass: Promise<string[]> = Promise.resolve([]);

  async function runPass(now: Date): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      if (stopped) break;
      if (!known.has(job.name)) {
        await ensureJobRow(db, job.name);
        known.add(job.name);
      }
      if (!(await takeDueJob(db, job.name, instanceID, now, job.leaseMs ?? DEFAULT_LEASE_MS))) continue;
      ran.push(job.name);
      try {
        const outcome = await job.run(now, stopping);
        options.log.debug({ job: job.name, outcome }, 'background job done');
      } catch (error) {
        options.log.warn({ err: error, job: job.name }, 'background job failed; tried again next period');
      }
      await finishJob(db, job.name, instanceID, now, new Date(now.getTime() + job.everyMs));
    }
    return ran;
  }

  const tick = (now: Date = new Date()) => {
    // One pass at a time: a slow pass delays the next tick's instead of overlapping it.
    const next = pass.catch(() => []).then(() => runPass(now));
    pass = next;
    return next;
  };

  return {
    instanceID,
    add: (job) => void jobs.push(job),
    tick,
    start() {
      if (timer) return;
      const beat = () =>
        void tick().catch((error: unknown) => options.log.warn({ err: error }, 'background tick failed'));
      timer = setInterval(beat, options.tickMs ?? BACKGROUND_TICK_MS);
      timer.unref();
      beat();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await pass.catch(() => undefined);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** OPS-2: the jobs this instance may run (housekeeping, chat retries); see background/README.md. */
    background: BackgroundWork;
  }
}

/** The app's background work: ticking once the app is ready, stopped (after its pass) on close. */
export function attachBackgroundWork(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: { tickMs?: number } = {},
): BackgroundWork {
  const work = backgroundWork(db, { log: app.log, ...options });
  app.decorate('background', work);
  app.addHook('onReady', async () => work.start());
  // Before the database closes (onClose): the pass in progress finishes its job and its row.
  app.addHook('preClose', async () => work.stop());
  return work;
}
