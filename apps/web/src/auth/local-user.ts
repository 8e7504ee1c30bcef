// START-1: the signed-in user on this device. The stored session itself (its local-storage keys)
// lives in api/stored-session.ts, beside the HTTP client that sends it, so the client needs nothing
// of auth/; screens and the device's work read it through here (screens never import api/).
import { readSessionId } from '../api/stored-session';

export {
  clearSessionId,
  readDeviceSerial,
  readSessionId,
  writeDeviceSerial,
  writeSessionId,
} from '../api/stored-session';

export interface LocalUser {
  sessionId: string;
}

/** START-1: the signed-in user on this device, if any (a non-empty session id, NAV-2). */
export function readLocalUser(): LocalUser | null {
  const sessionId = readSessionId();
  return sessionId ? { sessionId } : null;
}
