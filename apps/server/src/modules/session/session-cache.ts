// OPS-5: a session checked against the database is believed for a few seconds, keyed by the
// SHA-256 of its id (as the database keys it), so a device's polls do not each read the sessions
// table. Revocation: a sign-out on this instance drops the entry at once; a session revoked,
// expired or deactivated anywhere else is refused once its entry ages out (`ttlMs`).

/** Entries kept at most; the oldest goes first (10,000 devices need 10,000). */
const MAX_SESSIONS = 200_000;

interface Entry<Session> {
  session: Session;
  /** When the entry stops being believed (ms). */
  until: number;
  /** The sessions row's last_seen_at (ms): the sliding expiry is written at most once a minute. */
  lastSeenAt: number;
}

/** Generic in the session it holds, so it needs nothing from the service that uses it (no cycle). */
export class SessionCache<Session extends { sessionId: number }> {
  private readonly entries = new Map<string, Entry<Session>>();
  constructor(private readonly ttlMs: number) {}

  get(idHash: string, now: number): Entry<Session> | undefined {
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    if (entry.until > now) return entry;
    this.entries.delete(idHash);
    return undefined;
  }

  set(idHash: string, session: Session, lastSeenAt: number, now: number): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(idHash);
    this.entries.set(idHash, { session, until: now + this.ttlMs, lastSeenAt });
    if (this.entries.size > MAX_SESSIONS) this.entries.delete(this.entries.keys().next().value!);
  }

  /** A change to users: a role or a deactivation must not wait for the entries to age out. */
  clear(): void {
    this.entries.clear();
  }

  /** A sign-out: the session is refused on this instance from now on. */
  forget(sessionId: number): void {
    for (const [hash, entry] of this.entries) {
      if (entry.session.sessionId === sessionId) this.entries.delete(hash);
    }
  }
}
