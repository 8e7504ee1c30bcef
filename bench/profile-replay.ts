// Where the replay's time goes (FIELD-6): runs the replay bench's rounds (bench/run.ts (b)) with
// the Chrome DevTools Protocol Profiler on in the page and the inspector's Profiler in the server,
// writes both .cpuprofile files into PROFILE_DIR (default: the system's temp folder; open them in
// DevTools) and prints a summary.
// `cd bench && npx tsx profile-replay.ts` (BENCH_TASKS, default 1000; BENCH_RUNS, default 2).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/harness/browser.js';
import { startServer } from '../e2e/harness/server.js';
import { bundleBrowserCode, openBenchPage } from './lib/bench-page.js';
import { summarize } from './lib/profile-summary.js';

const TASKS = Number(process.env['BENCH_TASKS'] ?? 1_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 2);
const DIR = process.env['PROFILE_DIR'] ?? join(tmpdir(), 'fieldops-profiles');
const preload = fileURLToPath(new URL('./lib/cpu-profile-preload.mjs', import.meta.url));

type BenchWindow = Window & {
  fieldopsBench: {
    benchReplay(count: number, runs: number): Promise<{ ours: number[]; baseline: number[] }>;
  };
};

rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
const code = await bundleBrowserCode('offline-core.ts', false);
const server = await startServer({
  RATE_LIMIT_MAX: '1000000',
  LOG_LEVEL: 'warn',
  NODE_OPTIONS: `--import ${preload}`,
  PROFILE_DIR: DIR,
});
const browser = await launchBrowser();
try {
  const page = await openBenchPage(browser, server, code);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  const times = await page.evaluate(
    ([count, runs]) => (window as unknown as BenchWindow).fieldopsBench.benchReplay(count, runs),
    [TASKS, RUNS] as const,
  );
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`${DIR}/page.cpuprofile`, JSON.stringify(profile));
  console.log('ms per round:', JSON.stringify(times));
} finally {
  await browser.close();
  await server.stop();
}
for (const file of readdirSync(DIR).filter((name) => name.endsWith('.cpuprofile')))
  console.log(summarize(`${DIR}/${file}`));
