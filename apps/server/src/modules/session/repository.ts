// Users (the accounts that sign in, each as one employee) and their sessions.
import type { CompiledQuery, Kysely } from 'kysely';
import { chunked } from '../../db/dialect.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database, Role, UserRow } from '../../db/types.js';

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserByID(db: Kysely<Database>, userID: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('user_id', '=', userID).executeTakeFirst();
}

/** OPS-6: the user the provider's subject signed in as before. */
export function findUserBySubject(db: Kysely<Database>, subject: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('subject', '=', subject).executeTakeFirst();
}

export async function setUserSubject(db: Kysely<Database>, userID: number, subject: string): Promise<void> {
  await db.updateTable('users').set({ subject }).where('user_id', '=', userID).execute();
}

/**
 * OPS-6: records that an id token opened a session; false when it already had (one token, one
 * session). Concurrent uses of one token: the primary key lets exactly one insert through.
 */
export async function spendIdToken(
  db: Kysely<Database>,
  tokenHash: string,
  expiresAt: string,
): Promise<boolean> {
  const result = await db
    .insertInto('spent_id_tokens')
    .values({ token_hash: tokenHash, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** OPS-3: spent tokens past their expiry can open nothing anyway. */
export async function deleteExpiredSpentTokens(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('spent_id_tokens').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** First sign-in of a company account: its user row, for the employee it signs in as. */
export function insertUser(
  db: Kysely<Database>,
  account: { email: string; name: string; role: Role; employeeID: number; subject: string },
): Promise<UserRow> {
  const { employeeID, ...user } = account;
  return db
    .insertInto('users')
    .values({ ...user, employee_id: employeeID, active: 1 })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The names users show under (a note's or a photo's "created by"), by user id. */
// SCALE-2: compiled once per number of ids (a note's author, a delta's note authors).
const userNamesQuery = preparedQuery((db, _shape: 'names', v: { ids: readonly number[] }) =>
  db.selectFrom('users').select(['user_id', 'name']).where('user_id', 'in', v.ids),
);

export async function userNames(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const chunk of chunked([...new Set(ids)])) {
    const rows = await userNamesQuery(db, 'names', { ids: chunk });
    for (const r of rows) names.set(r.user_id, r.name);
  }
  return names;
}

/** A no-op update: takes the user's row lock until the transaction ends (see lockUserRow). */
export async function lockUser(db: Kysely<Database>, userID: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ active: eb.ref('active') }))
    .where('user_id', '=', userID)
    .execute();
}

export async function insertSession(
  db: Kysely<Database>,
  row: { id_hash: string; user_id: number; device_id: number; now: string; expires_at: string },
): Promise<void> {
  const { now, ...rest } = row;
  await db
    .insertInto('sessions')
    .values({ ...rest, created_at: now, last_seen_at: now, revoked_at: null })
    .execute();
}

function liveSessionQuery(db: Kysely<Database>, idHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .select([
      'sessions.session_id',
      'sessions.device_id',
      'sessions.last_seen_at',
      'users.user_id',
      'users.employee_id',
      'users.email',
      'users.name',
      'users.role',
    ])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.active', '=', 1);
}

type LiveSession = Awaited<ReturnType<ReturnType<typeof liveSessionQuery>['executeTakeFirst']>>;

/**
 * OPS-5: the session check runs on every request, so its query is built and compiled once per
 * database and run with each request's values (Kysely's builder and compiler cost more than
 * SQLite's lookup). The values sit in the compiled parameters in the order they were given,
 * checked once against markers.
 */
const compiledLiveSession = new WeakMap<Kysely<Database>, CompiledQuery<NonNullable<LiveSession>>>();

function compiledLiveSessionOf(db: Kysely<Database>) {
  let compiled = compiledLiveSession.get(db);
  if (!compiled) {
    compiled = liveSessionQuery(db, '\u0000id', '\u0000now').compile();
    if (compiled.parameters.join('|') !== '\u0000id|\u0000now|1') {
      throw new Error('The session query does not take its values in the expected order');
    }
    compiledLiveSession.set(db, compiled);
  }
  return compiled;
}

/** A session that is neither revoked nor expired, of an active user. */
export async function findLiveSession(
  db: Kysely<Database>,
  idHash: string,
  now: string,
): Promise<LiveSession> {
  const compiled = compiledLiveSessionOf(db);
  const result = await db.executeQuery<NonNullable<LiveSession>>({
    ...compiled,
    parameters: [idHash, now, 1],
  });
  return result.rows[0];
}

export async function extendSession(db: Kysely<Database>, sessionId: number, now: string, expiresAt: string) {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('session_id', '=', sessionId)
    .execute();
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('session_id', '=', sessionId).execute();
}

/** OPS-3: sessions past their expiry, or revoked, before `before` (they can never be used again). */
export async function deleteEndedSessions(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
