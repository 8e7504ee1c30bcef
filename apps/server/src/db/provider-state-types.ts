// OPS-2: the tables of provider-state-migration.ts.
import type { ColumnType } from 'kysely';

/** One oidc-provider model instance (Session, Grant, Interaction, AccessToken ...). */
export interface OidcModelsTable {
  model: string;
  model_id: string;
  /** The provider's payload as JSON. */
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  /** ISO-8601; null for models the provider keeps without an expiry. */
  expires_at: string | null;
  /** Epoch seconds, as the provider's `consumed` claim. */
  consumed_at: number | null;
}

export interface OidcKeysTable {
  key_set: string;
  /** The ProviderKeys JSON (private signing key and cookie keys): as secret as the keys file was. */
  keys: string;
  created_at: string;
}

/** PostgreSQL answers bigint as text; SQLite as a number. */
type EpochMs = ColumnType<string | number, number, number>;

export interface RateLimitWindowsTable {
  limit_key: string;
  window_start: EpochMs;
  hits: number;
}

/** The tables above as they sit in Database (db/types.ts). */
export interface ProviderStateTables {
  oidc_models: OidcModelsTable;
  oidc_keys: OidcKeysTable;
  rate_limit_windows: RateLimitWindowsTable;
}
