// Runs inside Chromium, on the server's origin: the job content sync (OFF-2) of one job with many
// photos and reports onto a device that has none of them, against a raw loop doing the photo part
// by hand: list the job's images, fetch each 320 px thumbnail, put its Blob into IndexedDB.
import Dexie from 'dexie';
import { callPath, calls, FIRST_SYNC_DATE, type ImageMeta, PHOTO_COPY_WIDTH } from '@fieldops/contract';
import { runCommand } from '../../apps/web/src/api/calls';
import { prepareRequest } from '../../apps/web/src/api/http';
import { db } from '../../apps/web/src/db/database';
import { createJobContentSync } from '../../apps/web/src/sync/job-content';
import { timeInterleaved } from '../lib/interleave';

async function rawFetch(path: string, query: Record<string, string | number> = {}): Promise<Response> {
  const { url, init } = prepareRequest(path, { query });
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response;
}

function canvasData(
  width: number,
  height: number,
  type: string,
  draw: (c: CanvasRenderingContext2D) => void,
) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d')!);
  return canvas.toDataURL(type, 0.85);
}

/** The job's photos and reports, stored through the real API (not timed). */
async function fillJob(jobID: number, photos: number, reports: number): Promise<void> {
  const post = async (path: string, body: unknown) => {
    const { url, init } = prepareRequest(path, { method: 'POST', body });
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  for (let i = 0; i < photos; i++) {
    const base64 = canvasData(1600, 1200, 'image/jpeg', (c) => {
      c.fillStyle = `hsl(${(i * 37) % 360}, 60%, 45%)`;
      c.fillRect(0, 0, 1600, 1200);
      c.fillStyle = '#fff';
      c.font = '200px sans-serif';
      c.fillText(String(i), 300, 700);
    });
    await post('/api/Image', { referenceCode: `bench-photo-${i}`, jobID, locationNumber: '1', base64 });
  }
  const signature = canvasData(400, 120, 'image/png', (c) => {
    c.lineWidth = 4;
    c.beginPath();
    c.moveTo(20, 60);
    for (let x = 40; x < 380; x += 20) c.lineTo(x, x % 40 ? 30 : 90);
    c.stroke();
  });
  for (let i = 0; i < reports; i++) {
    await post(`/api/jobs/${jobID}/locations/1/reports/generic/bench-report-${i}`, {
      values: {
        reportDate: '2026-11-20',
        weather: 'Clear',
        hoursWorked: 8,
        workPerformed: `Day ${i}`,
        signature,
      },
      createdDate: new Date().toISOString(),
      createdByUser: 'Frank Foreman',
    });
  }
}

/** A fresh device for the content: the job itself is here (the job delta brought it), nothing else. */
async function freshDevice(jobID: number): Promise<void> {
  await db.photos.clear();
  await db.reports.clear();
  await db.jobContentSynced.clear();
  const { changed } = await runCommand('GetJobUpdates', { since: FIRST_SYNC_DATE });
  await db.jobs.clear();
  await db.jobs.put(changed.find((job) => job.jobID === jobID)!);
}

async function rawLoop(jobID: number, raw: Dexie): Promise<void> {
  const images = (await (await rawFetch(calls.imagesByRef.path, { jobID })).json()) as ImageMeta[];
  for (const image of images) {
    const path = callPath(calls.image.path, { ref: image.referenceCode });
    const blob = await (await rawFetch(path, { width: PHOTO_COPY_WIDTH })).blob();
    await raw.table('photos').put({ referenceCode: image.referenceCode, jobID, blob });
  }
}

export async function benchJobSyncPhotos(photos: number, reports: number, runs: number) {
  // Asked without a jobIDsHash, so the answer carries the whole list (OPS-5).
  const { jobIDs = [] } = await runCommand('GetJobUpdates', { since: FIRST_SYNC_DATE });
  const jobID = jobIDs[0]!;
  await fillJob(jobID, photos, reports);
  const raw = new Dexie('bench-raw-photos');
  raw.version(1).stores({ photos: 'referenceCode, jobID' });
  const sync = createJobContentSync();
  const times = await timeInterleaved(
    {
      ours: async () => {
        await freshDevice(jobID);
        await sync.syncContent([jobID]);
        await sync.download();
        const copies = await db.photos.filter((p) => !!p.blob).count();
        if (copies < photos) throw new Error(`only ${copies} of ${photos} copies stored`);
      },
      baseline: async () => {
        await raw.table('photos').clear();
        await rawLoop(jobID, raw);
      },
    },
    { runs, warmup: 1 },
  );
  const stored = { photos: await db.photos.count(), reports: await db.reports.count() };
  await raw.delete();
  return { ...times, stored };
}
