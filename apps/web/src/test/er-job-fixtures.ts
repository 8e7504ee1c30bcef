// An ER job as a foreman fills it in offline, and the job record the server answers for it: the
// queue's tests make the same job (QUEUE-8 temporary ids, batches, kinds).
import type { JobFolder } from '@fieldops/contract';
import type { ErJobForm } from '../queue/actions';

export const erJobForm: ErJobForm = {
  workType: 'Gas leak repair',
  description: '',
  address1: '12 Trench Road',
  city: 'Springfield',
  latitude: null,
  longitude: null,
  eventType: 'Emergency response',
  startDate: '2025-06-02',
  endDate: '2025-06-02',
};

/** The server's record of that job once it has the id `jobID`. */
export const serverErJob = (jobID: number): JobFolder => ({
  jobID,
  jobNumber: `ER-${jobID}`,
  address1: '12 Trench Road',
  city: 'Springfield',
  locations: [],
  crewFolder: '',
  crewFolderID: '',
  imageRefs: [],
  updatedDate: '2025-06-02T10:00:00.000Z',
  notes: [],
});
