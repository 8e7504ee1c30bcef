// FILES-1: adding a folder while the server could not be reached (TrackFolder). The answer is the
// folder, which then becomes a normal tracked folder here (file-sync/effects.ts).
import { type DeviceFolder, procedures } from '@fieldops/contract';
import { type TaskMeta, procedureTask } from '../../queue/kinds/call-task';
import { answerReader, defineKind } from '../../queue/kinds/kind';
import type { NewTask } from '../../queue/task';
import { applyTrackSuccess } from '../effects';

export const trackFolderTask = (folderID: string, meta: TaskMeta): NewTask =>
  procedureTask('TrackFolder', { folderID }, 'TrackFolder', meta);

export const trackFolderKind = defineKind<'TrackFolder', DeviceFolder>({
  typeObject: 'TrackFolder',
  calls: ['TrackFolder'],
  folderOf: (task) => task.args.folderID,
  tables: (database) => [database.trackedFolders, database.folderNames],
  read: answerReader(procedures.TrackFolder.answer),
  apply: (database, _task, folder) => applyTrackSuccess(database, folder),
});
