// UX-4: where the signed-in dashboard's start spends the main thread, to find what makes its long
// tasks (Lighthouse names only the file). Signs in for real, then opens /dashboard again with the
// CPU 4× slower (as Lighthouse's mobile preset) under a sampling CPU profile and a trace: each of
// the page's main-thread tasks (the trace's RunTask) is printed with the browser's own work in it
// (style, layout, module evaluation…) and the functions that took its time (the profile's samples).
// A build without minifying gives readable names: `WEB_DIST=/tmp/dist-prof npx vite build
// --minify false` in apps/web, then `cd bench && WEB_DIST=/tmp/dist-prof npx tsx profile-start.ts`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/harness/browser.js';
import { startServer } from '../e2e/harness/server.js';
import { COMPANY_ACCOUNT, signIn } from '../e2e/harness/sign-in.js';
import { type CpuProfile, heaviest, mainThreadTasks, type TraceEvent } from './lib/profile-tasks.js';

const QUIET_MS = Number(process.env['BENCH_PROFILE_MS'] ?? 6000);
// BENCH_PROFILE_PAGE=/login profiles a first visit of the login page instead (no sign-in first).
const PAGE = process.env['BENCH_PROFILE_PAGE'] ?? '/dashboard';
const SAVE = process.env['BENCH_PROFILE_SAVE'];
// BENCH_PROFILE_CPU=10 emulates a phone slower than the preset's (as BENCH_LH_CPU_SLOWDOWN does for
// lighthouse.ts); BENCH_PROFILE_MIN_MS lowers or raises the 40 ms a task must take to be printed.
const CPU_RATE = Number(process.env['BENCH_PROFILE_CPU'] ?? 4);
const MIN_MS = Number(process.env['BENCH_PROFILE_MIN_MS'] ?? 40);

const server = await startServer({ LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' });
const profileDir = mkdtempSync(join(tmpdir(), 'fieldops-profile-'));
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_FLAGS,
});
try {
  if (PAGE !== '/login') {
    const first = await context.newPage();
    await signIn(first, server.url, COMPANY_ACCOUNT);
    await first.waitForURL(/\/dashboard$/);
    await first.getByRole('navigation', { name: 'Main menu' }).getByText('Log Out').waitFor();
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await first.close();
  }

  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const events: TraceEvent[] = [];
  // The protocol types an event's fields as text; a trace event's are numbers too.
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const traced = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline' });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${PAGE}`);
  await page.waitForTimeout(QUIET_MS);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  await cdp.send('Tracing.end');
  await traced;
  if (SAVE) writeFileSync(SAVE, JSON.stringify(profile));
  const tasks = mainThreadTasks(events, profile).filter((task) => task.ms >= MIN_MS);
  console.log(`main-thread tasks ≥ ${MIN_MS} ms at ${CPU_RATE}× CPU: ${tasks.length}`);
  for (const task of tasks) {
    console.log(`\n${task.ms.toFixed(0)} ms at ${task.atMs.toFixed(0)} ms`);
    const work = [...(task.work ?? [])].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 2);
    console.log(`  browser: ${work.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ')}`);
    for (const line of heaviest(profile, task, 12)) console.log(`  ${line}`);
  }
} finally {
  await context.close();
  await server.stop();
  rmSync(profileDir, { recursive: true, force: true });
}
