// The service_accounts and service_tokens tables (INT-2): one function per query.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ServiceAccountsTable, ServiceTokensTable } from '../../db/types.js';

export type ServiceAccountRow = Selectable<ServiceAccountsTable>;
export type ServiceTokenRow = Selectable<ServiceTokensTable>;

export async function insertServiceAccount(
  db: Kysely<Database>,
  row: Insertable<ServiceAccountsTable>,
): Promise<number> {
  const { service_account_id } = await db
    .insertInto('service_accounts')
    .values(row)
    .returning('service_account_id')
    .executeTakeFirstOrThrow();
  return service_account_id;
}

export function serviceAccountRows(db: Kysely<Database>, id?: number): Promise<ServiceAccountRow[]> {
  let rows = db.selectFrom('service_accounts').selectAll();
  if (id !== undefined) rows = rows.where('service_account_id', '=', id);
  return rows.orderBy('name').orderBy('service_account_id').execute();
}

export async function tokenRowsOf(db: Kysely<Database>, accountIDs: readonly number[]) {
  if (accountIDs.length === 0) return [];
  return db
    .selectFrom('service_tokens')
    .selectAll()
    .where('service_account_id', 'in', [...accountIDs])
    .orderBy('token_id')
    .execute();
}

export async function insertServiceToken(
  db: Kysely<Database>,
  row: Insertable<ServiceTokensTable>,
): Promise<ServiceTokenRow> {
  return db.insertInto('service_tokens').values(row).returningAll().executeTakeFirstOrThrow();
}

/** A token by its hash, with its account (one indexed read on every request a token makes). */
export function findTokenByHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('service_tokens')
    .innerJoin('service_accounts', 'service_accounts.service_account_id', 'service_tokens.service_account_id')
    .select([
      'service_tokens.token_id',
      'service_tokens.expires_at',
      'service_tokens.revoked_at',
      'service_tokens.last_used_at',
      'service_accounts.service_account_id',
      'service_accounts.name',
      'service_accounts.scopes',
      'service_accounts.created_by_user_id',
    ])
    .where('service_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Records a use unless one was recorded since `notBefore` (so at most one write a minute). */
export async function touchToken(
  db: Kysely<Database>,
  tokenID: number,
  now: string,
  notBefore: string,
): Promise<void> {
  await db
    .updateTable('service_tokens')
    .set({ last_used_at: now })
    .where('token_id', '=', tokenID)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', notBefore)]))
    .execute();
}

export async function revokeToken(
  db: Kysely<Database>,
  accountID: number,
  tokenID: number,
  now: string,
): Promise<ServiceTokenRow | undefined> {
  await db
    .updateTable('service_tokens')
    .set({ revoked_at: now })
    .where('token_id', '=', tokenID)
    .where('service_account_id', '=', accountID)
    .where('revoked_at', 'is', null)
    .execute();
  return db
    .selectFrom('service_tokens')
    .selectAll()
    .where('token_id', '=', tokenID)
    .where('service_account_id', '=', accountID)
    .executeTakeFirst();
}
