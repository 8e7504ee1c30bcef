// `npm run bench` (its fourth entry), FIELD-2: the menu's unsent count and the queue list's first
// screen with 10,000 queued tasks holding 200 MB of uploads, against the same with 10 tasks; the
// requirement is at most 1.2x. Real Chromium and IndexedDB, the two read in turns for BENCH_QUEUE_RUNS
// rounds (default 9), each sample BENCH_QUEUE_BATCH reads (default 20); median and spread (min to max)
// per read, and the ratio of medians.
import { launchBrowser } from '../e2e/harness/browser.js';
import { startServer } from '../e2e/harness/server.js';
import { bundleBrowserCode, openBenchPage } from './lib/bench-page.js';
import { median } from './lib/measure.js';

const TASKS = Number(process.env['BENCH_QUEUE_TASKS'] ?? 10_000);
const UPLOADS = Number(process.env['BENCH_QUEUE_UPLOADS'] ?? 2_000);
const UPLOAD_BYTES = Number(process.env['BENCH_QUEUE_UPLOAD_BYTES'] ?? 100_000); // 2,000 x 100 KB = 200 MB
const RUNS = Number(process.env['BENCH_QUEUE_RUNS'] ?? 9);
/** Reads per timed sample (the time printed is per read). */
const BATCH = Number(process.env['BENCH_QUEUE_BATCH'] ?? 20);
const LIMIT = 1.2;

interface Pair {
  big: number[];
  small: number[];
}
interface Result {
  count: Pair;
  screen: Pair;
  stored: { tasks: number; uploads: number; uploadBytes: number; usage: number };
}
type BenchWindow = Window & {
  fieldopsBench: {
    benchQueueBytes(
      tasks: number,
      uploads: number,
      bytes: number,
      runs: number,
      batch: number,
    ): Promise<Result>;
  };
};

const ms = (values: number[]) =>
  `median ${median(values).toFixed(3)} ms, spread ${Math.min(...values).toFixed(3)}–${Math.max(...values).toFixed(3)} ms`;

function line(title: string, pair: Pair): string {
  const ratio = median(pair.big) / median(pair.small);
  return [
    title,
    `  ${TASKS} tasks: ${ms(pair.big)} per read, over ${pair.big.length} rounds`,
    `  10 tasks: ${ms(pair.small)} per read, over ${pair.small.length} rounds`,
    `  ratio (${TASKS} / 10): ${ratio.toFixed(2)} (at most ${LIMIT}: ${ratio <= LIMIT ? 'met' : 'NOT met'})`,
  ].join('\n');
}

async function main(): Promise<void> {
  const code = await bundleBrowserCode('queue-bytes.ts');
  const server = await startServer({ LOG_LEVEL: 'warn' });
  const browser = await launchBrowser();
  try {
    const page = await openBenchPage(browser, server, code);
    const result = await page.evaluate(
      ([tasks, uploads, bytes, runs, batch]) =>
        (window as unknown as BenchWindow).fieldopsBench.benchQueueBytes(tasks, uploads, bytes, runs, batch),
      [TASKS, UPLOADS, UPLOAD_BYTES, RUNS, BATCH] as const,
    );
    const { stored } = result;
    console.log(
      `(FIELD-2) the queue with ${stored.tasks} tasks, ${stored.uploads} of them uploads holding ` +
        `${(stored.uploadBytes / 1e6).toFixed(0)} MB (browser storage in use: ${(stored.usage / 1e6).toFixed(0)} MB)`,
    );
    console.log(
      line(
        "(a) the menu's unsent count (countOwnTasks: the per-account tally, db/queue-tally.ts)",
        result.count,
      ),
    );
    console.log(
      line(
        `(b) the queue list's first screen (readQueueScreen: newest tasks, parents, counts)`,
        result.screen,
      ),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
