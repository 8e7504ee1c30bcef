// The office, acting through its real HTTP calls (OFFICE-7, OFFICE-8): Olivia Office signs in
// through the provider in her own browser profile, like every harness sign-in, and her session
// makes the office's calls from the test. No SQL: what the office does is what its calls do.
import type { E2eWorld } from './world.js';
import { signedInPage } from './world.js';

export const OFFICE_ACCOUNT = 'office@acme.example';

export interface OfficeSession {
  /** One office call: its status and its JSON answer (null when the answer is not JSON). */
  call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }>;
  close(): Promise<void>;
}

export async function officeSession(world: E2eWorld): Promise<OfficeSession> {
  const { page, context } = await signedInPage(world, { email: OFFICE_ACCOUNT, precached: false });
  const sid = await page.evaluate(() => localStorage.getItem('currentSessionID'));
  if (!sid) throw new Error('The office account got no session');
  return {
    async call(method, path, body) {
      const url = new URL(path, world.server.url);
      url.searchParams.set('sid', sid);
      const answer = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      return { status: answer.status, json };
    },
    close: () => context.close(),
  };
}
