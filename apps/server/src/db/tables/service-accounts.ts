// INT-2, INT-3: machine access (service accounts and their tokens) and the other systems' ids of
// our rows (module service-accounts).
import type { Generated } from 'kysely';

export interface ServiceAccountsTable {
  service_account_id: Generated<number>;
  name: string;
  /** The account's scopes, space-separated (as OAuth writes them). */
  scopes: string;
  created_at: string;
  /** The office administrator who made it: the user its changes are recorded under. */
  created_by_user_id: number;
}

export interface ServiceTokensTable {
  token_id: Generated<number>;
  service_account_id: number;
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  /** The token's first characters, to tell tokens apart in a list. */
  hint: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

/** INT-3: another system's id of one of our rows (module integration). */
export interface ExternalIDsTable {
  kind: 'job' | 'person';
  external_id: string;
  record_id: number;
}

export interface ServiceAccountTables {
  service_accounts: ServiceAccountsTable;
  service_tokens: ServiceTokensTable;
  external_ids: ExternalIDsTable;
}
