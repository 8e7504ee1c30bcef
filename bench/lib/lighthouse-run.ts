// One Lighthouse run (its default config: the mobile preset, simulated slow 4G and a 4× slower CPU)
// against a page of the built app, in Debian's Chromium started by Playwright with a debugging port
// that Lighthouse connects to. Each run gets a fresh browser profile.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/harness/browser.js';
import { freePort } from '../../e2e/harness/server.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
export const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
] as const;
export type Metric = (typeof METRICS)[number];

export interface LighthouseScores {
  scores: Record<Category, number>;
  /** Milliseconds, as Lighthouse reports them (the layout shift is a unitless score). */
  metrics: Record<Metric, number>;
  /** The longest main-thread task of the load (Lighthouse's long-tasks audit), ms; 0 when none. */
  longestTask: number;
  /**
   * Lighthouse's measure of this machine's speed (its environment.benchmarkIndex; higher is
   * faster). The 4× slowdown is applied to whatever the machine does, so figures from machines of
   * different speeds are compared only with this beside them.
   */
  benchmarkIndex: number;
}

interface LongTaskItem {
  duration?: number;
}

// BENCH_LH_CPU_SLOWDOWN=<n> replaces the mobile preset's 4× CPU slowdown: a machine whose tasks run
// slower than this one's (a session's machine has measured 2–3× slower on the same loop) is
// emulated here, so a figure that falls there can be reproduced and worked on here. A caller may
// pass its own (lighthouse.ts computes one from the benchmarkIndex with BENCH_LH_LOW_TIER).
const CPU_SLOWDOWN = process.env['BENCH_LH_CPU_SLOWDOWN'];

/** Lighthouse could not measure the page this time (its own failure, worth one more try). */
export class LighthouseRunError extends Error {}

/**
 * Runs Lighthouse on `url`. `prepare` gets the profile first (e.g. to sign in); with it, the
 * profile's storage is kept for the run (a signed-in start from the device, as a foreman has it).
 */
export async function runLighthouse(
  url: string,
  prepare?: (context: BrowserContext) => Promise<void>,
  saveAs?: string,
  cpuSlowdown: number | undefined = CPU_SLOWDOWN ? Number(CPU_SLOWDOWN) : undefined,
): Promise<LighthouseScores> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'fieldops-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    await prepare?.(context);
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: prepare !== undefined,
      ...(cpuSlowdown !== undefined && { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A broken trace (NO_NAVSTART, seen about once in ten signed-in runs) scores 0: not a figure.
    const broken = result.lhr.runtimeError;
    if (broken) throw new LighthouseRunError(`${url}: ${broken.code}`);
    // The whole report, to read the audits behind a score (render-blocking files, unused bytes…).
    if (saveAs) {
      mkdirSync(dirname(saveAs), { recursive: true });
      writeFileSync(saveAs, JSON.stringify(result.lhr));
      // And its trace, to see inside a long task (DevTools' Performance panel opens it).
      writeFileSync(saveAs.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
    }
    const { categories, audits } = result.lhr;
    const score = (id: Category) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: Metric) => audits[id]?.numericValue ?? Number.NaN;
    const details = audits['long-tasks']?.details;
    const longTasks = (details && 'items' in details ? details.items : []) as LongTaskItem[];
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
      },
      metrics: Object.fromEntries(METRICS.map((id) => [id, metric(id)])) as Record<Metric, number>,
      longestTask: Math.max(0, ...longTasks.map((task) => task.duration ?? 0)),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
