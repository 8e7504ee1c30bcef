// OFFICE-1, OFFICE-2: what the office console sends and reads. Office roles are held beside a
// person's field role (an office manager may also be on a crew): the office administrator runs
// people and settings, the office manager runs jobs, payroll exports pay periods, and the reviewer
// (the field role of that name) reviews what the field sends.
import { z } from 'zod';
import { MAX_FENCE_RADIUS_M, MIN_FENCE_RADIUS_M } from './crew-time/fence.js';
import { RecordID } from './jobs.js';

export const OFFICE_ROLES = ['officeAdmin', 'officeManager', 'payroll', 'reviewer'] as const;
export const OfficeRole = z.enum(OFFICE_ROLES);
export type OfficeRole = z.infer<typeof OfficeRole>;

/** Who is signed in to the console, with the office roles the server found for them. */
export const OfficeMe = z.object({
  userID: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(OfficeRole),
});
export type OfficeMe = z.infer<typeof OfficeMe>;

export const OFFICE_JOB_SORTS = ['jobNumber', '-jobNumber', 'updated', '-updated', 'city', '-city'] as const;
export const OFFICE_PAGE_SIZE_MAX = 200;

/** OFFICE-2: the job list's filter, search, sort and page (10,000 jobs are paged, never sent whole). */
export const OfficeJobQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['Open', 'Closed', 'all']).default('all'),
  foremanID: z.coerce.number().int().positive().optional(),
  sort: z.enum(OFFICE_JOB_SORTS).default('-updated'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(OFFICE_PAGE_SIZE_MAX).default(50),
});
export type OfficeJobQuery = z.infer<typeof OfficeJobQuery>;

const Person = z.object({ employeeID: z.number().int(), name: z.string() });

export const OfficeJob = z.object({
  jobID: z.number().int(),
  jobNumber: z.string(),
  workType: z.string(),
  workDescription: z.string(),
  address1: z.string(),
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** CREW-2: the fence radius the office set; null: the default. */
  fenceRadiusM: z.number().nullable().optional(),
  status: z.enum(['Open', 'Closed']),
  isEmergency: z.boolean(),
  foreman: Person.nullable(),
  crew: z.array(Person),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OfficeJob = z.infer<typeof OfficeJob>;

export const OfficeJobList = z.object({
  jobs: z.array(OfficeJob),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OfficeJobList = z.infer<typeof OfficeJobList>;

/** A job as the office writes it; the job number is the contractor's own (its ERP's), unique. */
export const OfficeJobInput = z.object({
  jobNumber: z.string().trim().min(1).max(40),
  workType: z.string().trim().min(1).max(200),
  workDescription: z.string().trim().max(4_000),
  address1: z.string().trim().max(300),
  city: z.string().trim().max(100),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  /** CREW-2: the site fence's radius in metres; absent or null: DEFAULT_FENCE_RADIUS_M. */
  fenceRadiusM: z.number().int().min(MIN_FENCE_RADIUS_M).max(MAX_FENCE_RADIUS_M).nullable().optional(),
});
export type OfficeJobInput = z.infer<typeof OfficeJobInput>;

/** Who works the job: its foreman (or none) and the crew besides him. */
export const OfficeJobCrew = z.object({
  foremanID: RecordID.nullable(),
  crew: z.array(RecordID).max(200),
});
export type OfficeJobCrew = z.infer<typeof OfficeJobCrew>;

export const OfficeJobHistory = z.array(
  z.object({
    changedAt: z.string(),
    change: z.enum(['opened', 'closed', 'foreman', 'crewJoined', 'crewLeft']),
    employee: Person.nullable(),
  }),
);
export type OfficeJobHistory = z.infer<typeof OfficeJobHistory>;
