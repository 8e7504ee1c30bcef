// Issue 16 item 3 (UX-3/UX-4): how many requests an app start makes, signed in. A foreman signs
// in for real and the start settles; then
//   cold start: the browser is closed and opened again on the same profile (storage, service
//               worker and HTTP cache kept; nothing in memory) and /dashboard is opened;
//   warm start: that page is reloaded.
// Each start counts every request the page and its service worker make until the network has been
// quiet for QUIET_MS, split into API calls (they reach the server), app files fetched from the
// network, and app files answered by the service worker (no network). Prints counts by path.
// `npm run build && cd bench && npx tsx start-calls.ts` (WEB_DIST as for the build and the server).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/harness/browser.js';
import { startServer } from '../e2e/harness/server.js';
import { COMPANY_ACCOUNT, signIn } from '../e2e/harness/sign-in.js';
import { countStartCalls, QUIET_MS, type StartCalls } from '../e2e/harness/start-calls.js';

const RUNS = Number(process.env['BENCH_CALL_RUNS'] ?? 3);
async function open(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 390, height: 844 },
  });
}

function print(name: string, runs: StartCalls[]): void {
  const totals = (pick: (c: StartCalls) => number) => runs.map(pick).join(', ');
  console.log(
    `${name}: API calls ${totals((c) => c.api.total)}; app files from the network ${totals((c) => c.network.total)}; app files from the service worker ${totals((c) => c.serviceWorker.total)}`,
  );
  const last = runs.at(-1);
  if (!last) return;
  for (const [path, count] of Object.entries(last.api.byPath).sort())
    console.log(`    ${String(count).padStart(3)}  ${path}`);
  if (last.network.total)
    console.log(`    files from the network: ${Object.keys(last.network.byPath).sort().join(' ')}`);
}

const server = await startServer({ LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' });
try {
  const cold: StartCalls[] = [];
  const warm: StartCalls[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const profile = mkdtempSync(join(tmpdir(), 'fieldops-start-calls-'));
    try {
      let context = await open(profile);
      const first = await context.newPage();
      const afterSignIn = await countStartCalls(context, server.url, async () => {
        await signIn(first, server.url, COMPANY_ACCOUNT);
        await first.waitForURL(/\/dashboard$/);
      });
      if (run === 0) print('sign-in (first start, for reference)', [afterSignIn]);
      await first.evaluate(async () => navigator.serviceWorker.ready);
      await context.close();

      context = await open(profile);
      const page = context.pages()[0] ?? (await context.newPage());
      cold.push(
        await countStartCalls(
          context,
          server.url,
          async () => void (await page.goto(`${server.url}/dashboard`)),
        ),
      );
      warm.push(await countStartCalls(context, server.url, async () => void (await page.reload())));
      await context.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }
  console.log(`Requests of a signed-in start (${RUNS} runs, until ${QUIET_MS} ms without one)`);
  print('cold start', cold);
  print('warm start', warm);
} finally {
  await server.stop();
}
