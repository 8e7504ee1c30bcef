// OFFICE-9: a job's folders set up and tracked from the console: who reads jobs sees them; who runs
// jobs sets them up (made on the drive at once, inside the job's crew folder).
import { z } from 'zod';
import { OfficeJobFolderNames, OfficeJobFolders } from '../office-folders.js';
import { id, type CallDefinition } from './definition.js';

const READ_JOBS = ['officeAdmin', 'officeManager', 'payroll', 'reviewer'] as const;
const RUN_JOBS = ['officeAdmin', 'officeManager'] as const;
const jobParams = z.object({ id });

export const officeFolderCalls = {
  officeJobFolders: {
    method: 'GET',
    path: '/api/office/jobs/:id/folders',
    params: jobParams,
    answer: OfficeJobFolders,
    auth: true,
    office: READ_JOBS,
  },
  officeSetUpJobFolders: {
    method: 'POST',
    path: '/api/office/jobs/:id/folders',
    params: jobParams,
    body: OfficeJobFolderNames,
    answer: OfficeJobFolders,
    auth: true,
    office: RUN_JOBS,
  },
} as const satisfies Record<string, CallDefinition>;
