// FIELD-7: work that exists only in this browser's storage: tasks not sent yet, report drafts and
// the photos taken for them. If the browser clears best-effort storage under pressure, all of it is
// gone; the shell warns while that can happen (shell/UnsentWorkBanner.tsx).
import { useEffect } from 'react';
import { useLiveQuery } from './live-query';
import { type FieldOpsDatabase, db } from './database';
import { checkPersistentStorage, usePersistentStorage } from './persist';

/**
 * Every account's tasks count, not only the signed-in one's: they all sit in this browser's storage
 * and would be lost together, and asking to keep it protects them all. count() reads no record;
 * picking the owner's would read every task with its payload (an upload carries up to 10 MB) on
 * each change of the queue, since the queue has no owner index (the schema is the spec's).
 * Drafts are read only when the queue is empty; a photo's Blob is not read with its record.
 */
export async function hasUnsentWork(database: FieldOpsDatabase = db): Promise<boolean> {
  if ((await database.updateQueue.count()) > 0) return true;
  const draft = await database.reports.filter((report) => report.status === 'draft').first();
  if (draft) return true;
  return (await database.photos.filter((photo) => photo.status === 'draft').first()) !== undefined;
}

export interface UnsentWorkAtRisk {
  /** Unsent work on storage the browser may clear (not granted, or the browser cannot be asked). */
  atRisk: boolean;
  /** Asking again can help (the browser has the API and said no so far). */
  canAsk: boolean;
}

export function useUnsentWorkAtRisk(): UnsentWorkAtRisk {
  const unsent = useLiveQuery(() => hasUnsentWork(), []) ?? false;
  const protection = usePersistentStorage();
  // Read the browser's answer again when it starts to matter: it may have changed since the start.
  useEffect(() => {
    if (unsent) void checkPersistentStorage();
  }, [unsent]);
  const exposed = protection === 'notGranted' || protection === 'unsupported';
  return { atRisk: unsent && exposed, canAsk: protection === 'notGranted' };
}
