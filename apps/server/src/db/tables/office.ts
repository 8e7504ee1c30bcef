// The office roles people hold and the record of what the office did (module office).
import type { Generated } from 'kysely';

export type StoredOfficeRole = 'officeAdmin' | 'officeManager' | 'payroll';

export interface OfficeGrantsTable {
  user_id: number;
  office_role: StoredOfficeRole;
  granted_at: string;
  granted_by_user_id: number | null;
}

/** OFFICE-10: one office action; before is null for a creation. */
export interface OfficeAuditTable {
  audit_id: Generated<number>;
  at: string;
  user_id: number;
  action: string;
  object_kind:
    | 'job'
    | 'person'
    | 'timesheet'
    | 'lists'
    | 'ruleSet'
    | 'webhook'
    | 'reportTemplate'
    | 'report'
    | 'vehicle'
    | 'asset';
  object_id: number;
  job_id: number | null;
  before_json: string | null;
  after_json: string;
}

export interface OfficeTables {
  office_grants: OfficeGrantsTable;
  office_audit: OfficeAuditTable;
}
