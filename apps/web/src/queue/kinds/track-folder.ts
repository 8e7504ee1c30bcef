// FILES-1: adding a folder while the server could not be reached (TrackFolder). The answer is the
// folder, which then becomes a normal tracked folder here (file-sync/effects.ts).
import { type DeviceFolder, procedures } from '@fieldops/contract';
import { applyTrackSuccess } from '../../file-sync/effects';
import { type NewTask, TASK_TYPES } from '../task';
import { type TaskMeta, procedureTask } from './call-task';
import { answerReader, defineKind } from './kind';

export const trackFolderTask = (folderID: string, meta: TaskMeta): NewTask =>
  procedureTask('TrackFolder', { folderID }, TASK_TYPES.trackFolder, meta);

export const trackFolderKind = defineKind<DeviceFolder>({
  typeObject: TASK_TYPES.trackFolder,
  calls: ['TrackFolder'],
  read: answerReader(procedures.TrackFolder.answer),
  apply: (database, _task, folder) => applyTrackSuccess(database, folder),
});
