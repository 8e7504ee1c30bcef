// The start most server test files share: a server on its own test database (SQLite, or PostgreSQL
// with TEST_DATABASE=postgres), people signed in through the real session call, and for a crew
// member the first open job they are assigned to. One place, so a change to signing in or to the
// demo data is made once. The caller closes the server (`afterAll(() => server?.close())`).
import { signIn, startTestServer, type TestServer } from './harness.js';
import { assignedOpenJobIDs, CARLOS } from './jobs-fixtures.js';

type Env = Record<string, string>;
type ServerOptions = Parameters<typeof startTestServer>[1];

/** A server with `email` signed in: its session id is `sid`. */
export async function signedInServer(
  email: string,
  env: Env = {},
  options: ServerOptions = {},
): Promise<{ server: TestServer; sid: string }> {
  const server = await startTestServer(env, options);
  return { server, sid: await signIn(server, email) };
}

/** A server with a crew member (Carlos unless named) signed in, and the first open job he is on. */
export async function signedInCrew(
  email: string = CARLOS,
  env: Env = {},
  options: ServerOptions = {},
): Promise<{ server: TestServer; sid: string; jobID: number }> {
  const { server, sid } = await signedInServer(email, env, options);
  const [jobID] = await assignedOpenJobIDs(server, email);
  if (jobID === undefined) throw new Error(`${email} is on no open job in the demo data`);
  return { server, sid, jobID };
}

/** A server with each of `emails` signed in, one after another: `sids[email]`. */
export async function signedInServerAs<E extends string>(
  emails: readonly E[],
  env: Env = {},
  options: ServerOptions = {},
): Promise<{ server: TestServer; sids: Record<E, string> }> {
  const server = await startTestServer(env, options);
  const sids = {} as Record<E, string>;
  for (const email of emails) sids[email] = await signIn(server, email);
  return { server, sids };
}
