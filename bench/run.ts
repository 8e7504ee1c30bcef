// `npm run bench`: starts the real server, builds the browser half of each benchmark, signs in for
// real in Chromium, and prints each benchmark's ratio against its baseline from the same run.
import { launchBrowser } from '../e2e/harness/browser.js';
import { startServer } from '../e2e/harness/server.js';
import { bundleBrowserCode, openBenchPage } from './lib/bench-page.js';
import { report } from './lib/measure.js';
const JOBS = Number(process.env['BENCH_JOBS'] ?? 10_000);
const TASKS = Number(process.env['BENCH_TASKS'] ?? 1_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);

interface Timings {
  ours: number[];
  baseline: number[];
}
type BenchWindow = Window & {
  fieldopsBench: {
    benchIngest(count: number, runs: number): Promise<Timings>;
    benchReplay(count: number, runs: number): Promise<Timings>;
  };
};

async function main(): Promise<void> {
  const code = await bundleBrowserCode('offline-core.ts');
  // Thousands of queued requests in a minute: the rate limit is for abuse, not for this.
  const server = await startServer({ RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' });
  const browser = await launchBrowser();
  try {
    const page = await openBenchPage(browser, server, code);

    const ingest = await page.evaluate(
      ([count, runs]) => (window as unknown as BenchWindow).fieldopsBench.benchIngest(count, runs),
      [JOBS, RUNS] as const,
    );
    console.log(
      report(
        `(a) ingest of a ${JOBS}-job delta into the device database`,
        { name: 'ours: applyJobUpdates (jobs + comments, one transaction)', ms: ingest.ours },
        { name: 'baseline: raw Dexie bulkPut of the same jobs', ms: ingest.baseline },
      ),
    );

    const replay = await page.evaluate(
      ([count, runs]) => (window as unknown as BenchWindow).fieldopsBench.benchReplay(count, runs),
      [TASKS, RUNS] as const,
    );
    console.log(
      report(
        `(b) replay of ${TASKS} queued tasks against the real server`,
        { name: 'ours: queue runner (batches of 20, idempotency keys, Dexie bookkeeping)', ms: replay.ours },
        {
          name: 'baseline: raw sequential loop POSTing the same batches of 20 (SCALE-2)',
          ms: replay.baseline,
        },
      ),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
