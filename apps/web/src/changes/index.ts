// FIELD-1: every kind of change the device queues, registered with the queue in one place. The
// kinds live beside what they change (queue/kinds: jobs, notes, photos, reports; file-sync/kinds;
// timesheets) and this room stands above them all, so the queue asks a task's kind
// (queue/kinds/registry.ts) without importing the rooms that define the kinds. Importing this room
// registers them: the start sequence does (shell/start-deps.ts), as do the queue list and the tests.
import { folderUploadKind } from '../file-sync/kinds/folder-upload';
import { trackFolderKind } from '../file-sync/kinds/track-folder';
import { untrackFolderKind } from '../file-sync/kinds/untrack-folder';
import { imageDeleteKind } from '../queue/kinds/image-delete';
import { imageKind } from '../queue/kinds/image';
import { jobEventKind } from '../queue/kinds/job-event';
import { jobFoldersKind } from '../queue/kinds/job-folders';
import { jobRecordKind } from '../queue/kinds/job-record';
import type { RegisteredKind } from '../queue/kinds/kind';
import { noteKind } from '../queue/kinds/note';
import { registerKinds } from '../queue/kinds/registry';
import { reportKind } from '../queue/kinds/report';
import { timesheetKind } from '../timesheets/save-kind';
import { punchKind } from '../crew/punch-kind';

/** Every kind of change; a new one is added here (queue/README.md, "adding a kind of change"). */
export const KINDS: readonly RegisteredKind[] = [
  jobRecordKind,
  jobFoldersKind,
  jobEventKind,
  noteKind,
  imageKind,
  imageDeleteKind,
  reportKind,
  timesheetKind,
  folderUploadKind,
  trackFolderKind,
  untrackFolderKind,
  punchKind,
];

registerKinds(KINDS);

export { uploadQueue } from '../queue';
