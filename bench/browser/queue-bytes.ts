// Runs inside Chromium (FIELD-2): the menu's unsent count and the queue list's first screen, read
// by the app's own functions (queue/read-tasks.ts, what useUnsentCount and QueueListPage call),
// on a device database holding 10,000 queued tasks with 200 MB of uploads, against the same reads
// on one holding 10 tasks. Both databases are real IndexedDB in this browser, read in turns.
import Dexie from 'dexie';
import { FieldOpsDatabase } from '../../apps/web/src/db/database';
import type { LocalFile } from '../../apps/web/src/db/report-types';
import { uploadRecordID } from '../../apps/web/src/file-sync/store';
import { QUEUE_SCREEN_SIZE, countOwnTasks, readQueueScreen } from '../../apps/web/src/queue/read-tasks';
import type { QueuedTask } from '../../apps/web/src/queue/task';
import { timeInterleaved } from '../lib/interleave';

const OWNER = 'bench@example.com';
const FOLDER = 'bench-folder';

/** A task as the actions write it: every `uploadEvery`-th a folder upload, the others notes. */
function task(queueID: number, upload: boolean): QueuedTask {
  const common = {
    queueID,
    idempotencyKey: crypto.randomUUID(),
    counterTries: 0,
    state: 'waiting' as const,
    lastError: null,
    updatedDate: new Date(queueID).toISOString(),
    owner: OWNER,
    dependsOn: null,
  };
  if (upload)
    return {
      ...common,
      kind: 'http',
      url: `/api/filemanager/folder/${FOLDER}/base64`,
      method: 'POST',
      payload: { name: `upload-${queueID}.txt`, mimeType: 'text/plain' },
      taskName: `Upload upload-${queueID}.txt`,
      typeObject: 'FolderUpload',
    };
  return {
    ...common,
    kind: 'procedure',
    procedure: 'AddNote',
    parameters: [
      { name: 'jobID', value: 1 },
      { name: 'noteType', value: 'General' },
      { name: 'text', value: `Bench note ${queueID}` },
    ],
    taskName: `Add note (General): Bench note ${queueID}`,
    typeObject: 'Note',
  };
}

/** The upload's local record, its Blob being the bytes the queue sends (file-sync/actions.ts). */
function uploadRecord(queueID: number, bytes: number): LocalFile {
  const name = `upload-${queueID}.txt`;
  return {
    id: uploadRecordID(queueID),
    name,
    mimeType: 'text/plain',
    size: bytes,
    tag: 'new',
    path: name,
    relativePath: name,
    rootFolderID: FOLDER,
    parentFolderID: FOLDER,
    parents: [FOLDER],
    modifiedDate: new Date(queueID).toISOString(),
    jobID: null,
    blob: new Blob([new Uint8Array(bytes).fill(queueID % 251)], { type: 'text/plain' }),
  };
}

async function seed(name: string, tasks: number, uploads: number, uploadBytes: number) {
  await Dexie.delete(name);
  const database = new FieldOpsDatabase(name);
  const every = uploads > 0 ? Math.floor(tasks / uploads) : 0;
  const BATCH = 250;
  for (let from = 0; from < tasks; from += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, tasks - from) }, (_, i) => 1_700_000_000_000 + from + i);
    const batch = ids.map((id, i) => task(id, every > 0 && (from + i) % every === 0));
    await database.transaction('rw', [database.updateQueue, database.files], async () => {
      await database.updateQueue.bulkAdd(batch);
      const files = batch
        .filter((t) => t.typeObject === 'FolderUpload')
        .map((t) => uploadRecord(t.queueID, uploadBytes));
      await database.files.bulkAdd(files);
    });
  }
  return database;
}

export interface QueueBytesResult {
  count: { big: number[]; small: number[] };
  screen: { big: number[]; small: number[] };
  stored: { tasks: number; uploads: number; uploadBytes: number; usage: number };
}

export async function benchQueueBytes(
  tasks: number,
  uploads: number,
  uploadBytes: number,
  runs: number,
  batch: number,
): Promise<QueueBytesResult> {
  const big = await seed('bench-queue-big', tasks, uploads, uploadBytes);
  const small = await seed('bench-queue-small', 10, 2, uploadBytes);
  // The sizes the first screen must show, checked once, so both sides do the same work.
  const [bigScreen, smallScreen] = [
    await readQueueScreen(big, OWNER, QUEUE_SCREEN_SIZE),
    await readQueueScreen(small, OWNER, QUEUE_SCREEN_SIZE),
  ];
  if (bigScreen.total !== tasks || smallScreen.total !== 10) throw new Error('seeding went wrong');
  // A read takes about a millisecond, near the browser's timer step (0.1 ms): each sample times
  // `batch` reads in a row and keeps the time per read.
  const perRead = async (read: () => Promise<unknown>) => {
    for (let i = 0; i < batch; i++) await read();
  };
  const count = await timeInterleaved(
    {
      big: () => perRead(() => countOwnTasks(big, OWNER)),
      small: () => perRead(() => countOwnTasks(small, OWNER)),
    },
    { runs, warmup: 2 },
  );
  const screen = await timeInterleaved(
    {
      big: () => perRead(() => readQueueScreen(big, OWNER, QUEUE_SCREEN_SIZE)),
      small: () => perRead(() => readQueueScreen(small, OWNER, QUEUE_SCREEN_SIZE)),
    },
    { runs, warmup: 2 },
  );
  const each = (pair: { big: number[]; small: number[] }) => ({
    big: pair.big.map((ms) => ms / batch),
    small: pair.small.map((ms) => ms / batch),
  });
  const usage = (await navigator.storage.estimate()).usage ?? 0;
  const uploadsStored = await big.files.count();
  big.close();
  small.close();
  await Dexie.delete('bench-queue-big');
  await Dexie.delete('bench-queue-small');
  return {
    count: each(count),
    screen: each(screen),
    stored: { tasks, uploads: uploadsStored, uploadBytes: uploadsStored * uploadBytes, usage },
  };
}
