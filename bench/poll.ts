// OPS-5 (issue 15 item 5): the job-delta poll every device sends each 10 s. Prints
// (a) poll throughput against a bare Fastify route, (b) server CPU per poll against the bare
// route's, both interleaved over BENCH_POLL_ROUNDS rounds in one run; (c) the most devices one
// SQLite process serves at a 10 s interval with p99 < 50 ms and no error (the rate is stepped up);
// (d) on PostgreSQL, 2 processes against 1 on one database. `cd bench && npx tsx poll.ts`.
import pg from 'pg';
import { median } from './lib/measure.js';
import { closedLoop, devicesOf, openLoop, PollTarget, type Device } from './lib/poll-load.js';
import { startBare, startFieldOps, type BenchProcess } from './lib/poll-servers.js';
import { postgresSessions, sqliteSessions } from './lib/poll-sessions.js';

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
  const maxDevices = Math.max(...RATES) * 10;
  const sids = sqliteSessions(server.dataDir, Math.max(maxDevices, 1000));
  const fieldops: Side = {
    name: 'ours',
    target: new PollTarget([server.url], CONCURRENCY),
    devices: devicesOf(sids.slice(0, 1000)),
    processes: [server],
  };
  const baseline: Side = {
    name: 'bare',
    target: new PollTarget([bare.url], CONCURRENCY),
    devices: devicesOf(sids.slice(0, 1000)),
    processes: [bare],
  };
  try {
    printPair(
      '(a, b) job-delta poll, one SQLite process (1,000 devices, each its own session)',
      ['ours: POST /api/cmd?proc=GetJobUpdates', 'baseline: bare Fastify POST route'],
      await interleaved([fieldops, baseline]),
    );
    console.log(
      `(c) devices one SQLite process serves at one poll per 10 s: each rate tried ${STEP_TRIES} times for ` +
        `${STEP_MS} ms, alternating with the bare route at the same rate; the median p99 must stay < 50 ms ` +
        "with 0 errors (latency counted from each poll's scheduled time)",
    );
    const devices = devicesOf(sids);
    let served = 0;
    for (const rate of RATES) {
      const fleet = devices.slice(0, rate * 10);
      const ours = { p99: [] as number[], errors: 0 };
      const bare = { p99: [] as number[], errors: 0 };
      for (let t = 0; t < STEP_TRIES; t++) {
        for (const [side, target] of [
          [ours, fieldops.target],
          [bare, baseline.target],
        ] as const) {
          const step = await openLoop(target, fleet, rate, STEP_MS);
          side.p99.push(step.p99);
          side.errors += step.errors;
        }
      }
      const ok = median(ours.p99) < 50 && ours.errors === 0;
      console.log(
        `  ${rate} polls/s = ${rate * 10} devices: median p99 ${median(ours.p99).toFixed(1)} ms ` +
          `(spread ${spreadOf(ours.p99, 1)}), ${ours.errors} errors ${ok ? 'ok' : 'FAIL'}; bare route: median p99 ` +
          `${median(bare.p99).toFixed(1)} ms (spread ${spreadOf(bare.p99, 1)}), ${bare.errors} errors`,
      );
      if (!ok) break;
      served = rate * 10;
    }
    console.log(`  most devices served: ${served}`);
  } finally {
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
  try {
    processes.push(await startFieldOps({ DATABASE_URL: url }));
    processes.push(await startFieldOps({ DATABASE_URL: url, DEMO_DATA: 'false' }));
    const sids = await postgresSessions(url, 1000);
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
    printPair(
      '(d) PostgreSQL: 2 server processes on one database against 1 (the same 1,000 devices)',
      ['ours: 2 processes, polls alternated', 'baseline: 1 process'],
      await interleaved([two, one]),
    );
    console.log(
      '  (2 cores here run both servers and the load generator: CPU, not the database, limits the ratio)',
    );
  } finally {
    await Promise.all(targets.map((t) => t.close()));
    for (const p of processes) await p.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (!SKIP_SQLITE) await sqliteBench();
if (!SKIP_PG) await postgresBench();
