// The company's people (module employees).
import type { ColumnType, Generated } from 'kysely';
import type { Role } from './session.js';

export interface EmployeesTable {
  employee_id: Generated<number>;
  full_name: string;
  email: string;
  role: Role;
  /** TSX-5: trade and class (crew roster); null until set. */
  trade: ColumnType<string | null, string | null | undefined, string | null>;
  worker_class: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface EmployeesTables {
  employees: EmployeesTable;
}
