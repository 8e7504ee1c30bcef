// AUTH-11/AUTH-12: sessions are issued only for a verified company account, live in the database
// (any server instance can check them), expire with a sliding window, and can be revoked. The
// client's session id is 256 random bits; the database holds only its SHA-256 hash, so a leaked
// backup cannot be replayed as sessions.
import { randomBytes } from 'node:crypto';
import type { SessionAnswer, SignInRequest, UserData } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { IdentityProvider } from '../../adapters/identity/identity-provider.js';
import { type VerifiedIdentity, verifyIdToken } from './verify-id-token.js';
import { isoNow } from '../../db/dialect.js';
import type { Database, Role, UserRow } from '../../db/types.js';
import type { WriteWatch } from '../../db/write-watch.js';
import { forbidden, unauthorized } from '../../http/errors.js';
import type { AuthSession } from '../../http/auth.js';
import { hashSessionId, MAX_SESSION_ID_LENGTH } from '../../http/session-id.js';
import { deviceAtSignIn } from '../devices/service.js';
import { upsertEmployee } from '../employees/service.js';
import {
  extendSession,
  findLiveSession,
  findUserByEmail,
  findUserByID,
  findUserBySubject,
  insertSession,
  insertUser,
  lockUser,
  revokeSession,
  setUserSubject,
  spendIdToken,
} from './repository.js';
import { SessionCache } from './session-cache.js';

/**
 * Sliding expiry writes at most once every 5 minutes per session, not on every call: 10,000
 * devices polling every 10 s would otherwise write 166 rows a second (OPS-5); against a 14-day
 * lifetime 5 minutes is no difference.
 */
const TOUCH_INTERVAL_MS = 5 * 60_000;
/**
 * OPS-5: SESSION_CACHE_MS's default. Longer than a device's 10 s poll, so a steady poll reads no
 * session; a sign-out or a change to a user anywhere reaches every instance's cache at once
 * (`peers`), so this bounds only changes made around the server (by hand in the database).
 */
export const DEFAULT_SESSION_CACHE_MS = 60_000;

/** The other instances (PostgreSQL NOTIFY; none on SQLite): how believed sessions stay true. */
export interface SessionPeers {
  /** Another instance changed something (maybe a sign-out): believe nothing cached. */
  onRemote(listener: () => void): void;
  /** False while other instances' news may be missed: every check reads the database. */
  trusted(): boolean;
  /** Tell the other instances (after a sign-out). */
  changed(): void;
}

// The shape lives in http/auth.ts (below the modules), which checks it on every call.
export type { AuthSession };

export { hashSessionId };

/** First sign-in of a company account: an employee (or the one of that email) and a user row. */
async function createAccount(
  trx: Kysely<Database>,
  account: { email: string; name: string; role: Role; subject: string },
) {
  const employeeID = await upsertEmployee(trx, {
    email: account.email,
    fullName: account.name,
    role: account.role,
  });
  return insertUser(trx, { ...account, employeeID });
}

/** INT-2: a user as a request knows it (a service account acts under its administrator's). */
export async function userDataOf(db: Kysely<Database>, userID: number): Promise<UserData | undefined> {
  const row = await findUserByID(db, userID);
  return row
    ? { userID: row.user_id, employeeID: row.employee_id, email: row.email, name: row.name, role: row.role }
    : undefined;
}

/** The names users show under (a note's or a photo's "created by"), by user id. */
export { deleteEndedSessions, deleteExpiredSpentTokens, userNames } from './repository.js';
export {
  accountEmailTaken,
  accountsOfEmployees,
  employeeIDsOfUsers,
  inactiveEmployeeIDs,
  inviteAccount,
  setAccountActive,
  updateAccountOfEmployee,
} from './accounts.js';

/**
 * Holds work of one user one at a time until the caller's transaction ends: the chat logger's
 * rate limit counts a user's messages, and many requests at once (a burst, or several server
 * instances) must not all pass the count. On PostgreSQL the no-op update takes the user's row
 * lock, and the next request's count (a new snapshot under READ COMMITTED) then sees this one's
 * message; SQLite runs one write transaction at a time anyway. Alternative: an advisory lock,
 * which needs PostgreSQL-only SQL.
 */
export function lockUserRow(trx: Kysely<Database>, userID: number): Promise<void> {
  return lockUser(trx, userID);
}

/**
 * OPS-6: the account a verified identity signs in as: by the provider's subject; by email only
 * at its first sign-in (which then records the subject). An email already bound to another
 * subject is refused: the provider gave that address to someone else.
 */
async function userOf(trx: Kysely<Database>, verified: VerifiedIdentity): Promise<UserRow> {
  const known = await findUserBySubject(trx, verified.subject);
  if (known) return known;
  const byEmail = await findUserByEmail(trx, verified.email);
  if (!byEmail) {
    const { email, name, subject } = verified;
    return createAccount(trx, { email, name, subject, role: 'crew' });
  }
  if (byEmail.subject !== null) {
    throw forbidden('This email address belongs to another account; ask your office');
  }
  await setUserSubject(trx, byEmail.user_id, verified.subject);
  return { ...byEmail, subject: verified.subject };
}

export interface SessionServiceOptions {
  db: Kysely<Database>;
  identity: IdentityProvider;
  companyDomain: string;
  ttlHours: number;
  /** OPS-5: how long a checked session is believed without the database (0: never). */
  cacheMs?: number;
  /** Writes through `db`: a change to users (a role, a deactivation) drops every believed session. */
  writes?: WriteWatch;
  peers?: SessionPeers;
}

export function sessionService(options: SessionServiceOptions) {
  const { db, identity, companyDomain, ttlHours } = options;
  const ttlMs = ttlHours * 3_600_000;
  const cache = new SessionCache<AuthSession>(options.cacheMs ?? DEFAULT_SESSION_CACHE_MS);
  options.writes?.onWrite((table) => {
    if (table === 'users' || table === 'employees' || table === '?') cache.clear();
  });
  options.peers?.onRemote(() => cache.clear());

  async function signIn(request: SignInRequest): Promise<SessionAnswer> {
    const verified = await verifyIdToken(request.token, identity, companyDomain);
    if (verified.email !== request.email.toLowerCase()) {
      throw unauthorized('The email does not match the account of the sign-in token');
    }
    return db.transaction().execute(async (trx) => {
      const spent = isoNow(new Date(verified.expiresAt * 1000));
      if (!(await spendIdToken(trx, hashSessionId(request.token), spent))) {
        throw unauthorized('This sign-in token was already used; sign in again');
      }
      const user = await userOf(trx, verified);
      if (user.active !== 1) throw forbidden('This account is not active; ask your office to enable it');
      const deviceId = await deviceAtSignIn(trx, user.user_id, request.device);
      const sessionId = randomBytes(32).toString('base64url');
      const now = new Date();
      const expiresAt = isoNow(new Date(now.getTime() + ttlMs));
      await insertSession(trx, {
        id_hash: hashSessionId(sessionId),
        user_id: user.user_id,
        device_id: deviceId,
        now: isoNow(now),
        expires_at: expiresAt,
      });
      const userData: UserData = {
        userID: user.user_id,
        employeeID: user.employee_id,
        email: user.email,
        name: user.name,
        role: user.role,
      };
      return { sessionId, user: userData, expiresAt };
    });
  }

  /**
   * OPS-5: the session a request's id hash names when this instance believes it and it needs no
   * sliding-expiry write: answered without a promise (most polls); undefined sends the caller to
   * `authenticate`.
   */
  function believed(idHash: string): AuthSession | undefined {
    const nowMs = Date.now();
    if (options.peers?.trusted() === false) return undefined;
    const entry = cache.get(idHash, nowMs);
    return entry && nowMs - entry.lastSeenAt < TOUCH_INTERVAL_MS ? entry.session : undefined;
  }

  /**
   * The session a `sid` names, or null when it is unknown, expired, revoked or of an inactive user.
   * `knownHash`: the id's hash when the request already computed it (http/session-id.ts).
   */
  async function authenticate(sid: string | undefined, knownHash?: string): Promise<AuthSession | null> {
    if (!sid || sid.length > MAX_SESSION_ID_LENGTH) return null;
    const idHash = knownHash ?? hashSessionId(sid);
    const nowMs = Date.now();
    const believed = options.peers?.trusted() === false ? undefined : cache.get(idHash, nowMs);
    if (believed) {
      if (nowMs - believed.lastSeenAt >= TOUCH_INTERVAL_MS) {
        const now = new Date(nowMs);
        believed.lastSeenAt = now.getTime();
        await extendSession(
          db,
          believed.session.sessionId,
          isoNow(now),
          isoNow(new Date(now.getTime() + ttlMs)),
        );
      }
      return believed.session;
    }
    const now = new Date(nowMs);
    const row = await findLiveSession(db, idHash, isoNow(now));
    if (!row) return null;
    let lastSeenAt = Date.parse(row.last_seen_at);
    if (now.getTime() - lastSeenAt >= TOUCH_INTERVAL_MS) {
      lastSeenAt = now.getTime();
      await extendSession(db, row.session_id, isoNow(now), isoNow(new Date(now.getTime() + ttlMs)));
    }
    const session: AuthSession = {
      sessionId: row.session_id,
      deviceId: row.device_id,
      user: {
        userID: row.user_id,
        employeeID: row.employee_id,
        email: row.email,
        name: row.name,
        role: row.role,
      },
    };
    cache.set(idHash, session, lastSeenAt, now.getTime());
    return session;
  }

  async function signOut(db: Kysely<Database>, session: AuthSession): Promise<void> {
    await revokeSession(db, session.sessionId, isoNow());
    // Refused on this instance from now on; on the others once they hear of it (peers).
    cache.forget(session.sessionId);
    options.peers?.changed();
  }

  return { signIn, authenticate, believed, signOut };
}

export type SessionService = ReturnType<typeof sessionService>;
