// `npm run bench` (its second entry): the folder sync (SYNC-5..8) of a folder of FILES files of
// 50 KB to 5 MB, against a raw fetch-and-put loop of the same files in the same browser, and the
// bytes the device stores against the bytes of the files. Real server, real sign-in, Chromium,
// the browser cache off (every run downloads every byte).
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/harness/browser.js';
import { startServer } from '../e2e/harness/server.js';
import { bundleBrowserCode, openBenchPage } from './lib/bench-page.js';
import { report } from './lib/measure.js';

const FILES = Number(process.env['BENCH_FOLDER_FILES'] ?? 200);
const RUNS = Number(process.env['BENCH_FOLDER_RUNS'] ?? 3);
/** The demo's standalone folder (apps/server/src/demo/seed-drive.ts): the bench fills it. */
const FOLDER_ID = 'safety-library-demo';
const MIN_BYTES = 50 * 1024;
const MAX_BYTES = 5 * 1024 * 1024;
const EXTENSIONS = ['pdf', 'txt', 'jpg', 'png'] as const;

interface Result {
  ours: number[];
  baseline: number[];
  stored: { files: number; bytes: number; usage: number };
}
type BenchWindow = Window & {
  fieldopsBench: { benchFolderSync(folderID: string, runs: number): Promise<Result> };
};

/** Sizes spread evenly on a log scale from 50 KB to 5 MB, so small and large files both count. */
function fillFolder(dir: string): number {
  let total = 0;
  for (let i = 0; i < FILES; i++) {
    const size = Math.round(MIN_BYTES * (MAX_BYTES / MIN_BYTES) ** (i / Math.max(1, FILES - 1)));
    writeFileSync(
      join(dir, `bench-${String(i).padStart(3, '0')}.${EXTENSIONS[i % EXTENSIONS.length]}`),
      randomBytes(size),
    );
    total += size;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function main(): Promise<void> {
  const code = await bundleBrowserCode('folder-sync.ts');
  const server = await startServer({ RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' });
  const browser = await launchBrowser();
  try {
    const fileBytes = fillFolder(join(server.dataDir, 'drive', FOLDER_ID));
    // The browser's HTTP cache off: every run fetches the files from the server, as a first sync does.
    const page = await openBenchPage(browser, server, code, async (fresh) => {
      const cdp = await fresh.context().newCDPSession(fresh);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    });
    const result = await page.evaluate(
      ([folder, runs]) => (window as unknown as BenchWindow).fieldopsBench.benchFolderSync(folder, runs),
      [FOLDER_ID, RUNS] as const,
    );
    console.log(
      report(
        `(c) folder sync of ${FILES} files (50 KB to 5 MB, ${mb(fileBytes)} in all) from the real server`,
        { name: 'ours: folder sync (listing, tags, Blobs, toasts off)', ms: result.ours },
        { name: 'baseline: raw fetch-and-put loop of the same files', ms: result.baseline },
      ),
    );
    // The demo folder's own files (a few KB) are synced too; the bench's are the bulk.
    console.log(
      [
        `(d) bytes on the device after the folder sync`,
        `  files stored: ${result.stored.files} (the folder holds ${FILES} bench files and the demo's 4 downloadable ones)`,
        `  Blob bytes stored: ${mb(result.stored.bytes)} for ${mb(fileBytes)} of bench files: ratio ${(result.stored.bytes / fileBytes).toFixed(3)}`,
        `  storage estimate grew by ${mb(result.stored.usage)}: ratio ${(result.stored.usage / fileBytes).toFixed(3)}`,
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
