// Job folders: adding records, folders and events, the address at a point, and loading jobs to the device.
import { z } from 'zod';
import { JobEvent, JobFolder, JobRecord } from '../entities.js';
import { JOB_BULK_LOAD_MAX, ReverseGeocodeAnswer } from '../jobs.js';
import { JobContent, JobContentBody } from '../job-content.js';
import { type CallDefinition, id, queryNumber } from './definition.js';

export const jobCalls = {
  addJobRecord: {
    method: 'POST',
    path: '/api/job/add-record',
    body: JobRecord,
    answer: JobFolder,
    auth: true,
  },
  addJobFolders: {
    method: 'POST',
    path: '/api/job/:id/add-folders',
    params: z.object({ id }),
    body: z.object({ folders: z.array(z.string().trim().min(1).max(200)).max(50) }),
    answer: z.object({ folders: z.array(z.object({ folderID: z.string(), name: z.string() })) }),
    auth: true,
  },
  addJobEvent: {
    method: 'POST',
    path: '/api/job/:id/Event/',
    params: z.object({ id }),
    query: JobEvent,
    answer: z.object({ eventID: z.number().int() }),
    auth: true,
  },
  /** JOB-5: the address at a point, through the configured geocoder (503 when none is). */
  reverseGeocode: {
    method: 'GET',
    path: '/api/geocode/reverse',
    query: z.object({
      lat: queryNumber(-90, 90),
      lng: queryNumber(-180, 180),
    }),
    answer: ReverseGeocodeAnswer,
    auth: true,
  },
  jobLoader: {
    method: 'GET',
    path: '/api/mobile/jobloader/:id',
    params: z.object({ id }),
    answer: JobFolder,
    auth: true,
  },
  jobLoaderBulk: {
    method: 'POST',
    path: '/api/mobile/jobloader/bulk',
    /** SYNC-2: the answer holds only the jobs the caller may reach, in the order asked. */
    body: z.object({ jobs: z.array(id).max(JOB_BULK_LOAD_MAX) }),
    answer: z.array(JobFolder),
    auth: true,
    reads: true,
  },
  /** OFF-2: the reports and photos of the reachable ones among `jobs` (others left out), in the order asked. */
  jobContent: {
    method: 'POST',
    path: '/api/mobile/jobcontent',
    body: JobContentBody,
    answer: z.array(JobContent),
    auth: true,
    reads: true,
  },
  jobLoaderRefresh: {
    method: 'POST',
    path: '/api/mobile/jobloader/:id',
    params: z.object({ id }),
    answer: JobFolder,
    auth: true,
    reads: true,
  },
} as const satisfies Record<string, CallDefinition>;
