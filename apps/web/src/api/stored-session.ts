// The session this device holds, under the local-storage keys of spec §3 (DB-2): deviceSerial and
// currentSessionID here, the provider's tokens (oauth2) in stored-oauth.ts. Beside the HTTP client,
// which sends them with every request; sign-in (auth/) writes them and everything above reads them
// through auth/local-user.ts. No schema here: the start and the route guard read it before anything
// else loads (UX-4).
import { STORAGE_KEYS } from '@fieldops/contract';

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
