// The office, as the office really works (issue 29): a person signs in to the console at /office/
// through the provider, and the harness makes the console's own calls with that session, so a
// test's "the office closes the job" is the office's call (officeCloseJob), checks and history
// included, never SQL written into the server's database.
import type { Browser, Page } from 'playwright-core';
import { freshPage } from './browser.js';
import type { RunningServer } from './server.js';
import { DEMO_PASSWORD } from './sign-in.js';

export const OFFICE_ACCOUNT = 'office@acme.example';
const SESSION_KEY = 'fieldops.office.session';

/** The console's sign-in: its page, the provider's form, back to the console. */
export async function signInToOffice(page: Page, baseUrl: string, email = OFFICE_ACCOUNT): Promise<void> {
  await page.goto(`${baseUrl}/office/sign-in`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|continue/i }).click();
  await page.waitForURL(
    (url) => /^\/office(\/|$)/.test(url.pathname) && !url.pathname.startsWith('/office/sign-in'),
  );
}

/** The console's session id in this page's tab (sessionStorage), once sign-in has opened it. */
export async function officeSessionId(page: Page): Promise<string> {
  const raw = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
  const sessionId = raw ? (JSON.parse(raw) as { sessionId?: unknown }).sessionId : undefined;
  if (typeof sessionId !== 'string') throw new Error('No office session in this tab');
  return sessionId;
}

/** One office call with a session, as the console sends it; the status and the parsed answer. */
export async function officeRequest(
  server: RunningServer,
  sid: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const url = new URL(path, server.url);
  url.searchParams.set('sid', sid);
  const answer = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

const sessions = new WeakMap<RunningServer, Promise<string>>();

/** An office administrator's session on this server, signed in once through the console. */
export function officeSession(world: { server: RunningServer; browser: Browser }): Promise<string> {
  let session = sessions.get(world.server);
  if (!session) {
    session = (async () => {
      const { context, page } = await freshPage(world.browser);
      try {
        await signInToOffice(page, world.server.url);
        return await officeSessionId(page);
      } finally {
        await context.close();
      }
    })();
    sessions.set(world.server, session);
  }
  return session;
}

/** The office closes a job by its number (officeJobs to find it, then officeCloseJob); its id. */
export async function closeJobAsOffice(
  world: { server: RunningServer; browser: Browser },
  jobNumber: string,
): Promise<number> {
  const sid = await officeSession(world);
  const found = await officeRequest(
    world.server,
    sid,
    'GET',
    `/api/office/jobs?${new URLSearchParams({ search: jobNumber, status: 'all' })}`,
  );
  const jobs = (found.body as { jobs?: { jobID: number; jobNumber: string }[] }).jobs ?? [];
  const job = jobs.find((candidate) => candidate.jobNumber === jobNumber);
  if (found.status !== 200 || !job) throw new Error(`No job ${jobNumber} (${found.status})`);
  const closed = await officeRequest(world.server, sid, 'POST', `/api/office/jobs/${job.jobID}/close`);
  if (closed.status !== 200) throw new Error(`Closing ${jobNumber} answered ${closed.status}`);
  return job.jobID;
}
