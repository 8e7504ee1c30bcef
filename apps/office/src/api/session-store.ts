// The console's session: the server session id and the provider's tokens, kept in sessionStorage
// (one tab, gone with it: the console is online only and a shared office computer should not keep
// a signed-in session after the tab is closed).
import { z } from 'zod';

const SESSION_KEY = 'fieldops.office.session';

export const OfficeSession = z.object({
  sessionId: z.string(),
  accessToken: z.string(),
  email: z.string(),
  revocationEndpoint: z.string(),
  clientId: z.string(),
});
export type OfficeSession = z.infer<typeof OfficeSession>;

export function readSession(storage: Storage = sessionStorage): OfficeSession | null {
  const raw = storage.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed = OfficeSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeSession(session: OfficeSession, storage: Storage = sessionStorage): void {
  storage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(storage: Storage = sessionStorage): void {
  storage.removeItem(SESSION_KEY);
}

// A 401 on any call ends the console's session; the frame listens and returns to sign-in.
const signedOutListeners = new Set<() => void>();

export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export function endSessionLocally(): void {
  clearSession();
  for (const listener of signedOutListeners) listener();
}
