// DB-3: ask the browser once to keep our data under storage pressure; the answer is shown on the
// Device page. Browsers without the API (or that refuse) still work, with best-effort storage.
let persisted: boolean | null = null;
let asked: Promise<boolean | null> | null = null;

export function requestPersistentStorage(): Promise<boolean | null> {
  asked ??= (async () => {
    const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
    if (!storage || typeof storage.persist !== 'function') return null;
    try {
      persisted = await storage.persist();
    } catch (error) {
      console.error('Persistent storage request failed', error);
      persisted = false;
    }
    return persisted;
  })();
  return asked;
}

/** null: not asked yet or not supported. */
export function persistentStorageGranted(): boolean | null {
  return persisted;
}

/** Tests only: forget the earlier answer. */
export function resetPersistentStorageRequest(): void {
  persisted = null;
  asked = null;
}
