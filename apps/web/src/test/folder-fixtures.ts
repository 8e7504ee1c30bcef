import type { TrackedFolder } from '@fieldops/contract';

/** A tracked folder already synced, with no files yet: the starting point of most File Sync tests. */
export function syncedFolder(folderID: string): TrackedFolder {
  return {
    folderID,
    crewFolderID: '',
    files: [],
    status: 'Synced',
    jobID: null,
    jobNumber: null,
    updatedDate: '',
  };
}
