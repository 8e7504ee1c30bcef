// Row types of every table. Timestamps are ISO-8601 text and booleans 0/1 integers so the same
// rows and queries work on SQLite and PostgreSQL (SRV-3).
import type { Generated, Insertable, Selectable } from 'kysely';
import type { UserData } from '@fieldops/contract';

export type Role = UserData['role'];

export interface EmployeesTable {
  employee_id: Generated<number>;
  full_name: string;
  email: string;
  role: Role;
}

export interface UsersTable {
  user_id: Generated<number>;
  email: string;
  employee_id: number;
  name: string;
  role: Role;
  active: number;
}

export interface SessionsTable {
  session_id: Generated<number>;
  /** SHA-256 (hex) of the session id the client holds; the id itself is never stored. */
  id_hash: string;
  user_id: number;
  device_id: number | null;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

export interface DevicesTable {
  device_id: Generated<number>;
  user_id: number;
  serial: string;
  model: string;
  platform: string;
  uuid: string;
  os_version: string;
  manufacturer: string;
  is_virtual: number;
  app_version: string;
  last_seen_at: string;
}

export interface IdempotencyRecordsTable {
  record_id: Generated<number>;
  user_id: number;
  idem_key: string;
  method: string;
  path: string;
  request_hash: string;
  status_code: number;
  /** The answer body as JSON text, replayed verbatim. */
  answer: string;
  created_at: string;
}

export interface MenuItemsTable {
  menu_item_id: Generated<number>;
  title: string;
  url: string;
  icon: string;
  sort_order: number;
}

export interface Database {
  employees: EmployeesTable;
  users: UsersTable;
  sessions: SessionsTable;
  devices: DevicesTable;
  idempotency_records: IdempotencyRecordsTable;
  menu_items: MenuItemsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewDevice = Insertable<DevicesTable>;

export type SqlDialect = 'sqlite' | 'postgres';
