// The local-storage keys of spec §3 (DB-2): deviceSerial, currentSessionID and oauth2. Everything
// that reads or writes them goes through here, so the keys and the oauth2 shape are in one place.
import { OAuthTokens, STORAGE_KEYS, isTokenValid } from '@fieldops/contract';
import { z } from 'zod';

/**
 * What is kept under `oauth2` (AUTH-3): the contract's tokens plus the provider endpoints and client
 * id, so that log out can revoke the token even when the app was started offline (AUTH-8).
 */
export const StoredOAuth = OAuthTokens.extend({
  revocationEndpoint: z.string(),
  userinfoEndpoint: z.string(),
  clientId: z.string(),
});
export type StoredOAuth = z.infer<typeof StoredOAuth>;

export interface LocalUser {
  sessionId: string;
  oauth: StoredOAuth | null;
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

export function readOAuth(): StoredOAuth | null {
  const raw = localStorage.getItem(STORAGE_KEYS.oauth2);
  if (!raw) return null;
  try {
    const parsed = StoredOAuth.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeOAuth(tokens: StoredOAuth): void {
  localStorage.setItem(STORAGE_KEYS.oauth2, JSON.stringify(tokens));
}

export function clearOAuth(): void {
  localStorage.removeItem(STORAGE_KEYS.oauth2);
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
  return sessionId ? { sessionId, oauth: readOAuth() } : null;
}

/** AUTH-4: whether the stored id token still has minutes left. */
export function hasValidToken(now = Date.now()): boolean {
  return isTokenValid(readOAuth()?.expiresAt, now);
}
