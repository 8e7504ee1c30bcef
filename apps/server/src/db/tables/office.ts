// The office roles people hold (module office).
export type StoredOfficeRole = 'officeAdmin' | 'officeManager' | 'payroll';

export interface OfficeGrantsTable {
  user_id: number;
  office_role: StoredOfficeRole;
  granted_at: string;
  granted_by_user_id: number | null;
}

export interface OfficeTables {
  office_grants: OfficeGrantsTable;
}
