// FILES-3: a file into a folder (uploadToFolder), the folder in the path. The task holds the name
// and type only; the bytes wait in the `upload:{queueID}` files record (FIELD-2, upload-body.ts).
// The answer is the drive's file, which that record becomes; a discarded upload takes the record
// and with it the only copy of the bytes it waited to send.
import { calls } from '@fieldops/contract';
import { applyUploadSuccess } from '../../file-sync/effects';
import { uploadRecordID } from '../../file-sync/store';
import { type NewTask, TASK_TYPES } from '../task';
import type { FolderUploadPayload } from '../upload-body';
import { type TaskMeta, httpTask } from './call-task';
import { answerReader, defineKind } from './kind';

export const folderUploadTask = (folderID: string, payload: FolderUploadPayload, meta: TaskMeta): NewTask =>
  httpTask('uploadToFolder', { parent: folderID }, payload, TASK_TYPES.folderUpload, meta);

export const folderUploadKind = defineKind({
  typeObject: TASK_TYPES.folderUpload,
  calls: ['uploadToFolder'],
  read: answerReader(calls.uploadToFolder.answer),
  apply: applyUploadSuccess,
  async discard(database, task) {
    await database.files.delete(uploadRecordID(task.queueID));
  },
});
