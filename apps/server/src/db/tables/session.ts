// Who signs in: users, their sessions and the id tokens already spent (module session).
import type { Generated } from 'kysely';
import type { UserData } from '@fieldops/contract';

export type Role = UserData['role'];

export interface UsersTable {
  user_id: Generated<number>;
  email: string;
  employee_id: number;
  name: string;
  role: Role;
  active: number;
  /** OPS-6: the provider's `sub`, learnt at the first sign-in; null until then. */
  subject: string | null;
}

/** OPS-6: an id token that opened a session (its SHA-256), kept until the token expires. */
export interface SpentIdTokensTable {
  token_hash: string;
  expires_at: string;
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

export interface SessionTables {
  users: UsersTable;
  sessions: SessionsTable;
  spent_id_tokens: SpentIdTokensTable;
}
