import { TOKEN_MIN_REMAINING_MS } from '../constants.js';

/** AUTH-3: the claims of an id token, read without verifying it (the server verifies). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Expiry in epoch milliseconds, read from the token's `exp` claim. */
export function tokenExpiry(token: string): number | null {
  const exp = decodeJwtPayload(token)?.['exp'];
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** AUTH-4: an id token is valid only while it has minutes left before expiry. */
export function isTokenValid(expiresAt: number | null | undefined, now: number): boolean {
  return typeof expiresAt === 'number' && expiresAt - now >= TOKEN_MIN_REMAINING_MS;
}
