// `npm run bench` (issue 14): the job content sync (OFF-2) of one job with PHOTOS photos and
// REPORTS reports onto a device without them (reports and photo list, then every 320 px copy)
// against a raw loop fetching the same thumbnails and putting them into Dexie, interleaved over
// RUNS rounds after one warm-up. Real server, real sign-in, Chromium, the browser cache off.
import { launchBrowser } from '../e2e/harness/browser.js';
import { startServer } from '../e2e/harness/server.js';
import { bundleBrowserCode, openBenchPage } from './lib/bench-page.js';
import { report } from './lib/measure.js';

const PHOTOS = Number(process.env['BENCH_JOB_PHOTOS'] ?? 200);
const REPORTS = Number(process.env['BENCH_JOB_REPORTS'] ?? 20);
const RUNS = Number(process.env['BENCH_JOB_RUNS'] ?? 5);

interface Result {
  ours: number[];
  baseline: number[];
  stored: { photos: number; reports: number };
}
type BenchWindow = Window & {
  fieldopsBench: { benchJobSyncPhotos(photos: number, reports: number, runs: number): Promise<Result> };
};

async function main(): Promise<void> {
  const code = await bundleBrowserCode('job-sync-photos.ts');
  const server = await startServer({ RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' });
  const browser = await launchBrowser();
  try {
    const page = await openBenchPage(browser, server, code, async (fresh) => {
      const cdp = await fresh.context().newCDPSession(fresh);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    });
    page.setDefaultTimeout(0);
    const result = await page.evaluate(
      ([photos, reports, runs]) =>
        (window as unknown as BenchWindow).fieldopsBench.benchJobSyncPhotos(photos, reports, runs),
      [PHOTOS, REPORTS, RUNS] as const,
    );
    console.log(
      report(
        `(e) job content sync of one job with ${PHOTOS} photos and ${REPORTS} reports onto a fresh device`,
        { name: 'ours: jobcontent + 320 px copies in the background (4 at a time)', ms: result.ours },
        { name: 'baseline: raw loop, byref then each thumbnail put into Dexie', ms: result.baseline },
      ),
    );
    console.log(
      `  on the device after the last run: ${result.stored.photos} photos, ${result.stored.reports} reports`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
