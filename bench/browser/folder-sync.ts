// Runs inside Chromium, on the server's origin: the app's folder sync (SYNC-5..8) of one folder
// against a raw loop doing the same work in the same browser: list the folder, fetch each allowed
// file and put its Blob into IndexedDB.
import Dexie from 'dexie';
import {
  CLOUD_DRIVE_NAME,
  type DriveFolderListing,
  callPath,
  calls,
  isDownloadableType,
} from '@fieldops/contract';
import { runCommand } from '../../apps/web/src/api/calls';
import { prepareRequest } from '../../apps/web/src/api/http';
import { db } from '../../apps/web/src/db/database';
import { createFolderSync } from '../../apps/web/src/file-sync/pull';

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function clearOurs(folderID: string): Promise<void> {
  await db.files.filter((f) => f.parentFolderID === folderID).delete();
  await db.trackedFolders.clear();
}

async function rawFetch(path: string): Promise<Response> {
  const { url, init } = prepareRequest(path);
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response;
}

/** The baseline: a plain loop, one file after another, each Blob put as it arrives. */
async function rawSync(folderID: string, raw: Dexie): Promise<void> {
  const path = callPath(calls.driveFolder.path, { drive: CLOUD_DRIVE_NAME, id: folderID });
  const listing = (await (await rawFetch(path)).json()) as DriveFolderListing;
  for (const file of listing.files.filter((f) => isDownloadableType(f.mimeType))) {
    const blob = await (
      await rawFetch(callPath(calls.driveFile.path, { drive: CLOUD_DRIVE_NAME, id: file.id }))
    ).blob();
    await raw.table('files').put({ id: file.id, name: file.name, blob });
  }
}

export async function benchFolderSync(folderID: string, runs: number) {
  await runCommand('TrackFolder', { folderID });
  const raw = new Dexie('bench-raw-files');
  raw.version(1).stores({ files: 'id' });
  const sync = createFolderSync({
    // Only the bench folder: the user's job folders would add their own files to the timing.
    fetchDeviceFolders: async () =>
      (await runCommand('GetDeviceFolders', {})).filter((f) => f.folderID === folderID),
    toast: () => undefined,
  });
  const ours: number[] = [];
  const baseline: number[] = [];
  let stored = { files: 0, bytes: 0, usage: 0 };
  for (let run = 0; run < runs; run++) {
    // Alternate which goes first, so neither always meets a warmer disk.
    const steps = [
      async () => {
        await clearOurs(folderID);
        const before = (await navigator.storage.estimate()).usage ?? 0;
        ours.push(
          await timed(async () => {
            const result = await sync.syncOnce();
            if (result.status !== 'synced') throw new Error(`folder sync ended ${result.status}`);
          }),
        );
        const files = await db.files.filter((f) => f.parentFolderID === folderID).toArray();
        stored = {
          files: files.filter((f) => f.blob).length,
          bytes: files.reduce((sum, f) => sum + (f.blob?.size ?? 0), 0),
          usage: ((await navigator.storage.estimate()).usage ?? 0) - before,
        };
      },
      async () => {
        await raw.table('files').clear();
        baseline.push(await timed(() => rawSync(folderID, raw)));
      },
    ];
    if (run % 2) steps.reverse();
    for (const step of steps) await step();
  }
  await clearOurs(folderID);
  await raw.delete();
  return { ours, baseline, stored };
}
