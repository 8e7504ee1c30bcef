// INT-2: service accounts and their tokens. A token is `fo_svc_` and 32 random bytes (base64url),
// shown once; the database keeps its SHA-256 only (a fast hash is enough for 256 random bits: no
// dictionary to try, unlike a password). Each request a token makes reads its row (revocation
// and expiry hold at once on every instance; machines make few requests, so no cache), and its
// last use is written at most once a minute.
import { randomBytes } from 'node:crypto';
import {
  SERVICE_SCOPES,
  SERVICE_TOKEN_PREFIX,
  type IssuedServiceToken,
  type NewServiceAccount,
  type NewServiceToken,
  type ServiceAccount,
  type ServiceScope,
  type ServiceToken,
  type UserData,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import type { AuthSession } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { hashServiceToken, type ServiceTokenCheck } from '../../http/service-token.js';
import { userDataOf } from '../session/service.js';
import {
  findTokenByHash,
  insertServiceAccount,
  insertServiceToken,
  revokeToken,
  serviceAccountRows,
  tokenRowsOf,
  touchToken,
  type ServiceTokenRow,
} from './repository.js';

/** A use is recorded at most this often per token (a write per request would be a write per row sent). */
export const LAST_USE_INTERVAL_MS = 60_000;
const HINT_LENGTH = SERVICE_TOKEN_PREFIX.length + 4;

const scopesOf = (stored: string): ServiceScope[] =>
  SERVICE_SCOPES.filter((scope) => stored.split(' ').includes(scope));

const tokenView = (row: ServiceTokenRow): ServiceToken => ({
  tokenID: row.token_id,
  hint: `${row.hint}…`,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  lastUsedAt: row.last_used_at,
});

export async function listServiceAccounts(db: Kysely<Database>, id?: number): Promise<ServiceAccount[]> {
  const accounts = await serviceAccountRows(db, id);
  const tokens = await tokenRowsOf(
    db,
    accounts.map((a) => a.service_account_id),
  );
  return accounts.map((a) => ({
    serviceAccountID: a.service_account_id,
    name: a.name,
    scopes: scopesOf(a.scopes),
    createdAt: a.created_at,
    tokens: tokens.filter((t) => t.service_account_id === a.service_account_id).map(tokenView),
  }));
}

export async function serviceAccount(db: Kysely<Database>, id: number): Promise<ServiceAccount> {
  const [account] = await listServiceAccounts(db, id);
  if (!account) throw notFound(`There is no service account #${id}`);
  return account;
}

export async function createServiceAccount(
  db: Kysely<Database>,
  admin: UserData,
  input: NewServiceAccount,
): Promise<ServiceAccount> {
  const id = await insertServiceAccount(db, {
    name: input.name,
    scopes: SERVICE_SCOPES.filter((scope) => input.scopes.includes(scope)).join(' '),
    created_at: isoNow(),
    created_by_user_id: admin.userID,
  });
  return serviceAccount(db, id);
}

export async function issueServiceToken(
  db: Kysely<Database>,
  accountID: number,
  input: Required<NewServiceToken>,
): Promise<IssuedServiceToken> {
  await serviceAccount(db, accountID);
  const token = `${SERVICE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = new Date();
  const row = await insertServiceToken(db, {
    service_account_id: accountID,
    token_hash: hashServiceToken(token),
    hint: token.slice(0, HINT_LENGTH),
    created_at: isoNow(now),
    expires_at: isoNow(new Date(now.getTime() + input.expiresInDays * 86_400_000)),
  });
  return { token, details: tokenView(row) };
}

export async function revokeServiceToken(
  db: Kysely<Database>,
  accountID: number,
  tokenID: number,
): Promise<ServiceToken> {
  const row = await revokeToken(db, accountID, tokenID, isoNow());
  if (!row) throw notFound(`Service account #${accountID} has no token #${tokenID}`);
  return tokenView(row);
}

/** The names of these service accounts, by id (the office record shows them). */
export async function serviceAccountNames(
  db: Kysely<Database>,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = new Set(ids.filter((id): id is number => id !== null));
  if (wanted.size === 0) return new Map();
  const rows = await serviceAccountRows(db);
  return new Map(
    rows.filter((r) => wanted.has(r.service_account_id)).map((r) => [r.service_account_id, r.name]),
  );
}

/** What http/service-token.ts asks on each request a token makes. */
export function serviceTokenCheck(db: Kysely<Database>): ServiceTokenCheck {
  return {
    async authenticate(tokenHash): Promise<AuthSession | string> {
      const row = await findTokenByHash(db, tokenHash);
      const now = new Date();
      if (!row) return 'This service token is not known';
      if (row.revoked_at !== null) return 'This service token was revoked';
      if (row.expires_at <= isoNow(now)) return 'This service token has expired';
      const user = await userDataOf(db, row.created_by_user_id);
      if (!user) return 'This service token is not known';
      const lastUse = row.last_used_at === null ? 0 : Date.parse(row.last_used_at);
      if (now.getTime() - lastUse >= LAST_USE_INTERVAL_MS) {
        await touchToken(
          db,
          row.token_id,
          isoNow(now),
          isoNow(new Date(now.getTime() - LAST_USE_INTERVAL_MS)),
        );
      }
      return {
        sessionId: 0,
        deviceId: null,
        user,
        serviceAccount: {
          serviceAccountID: row.service_account_id,
          name: row.name,
          tokenID: row.token_id,
          scopes: scopesOf(row.scopes),
        },
      };
    },
  };
}
