// UX-4 / issue 16 item 5: Lighthouse (mobile preset) on /login and on the signed-in dashboard, in
// Debian's Chromium, against the built app served (precompressed) by the real server. Prints the
// median of BENCH_LH_RUNS runs (default 3) of each score and of FCP, LCP and total blocking time.
// Targets: performance ≥ 95, accessibility 100, best practices ≥ 95.
// `npm run build && cd bench && npx tsx lighthouse.ts`
import type { BrowserContext } from 'playwright-core';
import { startServer } from '../e2e/harness/server.js';
import { COMPANY_ACCOUNT, signIn } from '../e2e/harness/sign-in.js';
import { CATEGORIES, type LighthouseScores, METRICS, runLighthouse } from './lib/lighthouse-run.js';
import { median } from './lib/measure.js';

const RUNS = Number(process.env['BENCH_LH_RUNS'] ?? 3);

/** Signs in for real and waits for the service worker, so the run starts as a foreman's phone does. */
const signedIn =
  (url: string) =>
  async (context: BrowserContext): Promise<void> => {
    const page = await context.newPage();
    await signIn(page, url, COMPANY_ACCOUNT);
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Log Out').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.close();
  };

function summary(name: string, runs: LighthouseScores[]): string {
  const scores = CATEGORIES.map((c) => `${c} ${median(runs.map((r) => r.scores[c]))}`);
  const metrics = [
    ...METRICS.map((m) => `${m} ${median(runs.map((r) => r.metrics[m])).toFixed(0)} ms`),
    `longest task ${median(runs.map((r) => r.longestTask)).toFixed(0)} ms`,
  ];
  const each = runs.map((r) => CATEGORIES.map((c) => r.scores[c]).join('/')).join(', ');
  return [`${name} (median of ${runs.length}; each run perf/a11y/bp: ${each})`, `  ${scores.join(', ')}`, `  ${metrics.join(', ')}`].join('\n');
}

const server = await startServer({ LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' });
try {
  const login: LighthouseScores[] = [];
  const dashboard: LighthouseScores[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    login.push(await runLighthouse(`${server.url}/login`));
    dashboard.push(await runLighthouse(`${server.url}/dashboard`, signedIn(server.url)));
  }
  console.log('Lighthouse, mobile preset, Debian Chromium, built app from the real server');
  console.log(summary('/login', login));
  console.log(summary('/dashboard (signed in)', dashboard));
} finally {
  await server.stop();
}
