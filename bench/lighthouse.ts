// UX-4 / issue 16 item 5: Lighthouse (mobile preset) on /login and on the signed-in dashboard, in
// Debian's Chromium, against the built app served (precompressed) by the real server. Prints the
// median and spread of BENCH_LH_RUNS rounds (default 5) of each score and of the metrics; the two
// pages take turns, each round starting with a different one, so a busy moment falls on all.
// BENCH_LH_SAVE=<folder> keeps each run's full report (JSON) to read the audits behind a score.
// Targets: performance ≥ 95, accessibility 100, best practices ≥ 95.
// BENCH_LH_LOW_TIER=1 (TRUST-11) judges at a low-tier phone's speed: the CPU slowdown is this
// machine's benchmarkIndex / 264 (the index DevTools gives a Moto G Power), measured by one bare
// page run before the rounds and again before each round (the median of every run so far: the
// machine is shared, its speed moves), and printed with each round.
// BENCH_LH_WARM_STARTS=<n> (TRUST-11) also measures the dashboard after n more starts of the app
// on that profile (reloads, each until the network is quiet), as on a phone that has opened the app
// before: Chromium then runs the scripts it keeps from the service worker's cache with their
// compiled code, instead of compiling them and producing that code cache (v8.produceModuleCache)
// on the main thread during the measured start, which the first start after a sign-in still does.
// `npm run build && cd bench && npx tsx lighthouse.ts`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { type RunningServer, startServer } from '../e2e/harness/server.js';
import { COMPANY_ACCOUNT, signIn } from '../e2e/harness/sign-in.js';
import {
  CATEGORIES,
  LighthouseRunError,
  type LighthouseScores,
  METRICS,
  runLighthouse as runOnce,
} from './lib/lighthouse-run.js';
import { buildBareReactDist } from './lib/bare-react-app.js';
import { median } from './lib/measure.js';
import { serveStatic } from './lib/static-server.js';

const RUNS = Number(process.env['BENCH_LH_RUNS'] ?? 5);
const SAVE = process.env['BENCH_LH_SAVE'];
const TRIES = 3;
const LOW_TIER = process.env['BENCH_LH_LOW_TIER'] === '1';
/** DevTools' benchmarkIndex of a Moto G Power (its "low-tier mobile" CPU calibration). */
const LOW_TIER_INDEX = 264;
const WARM_STARTS = Number(process.env['BENCH_LH_WARM_STARTS'] ?? 0);

/** A run whose trace Lighthouse could not read is run again (said on stderr), never scored 0. */
async function runLighthouse(...args: Parameters<typeof runOnce>): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(...args);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= TRIES) throw error;
      console.error(`Lighthouse run failed (${error.message}); running it again`);
    }
  }
}

/**
 * Signs in for real and waits for the service worker, so the run starts as a foreman's phone does;
 * then starts the app `warmStarts` more times on that profile (BENCH_LH_WARM_STARTS).
 */
const signedIn =
  (url: string, warmStarts = 0) =>
  async (context: BrowserContext): Promise<void> => {
    const page = await context.newPage();
    await signIn(page, url, COMPANY_ACCOUNT);
    await page.waitForURL(/\/dashboard$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByText('Log Out').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    for (let start = 0; start < warmStarts; start += 1) {
      await page.reload({ waitUntil: 'networkidle' });
      await menu.getByText('Log Out').waitFor();
    }
    await page.close();
  };

/** "median (lowest–highest)" of one figure over the runs. */
function figure(values: number[], digits: number, unit = ''): string {
  const at = (n: number) => n.toFixed(digits);
  return `${at(median(values))}${unit} (${at(Math.min(...values))}–${at(Math.max(...values))})`;
}

function summary(name: string, runs: LighthouseScores[]): string {
  const of = (pick: (r: LighthouseScores) => number, digits: number, unit = '') =>
    figure(runs.map(pick), digits, unit);
  const scores = CATEGORIES.map((c) => `${c} ${of((r) => r.scores[c], 0)}`);
  const metrics = [
    ...METRICS.map((m) =>
      m === 'cumulative-layout-shift'
        ? `${m} ${of((r) => r.metrics[m], 3)}`
        : `${m} ${of((r) => r.metrics[m], 0, ' ms')}`,
    ),
    `longest task ${of((r) => r.longestTask, 0, ' ms')}`,
  ];
  const each = runs.map((r) => CATEGORIES.map((c) => r.scores[c]).join('/')).join(', ');
  return [
    `${name} (median (lowest–highest) of ${runs.length}; each run perf/a11y/bp: ${each})`,
    `  ${scores.join(', ')}`,
    `  ${metrics.join(', ')}`,
  ].join('\n');
}

interface Build {
  /** WEB_DIST of the build, or '' for the default. */
  dist: string;
  server: RunningServer;
  login: LighthouseScores[];
  dashboard: LighthouseScores[];
  /** The dashboard after BENCH_LH_WARM_STARTS more starts (empty without it). */
  warmDashboard: LighthouseScores[];
}

// BENCH_LH_BUILDS=dist-before,dist-after compares builds (WEB_DIST folders, each served by its own
// server) in the same rounds, so the machine's load falls on both alike.
const dists = (process.env['BENCH_LH_BUILDS'] ?? process.env['WEB_DIST'] ?? '').split(',');
const builds: Build[] = [];
// The reference: a bare React + React Router page (bench/lib/bare-react-app.ts) from a plain static
// server, measured in the same rounds; what it scores is what this machine allows any React app.
const bareDir = mkdtempSync(join(tmpdir(), 'fieldops-bare-page-'));
await buildBareReactDist(bareDir);
const bare = await serveStatic(bareDir);
const bareRuns: LighthouseScores[] = [];
try {
  for (const dist of dists) {
    const env: Record<string, string> = { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' };
    if (dist) env['WEB_DIST'] = dist;
    builds.push({ dist, server: await startServer(env), login: [], dashboard: [], warmDashboard: [] });
  }
  const saveAs = (build: Build, page: string, run: number) =>
    SAVE ? `${SAVE}/${build.dist ? `${build.dist}-` : ''}${page}-${run}.json` : undefined;
  // With BENCH_LH_LOW_TIER the slowdown of each round; otherwise undefined (the preset's or
  // BENCH_LH_CPU_SLOWDOWN, as lighthouse-run.ts reads it).
  const indexes: number[] = [];
  const slowdowns: number[] = [];
  if (LOW_TIER) indexes.push((await runLighthouse(`${bare.url}/`)).benchmarkIndex);
  const measured = (into: LighthouseScores[]) => (scores: LighthouseScores) => {
    into.push(scores);
    indexes.push(scores.benchmarkIndex);
  };
  const runs = [
    async (run: number, cpu?: number) =>
      measured(bareRuns)(
        await runLighthouse(`${bare.url}/`, undefined, SAVE ? `${SAVE}/bare-${run}.json` : undefined, cpu),
      ),
    ...builds.flatMap((build) => [
      async (run: number, cpu?: number) =>
        measured(build.login)(
          await runLighthouse(`${build.server.url}/login`, undefined, saveAs(build, 'login', run), cpu),
        ),
      async (run: number, cpu?: number) =>
        measured(build.dashboard)(
          await runLighthouse(
            `${build.server.url}/dashboard`,
            signedIn(build.server.url),
            saveAs(build, 'dashboard', run),
            cpu,
          ),
        ),
      ...(WARM_STARTS > 0
        ? [
            async (run: number, cpu?: number) =>
              measured(build.warmDashboard)(
                await runLighthouse(
                  `${build.server.url}/dashboard`,
                  signedIn(build.server.url, WARM_STARTS),
                  saveAs(build, 'dashboard-warm', run),
                  cpu,
                ),
              ),
          ]
        : []),
    ]),
  ];
  for (let run = 0; run < RUNS; run += 1) {
    const cpu = LOW_TIER ? Math.round((median(indexes) / LOW_TIER_INDEX) * 10) / 10 : undefined;
    const before = indexes.length;
    // Each round starts with a different one of the runs.
    const order = runs.map((_, i) => runs[(i + run) % runs.length]!);
    for (const measure of order) await measure(run, cpu);
    if (cpu !== undefined) slowdowns.push(cpu);
    const roundIndexes = indexes.slice(before).map((i) => i.toFixed(0));
    console.log(
      `round ${run + 1}: CPU slowdown ${cpu ?? 'preset'}, benchmarkIndex ${roundIndexes.join(', ')}`,
    );
  }
  const all = [
    ...bareRuns,
    ...builds.flatMap((build) => [...build.login, ...build.dashboard, ...build.warmDashboard]),
  ];
  const slowdown = LOW_TIER
    ? `${figure(slowdowns, 1)} (low tier: benchmarkIndex / ${LOW_TIER_INDEX}, per round: ${slowdowns.join(', ')})`
    : (process.env['BENCH_LH_CPU_SLOWDOWN'] ?? '4 (the preset)');
  console.log('Lighthouse, mobile preset, Debian Chromium, built app from the real server');
  console.log(
    `CPU slowdown ${slowdown}; this machine's benchmarkIndex ${figure(
      all.map((r) => r.benchmarkIndex),
      0,
    )} (Lighthouse's own measure; higher is faster)`,
  );
  console.log(summary('bare React + React Router page (reference)', bareRuns));
  for (const build of builds) {
    const label = build.dist ? ` [${build.dist}]` : '';
    console.log(summary(`/login${label}`, build.login));
    console.log(summary(`/dashboard (signed in)${label}`, build.dashboard));
    if (WARM_STARTS > 0) {
      console.log(
        summary(`/dashboard (signed in, after ${WARM_STARTS} more starts)${label}`, build.warmDashboard),
      );
    }
  }
} finally {
  for (const build of builds) await build.server.stop();
  await bare.close();
  rmSync(bareDir, { recursive: true, force: true });
}
