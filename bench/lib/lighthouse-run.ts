// One Lighthouse run (its default config: the mobile preset, simulated slow 4G and a 4× slower CPU)
// against a page of the built app, in Debian's Chromium started by Playwright with a debugging port
// that Lighthouse connects to. Each run gets a fresh browser profile.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_PATH } from '../../e2e/harness/browser.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
export const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'] as const;
export type Metric = (typeof METRICS)[number];

export interface LighthouseScores {
  scores: Record<Category, number>;
  /** Milliseconds, as Lighthouse reports them. */
  metrics: Record<Metric, number>;
  /** The longest main-thread task of the load (Lighthouse's long-tasks audit), ms; 0 when none. */
  longestTask: number;
}

interface LongTaskItem {
  duration?: number;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

// The e2e harness's flags (no calls to Google's hosts on this closed network) plus the port.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Runs Lighthouse on `url`. `prepare` gets the profile first (e.g. to sign in); with it, the
 * profile's storage is kept for the run (a signed-in start from the device, as a foreman has it).
 */
export async function runLighthouse(
  url: string,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<LighthouseScores> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'fieldops-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    await prepare?.(context);
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: prepare !== undefined,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: Category) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: Metric) => audits[id]?.numericValue ?? Number.NaN;
    const details = audits['long-tasks']?.details;
    const longTasks = (details && 'items' in details ? details.items : []) as LongTaskItem[];
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
      metrics: {
        'first-contentful-paint': metric('first-contentful-paint'),
        'largest-contentful-paint': metric('largest-contentful-paint'),
        'total-blocking-time': metric('total-blocking-time'),
      },
      longestTask: Math.max(0, ...longTasks.map((task) => task.duration ?? 0)),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
