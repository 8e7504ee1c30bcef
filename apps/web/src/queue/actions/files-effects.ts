// FILES-3: an upload's success, inside the queue's success transaction (effects.ts): the local
// `upload:{queueID}` record becomes the drive's file, with the bytes it already has, tagged synced,
// so the next folder sync sees the same file and version and downloads nothing.
import { DriveFileMeta } from '@fieldops/contract';
import { ContractError } from '../../api/errors';
import type { FieldOpsDatabase } from '../../db/database';
import type { QueuedTask } from '../task';
import { uploadRecordID } from './files';

export function readUploadAnswer(task: QueuedTask, answer: unknown): DriveFileMeta {
  const parsed = DriveFileMeta.safeParse(answer);
  if (!parsed.success) throw new ContractError(`Unexpected answer to ${task.taskName}`);
  return parsed.data;
}

export async function applyUploadSuccess(
  database: FieldOpsDatabase,
  task: QueuedTask,
  meta: DriveFileMeta,
): Promise<void> {
  const local = await database.files.get(uploadRecordID(task.queueID));
  if (!local) return;
  await database.files.delete(local.id);
  await database.files.put({
    ...local,
    id: meta.id,
    name: meta.name,
    size: meta.size,
    modifiedDate: meta.modifiedDate,
    parentFolderID: meta.parentFolderID,
    tag: 'synced',
  });
}
