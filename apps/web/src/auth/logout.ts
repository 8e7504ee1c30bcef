// AUTH-8: log out. Local state goes first, so the device is signed out even when the network calls
// fail; ending the server session and revoking the token are best effort, each capped in time.
import { calls } from '@fieldops/contract';
import { del } from '../api/http';
import { clearUserCache } from '../db/local-database';
import { clearSessionId, readSessionId } from './local-user';
import { type StoredOAuth, clearOAuth, readOAuth } from './stored-oauth';

const LOGOUT_CALL_TIMEOUT_MS = 4_000;

/** POSTs the access token to the provider's revocation endpoint as a form. */
export async function revokeToken(oauth: StoredOAuth): Promise<void> {
  const response = await fetch(oauth.revocationEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: oauth.accessToken, client_id: oauth.clientId }).toString(),
    signal: AbortSignal.timeout(LOGOUT_CALL_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Token revocation answered ${response.status}`);
}

export async function logOut(navigate: (path: string) => void): Promise<void> {
  const sessionId = readSessionId();
  const oauth = readOAuth();
  clearSessionId();
  const pending: Promise<unknown>[] = [];
  if (sessionId) {
    pending.push(
      del(calls.endSession.path, { query: { sid: sessionId }, timeoutMs: LOGOUT_CALL_TIMEOUT_MS }),
    );
  }
  if (oauth) pending.push(revokeToken(oauth));
  for (const result of await Promise.allSettled(pending)) {
    if (result.status === 'rejected') {
      console.error(
        'Log out: a server call failed',
        result.reason instanceof Error ? result.reason.message : '',
      );
    }
  }
  clearOAuth();
  await clearUserCache().catch((error: unknown) => console.error('Log out: cache not cleared', error));
  navigate('/login');
}
