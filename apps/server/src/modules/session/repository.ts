import type { Kysely } from 'kysely';
import type { Database, Role, UserRow } from '../../db/types.js';

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** First sign-in of a company account: an employee and a user row, as crew. */
export async function createUser(
  db: Kysely<Database>,
  account: { email: string; name: string; role: Role },
): Promise<UserRow> {
  const employee = await db
    .insertInto('employees')
    .values({ full_name: account.name, email: account.email, role: account.role })
    .onConflict((oc) => oc.column('email').doUpdateSet({ full_name: account.name }))
    .returning('employee_id')
    .executeTakeFirstOrThrow();
  return db
    .insertInto('users')
    .values({ ...account, employee_id: employee.employee_id, active: 1 })
    .returningAll()
    .executeTakeFirstOrThrow();
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

/** A session that is neither revoked nor expired, of an active user. */
export function findLiveSession(db: Kysely<Database>, idHash: string, now: string) {
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
    .where('users.active', '=', 1)
    .executeTakeFirst();
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
