// The local-storage keys of spec §3 (DB-2): deviceSerial and currentSessionID (oauth2 is in
// stored-oauth.ts). Everything that reads or writes them goes through here, so the keys are in one
// place. No schema here: the start and the route guard read it before anything else loads (UX-4).
import { STORAGE_KEYS } from '@fieldops/contract';

export interface LocalUser {
  sessionId: string;
}

export function readSessionId(): string | null {
  return localStorage.getItem(STORAGE_KEYS.currentSessionID) || null;
}

export function writeSessionId(sessionId: string): void {
  localStorage.setItem(STORAGE_KEYS.currentSessionID, sessionId);
}

export function clearSessionId(): void {
  localStorage.removeItem(STORAGE_KEYS.currentSessionID);
}

export function readDeviceSerial(): string | null {
  return localStorage.getItem(STORAGE_KEYS.deviceSerial) || null;
}

export function writeDeviceSerial(serial: string): void {
  localStorage.setItem(STORAGE_KEYS.deviceSerial, serial);
}

/** START-1: the signed-in user on this device, if any (a non-empty session id, NAV-2). */
export function readLocalUser(): LocalUser | null {
  const sessionId = readSessionId();
  return sessionId ? { sessionId } : null;
}
