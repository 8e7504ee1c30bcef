// DB-3: ask the browser once at start to keep our data under storage pressure; the answer is shown
// on the Device page. FIELD-7: while unsent work sits on storage the browser may clear, a banner
// asks again, so the answer is a small store the banner follows (usePersistentStorage). Browsers
// without the API (or that refuse) still work, with best-effort storage.
import { useSyncExternalStore } from 'react';

/**
 * `unknown`: not learned yet (no warning is shown on a guess); `unsupported`: this browser cannot
 * be asked, so its storage stays best-effort.
 */
export type StorageProtection = 'granted' | 'notGranted' | 'unsupported' | 'unknown';

let protection: StorageProtection = 'unknown';
let asked: Promise<boolean | null> | null = null;
const listeners = new Set<() => void>();

function storageManager(): StorageManager | undefined {
  return typeof navigator !== 'undefined' ? navigator.storage : undefined;
}

function settle(next: StorageProtection): void {
  if (next === protection) return;
  protection = next;
  for (const listener of [...listeners]) listener();
}

/** null: not asked yet or not supported. */
export function persistentStorageGranted(): boolean | null {
  if (protection === 'granted') return true;
  return protection === 'notGranted' ? false : null;
}

/** Asks the browser; each call really asks: a browser may agree later (app installed, used more). */
export async function askPersistentStorageAgain(): Promise<boolean | null> {
  const storage = storageManager();
  if (typeof storage?.persist !== 'function') {
    settle('unsupported');
    return null;
  }
  try {
    settle((await storage.persist()) ? 'granted' : 'notGranted');
  } catch (error) {
    console.error('Persistent storage request failed', error);
    settle('notGranted');
  }
  return persistentStorageGranted();
}

/** At start: asks once, whoever calls. */
export function requestPersistentStorage(): Promise<boolean | null> {
  asked ??= askPersistentStorageAgain();
  return asked;
}

/** What the browser says now, without asking: it may have agreed since (site settings, another tab). */
export async function checkPersistentStorage(): Promise<void> {
  const storage = storageManager();
  if (typeof storage?.persisted !== 'function') {
    if (typeof storage?.persist !== 'function') settle('unsupported');
    return;
  }
  try {
    settle((await storage.persisted()) ? 'granted' : 'notGranted');
  } catch (error) {
    console.error('Persistent storage could not be read', error);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => protection;

export function usePersistentStorage(): StorageProtection {
  return useSyncExternalStore(subscribe, current, current);
}

/** Tests only: forget the earlier answer. */
export function resetPersistentStorageRequest(): void {
  asked = null;
  settle('unknown');
}
