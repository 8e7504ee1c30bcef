// OFFICE-7: a report's PDF and photos are bytes the browser loads itself (an <iframe>, an <img>):
// their office calls' paths, from the report row, with the console's session as every call has it.
import { readSession } from '../api/session-store';

export function withSession(path: string): string {
  const url = new URL(path, window.location.origin);
  const session = readSession();
  if (session) url.searchParams.set('sid', session.sessionId);
  return `${url.pathname}${url.search}`;
}
