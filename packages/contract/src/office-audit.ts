// OFFICE-10: the record of every office action: who, when, what, and the object before and after.
import { z } from 'zod';

export const OFFICE_AUDIT_KINDS = [
  'job',
  'person',
  'timesheet',
  'lists',
  'ruleSet',
  'webhook',
  'reportTemplate',
  'report',
  'vehicle',
  'asset',
  'serviceAccount',
  'equipment',
] as const;

export const OfficeAuditQuery = z.object({
  userID: z.coerce.number().int().positive().optional(),
  jobID: z.coerce.number().int().positive().optional(),
  objectKind: z.enum(OFFICE_AUDIT_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type OfficeAuditQuery = z.infer<typeof OfficeAuditQuery>;

export const OfficeAuditEntry = z.object({
  auditID: z.number().int(),
  at: z.string(),
  user: z.object({ userID: z.number().int(), name: z.string() }),
  /** INT-2: the service account whose token made the change (the user is the administrator who made that account). */
  serviceAccount: z.object({ serviceAccountID: z.number().int(), name: z.string() }).nullable(),
  /** The office call made (e.g. officeCloseJob). */
  action: z.string(),
  objectKind: z.enum(OFFICE_AUDIT_KINDS),
  objectID: z.number().int(),
  jobID: z.number().int().nullable(),
  /** The object as the office saw it before (null: it was created) and after. */
  before: z.unknown(),
  after: z.unknown(),
});
export type OfficeAuditEntry = z.infer<typeof OfficeAuditEntry>;

export const OfficeAuditList = z.object({
  entries: z.array(OfficeAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OfficeAuditList = z.infer<typeof OfficeAuditList>;
