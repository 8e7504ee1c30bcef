// FIELD-3 / FIELD-4 end to end on throttled links (DevTools network emulation): large uploads go
// in resumable chunks beside the small changes, survive a cut link and a server restart, and
// resend at most the chunk that was in flight. Bytes are counted where the server keeps them (its
// upload_chunks rows) and on the wire (the page's PATCH requests and their Upload-Offset).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { openMenu, queueLength } from '../harness/device.js';
import { addNote, openFirstJobComments, waitForJobs } from '../harness/job-notes.js';
import { countRows } from '../harness/server-db.js';
import { throttledLink, transferWaitMs } from '../harness/throttle.js';
import { SYNC_WAIT_MS, UI_WAIT_MS } from '../harness/waits.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();
const DEMO_FOLDER_ID = 'safety-library-demo';
/** The client's chunk (apps/web/src/uploads/resumable-upload.ts UPLOAD_CHUNK_BYTES). */
const CHUNK = 256 * 1024;
const FAST = { upKbps: 20_000, downKbps: 20_000, latencyMs: 20 };

/** A camera photo that stays large through the app's downscale: 2048×1536 of noise, ~2 MB as JPEG. */
async function noisePhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2048;
    canvas.height = 1536;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const image = context.createImageData(2048, 1536);
    for (let i = 0; i < image.data.length; i++) image.data[i] = i % 4 === 3 ? 255 : Math.random() * 256;
    context.putImageData(image, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.95);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The device's queued photo of this test: its referenceCode and its bytes' size (from IndexedDB). */
async function queuedPhoto(page: Page): Promise<{ referenceCode: string; size: number }> {
  return page.evaluate(
    () =>
      new Promise<{ referenceCode: string; size: number }>((done, fail) => {
        const open = indexedDB.open('fieldops');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('photos').objectStore('photos').getAll();
          all.onsuccess = () => {
            const photo = (all.result as { referenceCode: string; status?: string; blob?: Blob }[]).find(
              (p) => p.status === 'queued',
            );
            open.result.close();
            if (!photo?.blob) fail(new Error('no queued photo on the device'));
            else done({ referenceCode: photo.referenceCode, size: photo.blob.size });
          };
        };
      }),
  );
}

interface UploadRequest {
  method: string;
  offset: number;
  bytes: number;
}

/**
 * Every HEAD and PATCH of an upload the page sent, in order (where each PATCH started, its bytes),
 * and each that failed without an answer.
 */
function watchUploads(page: Page, size: number): UploadRequest[] {
  const requests: UploadRequest[] = [];
  page.on('request', (request: Request) => {
    const method = request.method();
    if (!request.url().includes('/api/uploads/') || (method !== 'PATCH' && method !== 'HEAD')) return;
    const offset = Number(request.headers()['upload-offset'] ?? NaN);
    // A Blob body may not be visible to DevTools: then it is the client's chunk from that offset.
    const bytes =
      method === 'PATCH' ? (request.postDataBuffer()?.length ?? Math.min(CHUNK, size - offset)) : 0;
    requests.push({ method, offset, bytes });
  });
  page.on('requestfailed', (request: Request) => {
    if (request.url().includes('/api/uploads/')) requests.push({ method: 'failed', offset: NaN, bytes: 0 });
  });
  return requests;
}

/**
 * A resume starts with a HEAD (the client asks the server's offset). Page events can arrive a
 * little after the fact, so a resume is found by that HEAD, not by the time of the cut: the first
 * PATCH after the first HEAD at or after `from`, and the bytes it put on the wire again (those
 * before it reached further than its offset).
 */
function resumeAfter(requests: UploadRequest[], from: number): { offset: number; resent: number } {
  const head = requests.findIndex((r, i) => i >= from && r.method === 'HEAD');
  const patch = requests.findIndex((r, i) => i > head && r.method === 'PATCH');
  if (head < 0 || patch < 0) throw new Error('no resumed upload was seen');
  const reached = Math.max(
    0,
    ...requests
      .slice(0, head)
      .filter((r) => r.method === 'PATCH')
      .map((r) => r.offset + r.bytes),
  );
  const { offset } = requests[patch]!;
  return { offset, resent: Math.max(0, reached - offset) };
}

const heldBytes = () =>
  countRows(world.server.dataDir, 'select coalesce(sum(length(bytes)), 0) n from upload_chunks');

describe('uploads on throttled links in Chromium', () => {
  it('[FIELD-3] [FIELD-4] at 256 kbit/s up, 5 notes queued before a 2 MB photo arrive while the photo is still uploading, and the photo completes', async () => {
    const { page, context } = await signedInPage(world);
    await waitForJobs(page);
    await openFirstJobComments(page);
    const photo = await noisePhoto(page);
    const link = await throttledLink(page, FAST);
    await link.cut();
    const stamp = Date.now();
    for (let i = 0; i < 5; i++) await addNote(page, `slow link ${stamp} #${i}`);
    await page.goBack();
    await page.getByRole('link', { name: 'Photos' }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'noise.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => queueLength(page), { timeout: UI_WAIT_MS }).toBe(6);
    const { referenceCode, size } = await queuedPhoto(page);
    expect(size).toBeGreaterThan(1_800_000);

    await link.set({ upKbps: 256, downKbps: 1_000 });
    const startedAt = Date.now();
    const notes = () =>
      countRows(
        world.server.dataDir,
        'select count(*) n from notes where text like ?',
        `slow link ${stamp} #%`,
      );
    const stored = () =>
      countRows(
        world.server.dataDir,
        'select count(*) n from images where reference_code = ?',
        referenceCode,
      );
    await expect.poll(notes, { timeout: SYNC_WAIT_MS }).toBe(5);
    const notesAfter = Date.now() - startedAt;
    expect(stored()).toBe(0); // the photo is still going up
    await page
      .getByRole('progressbar', { name: /^Uploading \d+ %$/ })
      .first()
      .waitFor();

    await expect.poll(stored, { timeout: transferWaitMs(size, 256) }).toBe(1);
    await expect.poll(() => queueLength(page)).toBe(0);
    console.info(
      `[FIELD-3] 256 kbit/s: 5 notes stored after ${Math.round(notesAfter / 1000)} s; ` +
        `photo of ${size} bytes stored after ${Math.round((Date.now() - startedAt) / 1000)} s`,
    );
    await context.close();
  });

  it('[FIELD-3] a 10 MB PDF at 1 Mbit/s up completes through a cut link at about half, an app reload and a server restart, resending at most one chunk each time', async () => {
    const { page, context } = await signedInPage(world);
    await openMenu(page, 'File Sync');
    await page.getByLabel('Folder id or address').fill(DEMO_FOLDER_ID);
    await page.getByRole('button', { name: 'Add folder' }).click();
    const card = page.getByTestId(`folder-${DEMO_FOLDER_ID}`);
    await card.getByText('Synced').waitFor({ timeout: SYNC_WAIT_MS });
    await card.getByRole('link', { name: 'Open Safety library' }).click();

    const size = 10_000_000;
    const pdf = Buffer.alloc(size, 0x20);
    pdf.write('%PDF-1.4\n%FieldOps slow-link test\n', 0);
    pdf.write('\n%%EOF\n', size - 7);
    const uploads = watchUploads(page, size);
    const link = await throttledLink(page, { upKbps: 1_000, downKbps: 4_000 });
    const startedAt = Date.now();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Survey.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('progressbar', { name: /^Uploading \d+ %$/ }).waitFor({ timeout: SYNC_WAIT_MS });

    // A cut at about half: the server's chunk rows hold what it acknowledged.
    await expect
      .poll(heldBytes, { timeout: transferWaitMs(size / 2, 1_000) })
      .toBeGreaterThanOrEqual(size / 2);
    await link.cut();
    const seenAtCut = uploads.length;
    // The chunk in flight fails; once it has, the server's rows no longer move.
    await expect
      .poll(() => uploads.slice(seenAtCut).some((r) => r.method === 'failed'), { timeout: UI_WAIT_MS })
      .toBe(true);
    const heldAtCut = heldBytes();
    await link.restore();
    await expect
      .poll(() => uploads.slice(seenAtCut).some((r) => r.method === 'HEAD'), { timeout: SYNC_WAIT_MS })
      .toBe(true);

    // The app restarts (a reload) at about 60 %: the record on the device knows the upload.
    await expect
      .poll(heldBytes, { timeout: transferWaitMs(size / 10, 1_000) })
      .toBeGreaterThanOrEqual(size * 0.6);
    const seenAtReload = uploads.length;
    const heldBeforeReload = heldBytes();
    await page.reload();
    // A chunk in flight fails with the old page (then the server's rows have stopped moving); with
    // none in flight (the app was between chunks) the reloaded app's first request comes first.
    const firstAfterReload = () =>
      uploads.slice(seenAtReload).find((r) => r.method === 'failed' || r.method === 'HEAD');
    await expect.poll(() => firstAfterReload() !== undefined, { timeout: SYNC_WAIT_MS }).toBe(true);
    const heldAtReload = firstAfterReload()?.method === 'failed' ? heldBytes() : heldBeforeReload;

    // The server stops at about three quarters and starts again on the same database.
    await expect
      .poll(heldBytes, { timeout: transferWaitMs(size / 4, 1_000) })
      .toBeGreaterThanOrEqual(size * 0.75);
    await world.server.halt();
    const seenAtRestart = uploads.length;
    const heldAtRestart = heldBytes(); // nothing changes it while the server is down
    await world.server.restart();

    await expect
      .poll(() => page.getByTestId('tag-Survey.pdf').textContent(), {
        timeout: transferWaitMs(size / 4, 1_000),
      })
      .toBe('Synced');
    expect(await queueLength(page)).toBe(0);
    const afterCut = resumeAfter(uploads, seenAtCut);
    const afterReload = resumeAfter(uploads, seenAtReload);
    const afterRestart = resumeAfter(uploads, seenAtRestart);
    const patches = uploads.filter((r) => r.method === 'PATCH');
    const wire = patches.reduce((sum, patch) => sum + patch.bytes, 0);
    console.info(
      `[FIELD-3] 10 MB at 1 Mbit/s: done in ${Math.round((Date.now() - startedAt) / 1000)} s; ` +
        `cut: server held ${heldAtCut}, resumed at ${afterCut.offset}, resent ${afterCut.resent} bytes; ` +
        `reload: server held ${heldAtReload}, resumed at ${afterReload.offset}, resent ${afterReload.resent} bytes; ` +
        `restart: server held ${heldAtRestart}, resumed at ${afterRestart.offset}, resent ${afterRestart.resent} bytes; ` +
        `${patches.length} PATCHes carried ${wire} bytes for ${size}`,
    );
    expect(afterCut.offset).toBeGreaterThanOrEqual(heldAtCut);
    expect(afterReload.offset).toBeGreaterThanOrEqual(heldAtReload);
    expect(afterRestart.offset).toBe(heldAtRestart);
    expect(afterCut.resent).toBeLessThanOrEqual(CHUNK);
    expect(afterReload.resent).toBeLessThanOrEqual(CHUNK);
    expect(afterRestart.resent).toBeLessThanOrEqual(CHUNK);
    expect(wire - size).toBeLessThanOrEqual(3 * CHUNK);
    expect(countRows(world.server.dataDir, 'select count(*) n from uploads')).toBe(0);
    expect(driveFileSize('Survey.pdf')).toBe(size);
    await context.close();
  });
});

/** The size of a file in the local drive's folder, found through its index (as an operator would). */
function driveFileSize(name: string): number {
  const root = join(world.server.dataDir, 'drive');
  const index = JSON.parse(readFileSync(join(root, '.index.json'), 'utf8')) as {
    items: Record<string, { kind: string; rel: string; name: string; parent: string | null }>;
  };
  const entry = Object.values(index.items).find(
    (e) => e.kind === 'file' && e.name === name && e.parent === DEMO_FOLDER_ID,
  );
  if (!entry) throw new Error(`${name} is not in the drive's index`);
  return readFileSync(join(root, ...entry.rel.split('/'))).length;
}
