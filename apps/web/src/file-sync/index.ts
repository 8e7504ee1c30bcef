// File Sync (FILES-1..3, SYNC-5..9) in one place: what screens and the rest of the app use of it.
import { createFolderSync } from './pull';
import { showFolderSyncToast } from './toast';

/** The app's folder sync with its toasts; the sync service starts it (src/sync). */
export const folderSync = createFolderSync({ toast: showFolderSyncToast });

export { createFolderSync, type FolderSync, type FolderSyncDeps, type FolderSyncResult } from './pull';
export {
  type FolderSummary,
  useAllDocuments,
  useDocument,
  useFolderDocuments,
  useFolderSyncState,
  useJobDocuments,
  useTrackedFolder,
  useTrackedFolders,
} from './hooks';
export { removeFolderFromDevice, type UploadResult, uploadFileToFolder, uploadName } from './actions';
export { trackFolderByInput, type TrackFolderResult } from './track';
export { isPendingUpload, trackStopped, UPLOAD_PREFIX, uploadRecordID } from './store';
