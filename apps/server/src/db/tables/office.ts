// The office roles people hold and the record of what the office did (module office).
import type { ColumnType, Generated } from 'kysely';

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
    | 'asset'
    | 'serviceAccount'
    | 'equipment';
  object_id: number;
  job_id: number | null;
  before_json: string | null;
  after_json: string;
  /** INT-2: the service account whose token made the change; null for a person's own. */
  service_account_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OfficeTables {
  office_grants: OfficeGrantsTable;
  office_audit: OfficeAuditTable;
}
