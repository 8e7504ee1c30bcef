// FIELD-7, TRUST-2: changes waiting in the queue live only in this browser's storage. If the
// browser clears best-effort storage under pressure, they are gone; the shell warns while that can
// happen (shell/UnsentWorkBanner.tsx), and only then: the warning leaves with the last change sent.
import { useEffect } from 'react';
import { useLiveQuery } from './live-query';
import { type FieldOpsDatabase, db } from './database';
import { checkPersistentStorage, usePersistentStorage } from './persist';

/**
 * Every account's tasks count, not only the signed-in one's: they all sit in this browser's storage
 * and would be lost together, and asking to keep it protects them all. count() reads no record.
 * TRUST-2: report drafts no longer count: a draft is still being filled in (its form says so), and
 * counting it kept the warning up beside the queue's "Nothing is waiting" (docs/decisions.md).
 */
export function unsentChangeCount(database: FieldOpsDatabase = db): Promise<number> {
  return database.updateQueue.count();
}

export interface UnsentWorkAtRisk {
  /** Changes not sent yet; the warning shows only while some are on storage the browser may clear. */
  count: number;
  /** Unsent work on storage the browser may clear (not granted, or the browser cannot be asked). */
  atRisk: boolean;
  /** Asking again can help (the browser has the API and said no so far). */
  canAsk: boolean;
}

export function useUnsentWorkAtRisk(): UnsentWorkAtRisk {
  // TRUST-11: 0 until the count comes, so a first answer of 0 renders the frame no second time.
  const count = useLiveQuery(() => unsentChangeCount(), [], 0);
  const unsent = count > 0;
  const protection = usePersistentStorage();
  // Read the browser's answer again when it starts to matter: it may have changed since the start.
  useEffect(() => {
    if (unsent) void checkPersistentStorage();
  }, [unsent]);
  const exposed = protection === 'notGranted' || protection === 'unsupported';
  return { count, atRisk: unsent && exposed, canAsk: protection === 'notGranted' };
}
