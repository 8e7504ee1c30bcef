// DB-3: a full disk is told to the user, never swallowed. Writes go through `guardWrite`, which
// reports a quota error to whoever listens (the shell shows a notification) and rethrows it.
type StorageErrorKind = 'quota' | 'other';
type Listener = (kind: StorageErrorKind, error: unknown) => void;

const listeners = new Set<Listener>();

export function onStorageError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Dexie wraps the DOMException; the quota error can sit on the error itself or on `inner`. */
export function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    const name = (e as { name?: unknown }).name;
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    e = (e as { inner?: unknown }).inner;
  }
  return false;
}

/** Tells the listeners about a failed write; answers whether it was a quota error. */
export function reportStorageError(error: unknown): boolean {
  const kind: StorageErrorKind = isQuotaError(error) ? 'quota' : 'other';
  console.error('Local database write failed', kind, error instanceof Error ? error.message : error);
  for (const listener of [...listeners]) listener(kind, error);
  return kind === 'quota';
}

export async function guardWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    reportStorageError(error);
    throw error;
  }
}
