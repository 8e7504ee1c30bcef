// FILES-3: a file into a folder (uploadToFolder), the folder in the path, in the upload lane
// (FIELD-4). The task holds the name and type only; the bytes wait in the `upload:{queueID}` files
// record (FIELD-2) and are read when it is sent, large ones resumably (FIELD-3). The answer is the
// drive's file, which that record becomes; a discarded upload takes the record and with it the
// only copy of the bytes it waited to send.
import { type DriveFileMeta, FolderUpload, calls } from '@fieldops/contract';
import type { FieldOpsDatabase } from '../../db/database';
import { type KindTask, type TaskMeta, httpTask } from '../../queue/kinds/call-task';
import { answerReader, defineKind } from '../../queue/kinds/kind';
import { LocalDataMissingError } from '../../queue/outcome';
import type { NewTask } from '../../queue/task';
import { base64Of } from '../../queue/upload-body';
import { goesResumable, sendRecordUpload, uploadFraction } from '../../uploads/upload-record';
import { applyUploadSuccess } from '../effects';
import { uploadRecordID } from '../store';

const FOLDER_UPLOAD = 'FolderUpload';

/** What a folder upload task stores: the body of the base64 upload call without its bytes. */
export const FolderUploadPayload = FolderUpload.omit({ base64: true });
export type FolderUploadPayload = Omit<FolderUpload, 'base64'>;
type FolderUploadTask = KindTask<'uploadToFolder', FolderUploadPayload>;

export const folderUploadTask = (folderID: string, payload: FolderUploadPayload, meta: TaskMeta): NewTask =>
  httpTask('uploadToFolder', { parent: folderID }, payload, FOLDER_UPLOAD, meta);

/** FILES-3: the body, its bytes read from the upload's files record (FIELD-3: large ones resumably). */
export async function folderUploadBody(
  task: FolderUploadTask,
  database: FieldOpsDatabase,
  signal: AbortSignal,
): Promise<FolderUpload> {
  const payload = FolderUploadPayload.safeParse(task.payload);
  const key = uploadRecordID(task.queueID);
  const file = await database.files.get(key);
  if (!payload.success || !file?.blob)
    throw new LocalDataMissingError(`${task.taskName}: the file is no longer on this device`);
  if (goesResumable(file.blob)) {
    const upload = await sendRecordUpload({
      holder: { table: 'files', key },
      record: { ...file, blob: file.blob },
      metadata: {
        purpose: 'folder',
        folderID: task.args.parent,
        filetype: payload.data.mimeType,
        filename: payload.data.name,
      },
      signal,
      database,
    });
    return { ...payload.data, upload };
  }
  return { ...payload.data, base64: await base64Of(file.blob) };
}

export const folderUploadKind = defineKind<'uploadToFolder', DriveFileMeta, FolderUploadTask>({
  typeObject: FOLDER_UPLOAD,
  calls: ['uploadToFolder'],
  lane: 'upload',
  body: (task, signal, database) => folderUploadBody(task, database, signal),
  progress: async (task, database) => uploadFraction(await database.files.get(uploadRecordID(task.queueID))),
  folderOf: (task) => task.args.parent,
  tables: (database) => [database.files],
  read: answerReader(calls.uploadToFolder.answer),
  apply: applyUploadSuccess,
  async discard(database, task) {
    await database.files.delete(uploadRecordID(task.queueID));
  },
});
