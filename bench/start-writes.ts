// TRUST-11: the device database's writes of a warm start (a reload of the signed-in dashboard),
// counted per store by wrapping IndexedDB's put/add/delete/clear in the page, until the network
// has been quiet QUIET_MS. A warm start with nothing changed on the server should write nothing
// the screens read (live queries re-run on every write to a table they read).
// `npm run build && cd bench && npx tsx start-writes.ts` (WEB_DIST as for the build and the server).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/harness/browser.js';
import { startServer } from '../e2e/harness/server.js';
import { COMPANY_ACCOUNT, signIn } from '../e2e/harness/sign-in.js';
import { countStartCalls } from '../e2e/harness/start-calls.js';

// Runs in the page before its scripts: each write is counted under its store's name.
const COUNT_WRITES = `(() => {
  const counts = (window.__idbWrites = {});
  for (const method of ['put', 'add', 'delete', 'clear']) {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (...args) {
      const key = this.name + ' ' + method;
      counts[key] = (counts[key] ?? 0) + 1;
      return original.apply(this, args);
    };
  }
})();`;

const server = await startServer({ LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' });
const profile = mkdtempSync(join(tmpdir(), 'fieldops-start-writes-'));
try {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript(COUNT_WRITES);
  const page = await context.newPage();
  await countStartCalls(context, server.url, async () => {
    await signIn(page, server.url, COMPANY_ACCOUNT);
    await page.waitForURL(/\/dashboard$/);
  });
  for (let run = 1; run <= Number(process.env['BENCH_WRITE_RUNS'] ?? 2); run += 1) {
    await countStartCalls(context, server.url, async () => void (await page.reload()));
    const counts = (await page.evaluate('window.__idbWrites')) as Record<string, number>;
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    console.log(`warm start ${run}: ${total} IndexedDB writes`);
    for (const [what, n] of Object.entries(counts).sort()) console.log(`  ${String(n).padStart(4)}  ${what}`);
  }
  await context.close();
} finally {
  rmSync(profile, { recursive: true, force: true });
  await server.stop();
}
