// AUTH-5: after the provider answered, ask our server for a session. The device serial (AUTH-10)
// is fixed first; the GPS fix is only used if it comes quickly.
import { type SessionAnswer, deviceSerial } from '@fieldops/contract';
import { call } from '../api/calls';
import { saveSessionUser } from '../db/session-user';
import { type DeviceAdapter, device as defaultDevice } from '../platform/device';
import { type GeolocationAdapter, geolocation as defaultGeolocation } from '../platform/geolocation';
import { clearSessionId, readDeviceSerial, writeDeviceSerial, writeSessionId } from './local-user';
import type { StoredOAuth } from './stored-oauth';

export const SIGN_IN_GPS_TIMEOUT_MS = 1_500;

export interface SessionDeps {
  device?: DeviceAdapter;
  geolocation?: GeolocationAdapter;
  now?: number;
}

/** AUTH-10: the serial kept under `deviceSerial`, made from the token when missing or short. */
export function ensureDeviceSerial(token: string, now: number): string {
  const serial = deviceSerial(readDeviceSerial(), token, now);
  writeDeviceSerial(serial);
  return serial;
}

export async function openSession(tokens: StoredOAuth, deps: SessionDeps = {}): Promise<SessionAnswer> {
  const now = deps.now ?? Date.now();
  const serial = ensureDeviceSerial(tokens.idToken, now);
  // An old session must not ride along (sid, bearer) on the request that replaces it.
  clearSessionId();
  const [facts, gps] = await Promise.all([
    (deps.device ?? defaultDevice).getInfo(),
    (deps.geolocation ?? defaultGeolocation).currentPosition(SIGN_IN_GPS_TIMEOUT_MS),
  ]);
  const answer = await call('createSession', {
    body: {
      email: tokens.identity.email,
      token: tokens.idToken,
      device: { ...facts, serial },
      gps,
      password: '',
    },
  });
  writeSessionId(answer.sessionId);
  // TS-2: who signed in (employee id, role) is read offline by the timesheet screens. A failed
  // write must not fail the sign-in: the screens then ask to sign in again.
  await saveSessionUser(answer.user).catch((error: unknown) =>
    console.error('Signed-in user not saved', error instanceof Error ? error.message : error),
  );
  return answer;
}
