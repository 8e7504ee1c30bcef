// The two halves of sign-in: leave for the provider; on return, check its answer and open a server
// session with the verified id token (the same createSession call and checks as the field app; the
// console is recorded as a browser device).
import { deviceSerial } from '@fieldops/contract';
import { type CallFailure, officeCall } from '../api/office-call';
import { clearSession, readSession, writeSession } from '../api/session-store';
import { authorizationUrl, tokensFromHash } from './authorize';

const DEVICE_UUID_KEY = 'fieldops.office.deviceUuid';

/** Leaving the page for the provider; an object so tests can replace it. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

function browserUuid(): string {
  const kept = localStorage.getItem(DEVICE_UUID_KEY);
  if (kept) return kept;
  const made = crypto.randomUUID();
  localStorage.setItem(DEVICE_UUID_KEY, made);
  return made;
}

export async function leaveForProvider(): Promise<CallFailure | null> {
  const config = await officeCall('authConfig');
  if (!config.ok) return config.failure;
  browserNavigation.assign(authorizationUrl(config.value));
  return null;
}

/** Completes sign-in from the provider's answer; a failure is returned for the page to show. */
export async function completeSignIn(hash: string): Promise<CallFailure | null> {
  const config = await officeCall('authConfig');
  if (!config.ok) return config.failure;
  let tokens;
  try {
    tokens = tokensFromHash(hash, Date.now());
  } catch (error) {
    console.error('Office sign-in refused', error instanceof Error ? error.message : error);
    return { kind: 'unexpected', message: 'The provider answer did not pass its checks' };
  }
  clearSession();
  const now = Date.now();
  const opened = await officeCall('createSession', {
    body: {
      email: tokens.email,
      token: tokens.idToken,
      device: {
        model: navigator.userAgent.slice(0, 200),
        platform: 'web',
        uuid: browserUuid(),
        version: 'office',
        manufacturer: 'unknown',
        isVirtual: false,
        serial: deviceSerial(null, tokens.idToken, now),
      },
      gps: null,
      password: '',
    },
  });
  if (!opened.ok) return opened.failure;
  writeSession({
    sessionId: opened.value.sessionId,
    accessToken: tokens.accessToken,
    email: tokens.email,
    revocationEndpoint: config.value.revocationEndpoint,
    clientId: config.value.clientId,
  });
  return null;
}

/** Ends the server session and revokes the token, best effort; the tab forgets them first. */
export async function signOut(): Promise<void> {
  const session = readSession();
  if (!session) return;
  const ending = officeCall('endSession');
  clearSession();
  await Promise.allSettled([
    ending,
    fetch(session.revocationEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: session.accessToken, client_id: session.clientId }).toString(),
      signal: AbortSignal.timeout(4_000),
    }),
  ]);
}
