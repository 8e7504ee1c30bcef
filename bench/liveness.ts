// TRUST-3 (issue 27 item 3): liveness under overload. An orchestrator's liveness probe that waits
// behind a flood of API calls restarts a server that is only busy (the issue measured 5.6–17.4 s
// with 200 clients; Docker's HEALTHCHECK gives up at 5 s). Each round measures the p99 of
// GET /api/health/live, each probe on a new connection as a health checker opens one, (a) on an
// idle server and (b) while BENCH_LIVE_CLIENTS (200) clients call the API back to back (the
// dashboard and the menu: database work per call), the two in turn, the order rotated each round,
// over BENCH_LIVE_ROUNDS (5) rounds after a warm-up. Prints the median p99 of each, their spread and
// ratio (overload / idle), and how the flood was answered (200s, 503s with Retry-After). Both the
// app port's route and the health port's (HEALTH_PORT: a worker thread) are probed in the same
// windows. The server runs from its sources through tsx on SQLite (no build folder of its own to
// clobber): `cd bench && npx tsx liveness.ts`.
import { Client, Pool } from 'undici';
import { freePort } from '../e2e/harness/server.js';
import { median } from './lib/measure.js';
import { startFieldOpsFromSources } from './lib/poll-servers.js';
import { sqliteSessions } from './lib/poll-sessions.js';

const env = (name: string, fallback: string) => Number(process.env[name] ?? fallback);
const ROUNDS = env('BENCH_LIVE_ROUNDS', '5');
const CLIENTS = env('BENCH_LIVE_CLIENTS', '200');
/** How long each overload window lasts; probes start once the flood has had a second to build. */
const WINDOW_MS = env('BENCH_LIVE_MS', '6000');
const PROBE_EVERY_MS = env('BENCH_LIVE_PROBE_MS', '100');

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Infinity;
};
const spread = (values: number[]) => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)} ms`;

/** One probe on its own connection; its time counted from when it was due (a queue shows). */
async function probe(url: string, due: number): Promise<number> {
  const client = new Client(url);
  try {
    const answer = await client.request({ method: 'GET', path: '/api/health/live' });
    await answer.body.dump();
    if (answer.statusCode !== 200) throw new Error(`liveness answered ${answer.statusCode}`);
    return performance.now() - due;
  } finally {
    await client.close();
  }
}

type Ports = { app: string; health: string };
type Times = Record<keyof Ports, number[]>;

/**
 * Probes each port every PROBE_EVERY_MS for `ms` (the two in turn, half a period apart), each
 * probe sent when due whether or not the last has answered.
 */
async function probeFor(ports: Ports, ms: number): Promise<Times> {
  const start = performance.now();
  const probes: Record<keyof Ports, Promise<number>[]> = { app: [], health: [] };
  for (let i = 0; i * PROBE_EVERY_MS < ms; i++) {
    for (const [k, name] of (['app', 'health'] as const).entries()) {
      const due = start + (i + k / 2) * PROBE_EVERY_MS;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      probes[name].push(probe(ports[name], due));
    }
  }
  return { app: await Promise.all(probes.app), health: await Promise.all(probes.health) };
}

/** CLIENTS callers, each sending its next API call as soon as the last is answered. */
function flood(url: string, sids: string[]) {
  const pool = new Pool(url, { connections: CLIENTS });
  const counts = { ok: 0, shed: 0, other: 0 };
  let stop = false;
  // The dashboard, the menu and a device's bulk job load (~40 kB): database work and JSON.
  const calls = [
    {
      path: '/api/cmd?proc=GetDashboard',
      body: { procedure: 'GetDashboard', parameters: [{ name: 'dashboardID', value: 1 }] },
    },
    { path: '/api/cmd?proc=GetMenuItems', body: { procedure: 'GetMenuItems', parameters: [] } },
    { path: '/api/mobile/jobloader/bulk?', body: { jobs: Array.from({ length: 30 }, (_, i) => i + 1) } },
  ];
  const done = Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      for (let n = 0; !stop; n++) {
        const sid = sids[i % sids.length]!;
        const call = calls[(i + n) % calls.length]!;
        try {
          const answer = await pool.request({
            method: 'POST',
            path: `${call.path}${call.path.endsWith('?') ? '' : '&'}sid=${sid}`,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(call.body),
          });
          await answer.body.dump();
          if (answer.statusCode === 200) counts.ok++;
          else if (answer.statusCode === 503 && answer.headers['retry-after']) counts.shed++;
          else counts.other++;
        } catch {
          counts.other++;
        }
      }
    }),
  );
  return {
    counts,
    end: async () => {
      stop = true;
      await done;
      await pool.close();
    },
  };
}

async function main() {
  const healthPort = await freePort();
  const server = await startFieldOpsFromSources({ HEALTH_PORT: String(healthPort) });
  const ports = { app: server.url, health: `http://127.0.0.1:${healthPort}` };
  try {
    const sids = sqliteSessions(server.dataDir, CLIENTS);
    const p99s = {
      idle: { app: [] as number[], health: [] as number[] },
      overload: { app: [] as number[], health: [] as number[] },
    };
    const totals = { ok: 0, shed: 0, other: 0 };
    const ways = {
      idle: async () => probeFor(ports, 2_000),
      overload: async () => {
        const load = flood(server.url, sids);
        await new Promise((r) => setTimeout(r, 1_000));
        const times = await probeFor(ports, WINDOW_MS - 1_000);
        await load.end();
        for (const key of ['ok', 'shed', 'other'] as const) totals[key] += load.counts[key];
        return times;
      },
    };
    for (let round = -1; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['overload', 'idle'] as const) : (['idle', 'overload'] as const);
      for (const name of order) {
        const times = await ways[name]();
        if (round < 0) continue; // warm-up: JIT, caches, connections
        for (const port of ['app', 'health'] as const) p99s[name][port].push(p99(times[port]));
        console.log(
          `round ${round + 1} ${name}: p99 app port ${p99(times.app).toFixed(1)} ms, health port ${p99(times.health).toFixed(1)} ms (${times.app.length} probes each)`,
        );
      }
    }
    console.log(`liveness p99, ${CLIENTS} clients, ${ROUNDS} rounds (median of each round's p99, spread)`);
    for (const port of ['app', 'health'] as const) {
      const [i, o] = [median(p99s.idle[port]), median(p99s.overload[port])];
      console.log(
        `  ${port} port: idle ${i.toFixed(1)} ms (${spread(p99s.idle[port])}), overload ${o.toFixed(1)} ms (${spread(p99s.overload[port])}), ratio (overload / idle) ${(o / i).toFixed(2)}`,
      );
    }
    const calls = totals.ok + totals.shed + totals.other;
    console.log(
      `  the flood: ${calls} calls, ${totals.ok} answered 200, ${totals.shed} shed (503 + Retry-After), ${totals.other} other`,
    );
  } finally {
    await server.stop();
  }
}

await main();
