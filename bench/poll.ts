// OPS-5, SCALE-2: the job-delta poll every device sends each 10 s, from a fleet with one user per
// device (crews on 3 jobs each, foremen on theirs: lib/poll-fleet.ts) while notes and timesheet
// saves are written beside the polls (lib/poll-writes.ts), every device warmed before anything is
// measured. Prints (a) poll throughput against a bare Fastify route, (b) server CPU per poll
// against the bare route's, both interleaved over BENCH_POLL_ROUNDS rounds in one run; (c) the
// most devices one SQLite process serves at a 10 s interval with p99 < 50 ms and no error (the
// rate is stepped up, each step's new devices warmed first); (d) on PostgreSQL, 2 processes
// against 1 on one database. `cd bench && npx tsx poll.ts`.
import pg from 'pg';
import { median } from './lib/measure.js';
import type { FleetDevice } from './lib/poll-fleet.js';
import { closedLoop, devicesOf, openLoop, PollTarget, warmAll, type Device } from './lib/poll-load.js';
import { startBare, startFieldOps, type BenchProcess } from './lib/poll-servers.js';
import { postgresFleet, sqliteFleet } from './lib/poll-sessions.js';
import { startWrites, type WriteRates } from './lib/poll-writes.js';

const env = (name: string, fallback: string) => process.env[name] ?? fallback;
const ROUNDS = Number(env('BENCH_POLL_ROUNDS', '5'));
const WINDOW_MS = Number(env('BENCH_POLL_MS', '2000'));
const CONCURRENCY = Number(env('BENCH_POLL_CONCURRENCY', '32'));
const RATES = env('BENCH_POLL_RATES', '250,500,1000,1500,2000,2500,3000').split(',').map(Number);
const STEP_MS = Number(env('BENCH_POLL_STEP_MS', '5000'));
/** Each rate is tried this often, ours and bare in turn; the median p99 decides (neighbours' spikes). */
const STEP_TRIES = Number(env('BENCH_POLL_STEP_TRIES', '3'));
const PG_URL = env('PG_BENCH_URL', 'postgres://postgres@127.0.0.1:5432/postgres');
const SKIP_PG = env('BENCH_POLL_PG', 'true') === 'false';
const SKIP_SQLITE = env('BENCH_POLL_SQLITE', 'true') === 'false';
/** Devices (= users) of the throughput rounds (a, b, d). */
const FLEET = Number(env('BENCH_POLL_DEVICES', '1000'));
const RATES_WRITTEN: WriteRates = {
  notesPerSecond: Number(env('BENCH_POLL_NOTES_PER_S', '5')),
  timesheetsPerSecond: Number(env('BENCH_POLL_TIMESHEETS_PER_S', '2')),
};
const writesStated = () =>
  `${RATES_WRITTEN.notesPerSecond} notes/s and ${RATES_WRITTEN.timesheetsPerSecond} timesheet-defaults saves/s written beside the polls`;

const spreadOf = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

interface Side {
  name: string;
  target: PollTarget;
  devices: Device[];
  processes: BenchProcess[];
}

/** Rounds of a throughput window per side, the order rotated each round; polls/s and CPU ms per poll. */
async function interleaved(sides: Side[]) {
  const results = sides.map(() => ({
    perSecond: [] as number[],
    cpuPerPoll: [] as number[],
    loadCpuPerPoll: [] as number[],
    errors: 0,
  }));
  for (let round = -1; round < ROUNDS; round++) {
    for (let k = 0; k < sides.length; k++) {
      const index = (k + Math.max(0, round)) % sides.length;
      const side = sides[index]!;
      const cpu = () =>
        Promise.all(side.processes.map((p) => p.cpuMs())).then((v) => v.reduce((a, b) => a + b));
      const before = await cpu();
      const load = process.cpuUsage();
      const run = await closedLoop(side.target, side.devices, CONCURRENCY, WINDOW_MS);
      const loadUsed = process.cpuUsage(load);
      const used = (await cpu()) - before;
      if (round < 0) continue; // warm-up: JIT, caches, connections
      results[index]!.perSecond.push(run.perSecond);
      results[index]!.cpuPerPoll.push(used / run.count);
      results[index]!.loadCpuPerPoll.push((loadUsed.user + loadUsed.system) / 1000 / run.count);
      results[index]!.errors += run.errors;
    }
  }
  return results;
}

function printPair(title: string, names: [string, string], r: Awaited<ReturnType<typeof interleaved>>) {
  const [ours, base] = r as [(typeof r)[0], (typeof r)[0]];
  const line = (name: string, x: (typeof r)[0]) =>
    `  ${name}: median ${median(x.perSecond).toFixed(0)} polls/s (spread ${spreadOf(x.perSecond)}), ` +
    `CPU ${median(x.cpuPerPoll).toFixed(3)} ms/poll (spread ${spreadOf(x.cpuPerPoll, 3)}), ${x.errors} errors; ` +
    `the load generator's own CPU ${median(x.loadCpuPerPoll).toFixed(3)} ms/poll`;
  console.log(
    [
      title,
      line(names[0], ours),
      line(names[1], base),
      `  throughput ratio (ours / baseline): ${(median(ours.perSecond) / median(base.perSecond)).toFixed(3)}`,
      `  CPU per poll ratio (ours / baseline): ${(median(ours.cpuPerPoll) / median(base.cpuPerPoll)).toFixed(2)}`,
      `  (${ROUNDS} rounds of ${WINDOW_MS} ms, ${CONCURRENCY} polls in flight, after a warm-up round)`,
    ].join('\n'),
  );
}

async function sqliteBench(): Promise<void> {
  const server = await startFieldOps();
  const bare = await startBare();
  const maxDevices = Math.max(Math.max(...RATES) * 10, FLEET);
  const fleet = await sqliteFleet(server.dataDir, maxDevices);
  const devices = devicesOf(fleet.map((d) => d.sid));
  let active: FleetDevice[] = fleet.slice(0, FLEET);
  let writes: ReturnType<typeof startWrites> | undefined;
  const fieldops: Side = {
    name: 'ours',
    target: new PollTarget([server.url], CONCURRENCY),
    devices: devices.slice(0, FLEET),
    processes: [server],
  };
  const baseline: Side = {
    name: 'bare',
    target: new PollTarget([bare.url], CONCURRENCY),
    devices: devicesOf(fleet.slice(0, FLEET).map((d) => d.sid)),
    processes: [bare],
  };
  try {
    const warm = await warmAll(fieldops.target, fieldops.devices, CONCURRENCY);
    writes = startWrites(server.url, () => active, RATES_WRITTEN);
    printPair(
      `(a, b) job-delta poll, one SQLite process: ${FLEET} devices, each its own user (${maxDevices} users seeded), ` +
        `every one warmed first (${warm.warmed} answered), ${writesStated()}`,
      ['ours: POST /api/cmd?proc=GetJobUpdates', 'baseline: bare Fastify POST route'],
      await interleaved([fieldops, baseline]),
    );
    console.log(
      `(c) devices one SQLite process serves at one poll per 10 s, each its own user, ${writesStated()}: ` +
        `each step's new devices polled once first, then each rate tried ${STEP_TRIES} times for ${STEP_MS} ms, ` +
        'alternating with the bare route at the same rate; the median p99 must stay < 50 ms with 0 errors ' +
        "(latency counted from each poll's scheduled time)",
    );
    let served = 0;
    let warmed = FLEET;
    for (const rate of RATES) {
      const size = rate * 10;
      const stepFleet = devices.slice(0, size);
      if (size > warmed) {
        await warmAll(fieldops.target, devices.slice(warmed, size), CONCURRENCY);
        warmed = size;
      }
      active = fleet.slice(0, size);
      const ours = { p99: [] as number[], errors: 0 };
      const bare = { p99: [] as number[], errors: 0 };
      for (let t = 0; t < STEP_TRIES; t++) {
        for (const [side, target] of [
          [ours, fieldops.target],
          [bare, baseline.target],
        ] as const) {
          const step = await openLoop(target, stepFleet, rate, STEP_MS);
          side.p99.push(step.p99);
          side.errors += step.errors;
        }
      }
      const ok = median(ours.p99) < 50 && ours.errors === 0;
      console.log(
        `  ${rate} polls/s = ${size} devices: median p99 ${median(ours.p99).toFixed(1)} ms ` +
          `(spread ${spreadOf(ours.p99, 1)}), ${ours.errors} errors ${ok ? 'ok' : 'FAIL'}; bare route: median p99 ` +
          `${median(bare.p99).toFixed(1)} ms (spread ${spreadOf(bare.p99, 1)}), ${bare.errors} errors`,
      );
      if (!ok) break;
      served = size;
    }
    console.log(`  most devices served: ${served}`);
  } finally {
    const written = await writes?.stop();
    if (written)
      console.log(
        `  written during the run: ${written.notes} notes, ${written.timesheets} timesheet-defaults saves, ${written.errors} errors`,
      );
    await fieldops.target.close();
    await baseline.target.close();
    await server.stop();
    await bare.stop();
  }
}

async function postgresBench(): Promise<void> {
  const name = `fieldops_bench_poll_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = Object.assign(new URL(PG_URL), { pathname: `/${name}` }).toString();
  const processes: BenchProcess[] = [];
  const targets: PollTarget[] = [];
  let writes: ReturnType<typeof startWrites> | undefined;
  try {
    processes.push(await startFieldOps({ DATABASE_URL: url }));
    processes.push(await startFieldOps({ DATABASE_URL: url, DEMO_DATA: 'false' }));
    const fleet = await postgresFleet(url, FLEET);
    const sids = fleet.map((d) => d.sid);
    const one: Side = {
      name: '1',
      target: new PollTarget([processes[0]!.url], CONCURRENCY),
      devices: devicesOf(sids),
      processes: [processes[0]!],
    };
    const two: Side = {
      name: '2',
      target: new PollTarget(
        processes.map((p) => p.url),
        CONCURRENCY,
      ),
      devices: devicesOf(sids),
      processes,
    };
    targets.push(one.target, two.target);
    await warmAll(one.target, one.devices, CONCURRENCY);
    await warmAll(two.target, two.devices, CONCURRENCY);
    // Written through the first process: the second hears of each job by NOTIFY (SCALE-1).
    writes = startWrites(processes[0]!.url, () => fleet, RATES_WRITTEN);
    printPair(
      `(d) PostgreSQL: 2 server processes on one database against 1 (the same ${FLEET} devices, each its own user, ${writesStated()})`,
      ['ours: 2 processes, polls alternated', 'baseline: 1 process'],
      await interleaved([two, one]),
    );
    console.log(
      '  (2 cores here run both servers and the load generator: CPU, not the database, limits the ratio)',
    );
  } finally {
    const written = await writes?.stop();
    if (written)
      console.log(
        `  written: ${written.notes} notes, ${written.timesheets} timesheet saves, ${written.errors} errors`,
      );
    await Promise.all(targets.map((t) => t.close()));
    for (const p of processes) await p.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (!SKIP_SQLITE) await sqliteBench();
if (!SKIP_PG) await postgresBench();
