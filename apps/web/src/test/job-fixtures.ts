// A job folder as the server sends it, for the tests of the job list, the job sync and the
// timesheet screens: J-<id> at "<id> Main St", Springfield, nothing on it yet.
import type { JobFolder } from '@fieldops/contract';

export const jobFolder = (jobID: number, extra: Partial<JobFolder> = {}): JobFolder => ({
  jobID,
  jobNumber: `J-${jobID}`,
  address1: `${jobID} Main St`,
  city: 'Springfield',
  locations: [],
  crewFolder: '',
  crewFolderID: '',
  imageRefs: [],
  updatedDate: '2025-05-01T00:00:00.000Z',
  ...extra,
});
