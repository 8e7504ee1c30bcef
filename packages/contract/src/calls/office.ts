// OFFICE-1, OFFICE-2: the office console's calls. Each names the office roles that may make it
// (`office`); the server refuses every other caller with 403, field roles included.
import { z } from 'zod';
import {
  OfficeJob,
  OfficeJobCrew,
  OfficeJobHistory,
  OfficeJobInput,
  OfficeJobList,
  OfficeJobQuery,
  OfficeMe,
} from '../office.js';
import { id, type CallDefinition } from './definition.js';

const RUN_JOBS = ['officeAdmin', 'officeManager'] as const;
const READ_JOBS = ['officeAdmin', 'officeManager', 'payroll', 'reviewer'] as const;
const jobParams = z.object({ id });

export const officeCalls = {
  officeMe: {
    method: 'GET',
    path: '/api/office/me',
    answer: OfficeMe,
    auth: true,
    office: READ_JOBS,
  },
  officeJobs: {
    method: 'GET',
    path: '/api/office/jobs',
    query: OfficeJobQuery,
    answer: OfficeJobList,
    auth: true,
    office: READ_JOBS,
  },
  officeJob: {
    method: 'GET',
    path: '/api/office/jobs/:id',
    params: jobParams,
    answer: OfficeJob,
    auth: true,
    office: READ_JOBS,
  },
  officeCreateJob: {
    method: 'POST',
    path: '/api/office/jobs',
    body: OfficeJobInput,
    answer: OfficeJob,
    auth: true,
    office: RUN_JOBS,
  },
  officeUpdateJob: {
    method: 'PUT',
    path: '/api/office/jobs/:id',
    params: jobParams,
    body: OfficeJobInput,
    answer: OfficeJob,
    auth: true,
    office: RUN_JOBS,
  },
  officeSetJobCrew: {
    method: 'PUT',
    path: '/api/office/jobs/:id/crew',
    params: jobParams,
    body: OfficeJobCrew,
    answer: OfficeJob,
    auth: true,
    office: RUN_JOBS,
  },
  officeCloseJob: {
    method: 'POST',
    path: '/api/office/jobs/:id/close',
    params: jobParams,
    answer: OfficeJob,
    auth: true,
    office: RUN_JOBS,
  },
  officeReopenJob: {
    method: 'POST',
    path: '/api/office/jobs/:id/reopen',
    params: jobParams,
    answer: OfficeJob,
    auth: true,
    office: RUN_JOBS,
  },
  officeJobHistory: {
    method: 'GET',
    path: '/api/office/jobs/:id/history',
    params: jobParams,
    answer: OfficeJobHistory,
    auth: true,
    office: READ_JOBS,
  },
} as const satisfies Record<string, CallDefinition>;
