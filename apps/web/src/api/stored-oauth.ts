// The `oauth2` key of spec §3 (DB-2, AUTH-3): the provider's tokens kept on the device, beside the
// HTTP client that sends the access token. Apart from stored-session.ts because reading it validates
// with the contract's zod schema: the first screen only needs the session id, so zod stays out of
// the initial JavaScript (UX-4).
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

/** AUTH-4: whether the stored id token still has minutes left. */
export function hasValidToken(now = Date.now()): boolean {
  return isTokenValid(readOAuth()?.expiresAt, now);
}
