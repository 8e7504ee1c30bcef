// OFFICE-9: a job's photos with their time and position, and each photo's bytes, for whoever in
// the office reads jobs (the reviewer included).
import { z } from 'zod';
import { OfficeJobPhotos } from '../office-photos.js';
import { BinaryAnswer, ReferenceCode } from '../reports.js';
import { id, type CallDefinition } from './definition.js';

const READ_JOBS = ['officeAdmin', 'officeManager', 'payroll', 'reviewer'] as const;

export const officePhotoCalls = {
  officeJobPhotos: {
    method: 'GET',
    path: '/api/office/jobs/:id/photos',
    params: z.object({ id }),
    answer: OfficeJobPhotos,
    auth: true,
    office: READ_JOBS,
  },
  officeJobPhoto: {
    method: 'GET',
    path: '/api/office/jobs/:id/photos/:ref',
    params: z.object({ id, ref: ReferenceCode }),
    answer: BinaryAnswer,
    answerMediaTypes: ['image/jpeg'],
    auth: true,
    office: READ_JOBS,
  },
} as const satisfies Record<string, CallDefinition>;
