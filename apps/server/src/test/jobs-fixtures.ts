// Shared by the jobs-area tests: the seeded demo company's people and a few direct database
// moves that no call makes yet (reassigning, closing, ageing jobs).
import { procedures, type ProcedureAnswer, type ProcedureName } from '@fieldops/contract';
import type { TestServer } from './harness.js';
import { command } from './harness.js';

export const FRANK = 'foreman@acme.example';
export const GRACE = 'general.foreman@acme.example';
export const CARLOS = 'crew@acme.example';
export const RITA = 'reviewer@acme.example';
/** A second foreman, in no demo account: signed in (created as crew), then `promoteToForeman`. */
export const FIONA = 'fiona.foreman@acme.example';

export async function employeeID(server: TestServer, email: string): Promise<number> {
  const row = await server.app.database.db
    .selectFrom('employees')
    .select('employee_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.employee_id;
}

/** Runs a procedure and checks the answer against the contract's schema. */
export async function runProcedure<P extends ProcedureName>(
  server: TestServer,
  sid: string,
  name: P,
  parameters: Record<string, string | number | boolean | null>,
  headers: Record<string, string> = {},
): Promise<ProcedureAnswer<P>> {
  const answer = await server.app.inject(command(sid, name, parameters, headers));
  if (answer.statusCode !== 200) throw new Error(`${name} answered ${answer.statusCode}: ${answer.body}`);
  return procedures[name].answer.parse(answer.json()) as ProcedureAnswer<P>;
}

/** Open job ids in the database that `email` is foreman of or on the crew of, by plain SQL. */
export async function assignedOpenJobIDs(server: TestServer, email: string): Promise<number[]> {
  const employee = await employeeID(server, email);
  const db = server.app.database.db;
  const led = await db
    .selectFrom('jobs')
    .select('job_id')
    .where('foreman_employee_id', '=', employee)
    .where('status', '=', 'Open')
    .execute();
  const crewed = await db
    .selectFrom('job_crew')
    .innerJoin('jobs', 'jobs.job_id', 'job_crew.job_id')
    .select('jobs.job_id')
    .where('job_crew.employee_id', '=', employee)
    .where('jobs.status', '=', 'Open')
    .execute();
  return [...new Set([...led, ...crewed].map((r) => r.job_id))].sort((a, b) => a - b);
}

export async function openJobIDs(server: TestServer): Promise<number[]> {
  const rows = await server.app.database.db
    .selectFrom('jobs')
    .select('job_id')
    .where('status', '=', 'Open')
    .orderBy('job_id')
    .execute();
  return rows.map((r) => r.job_id);
}

/** A job nobody of `email`'s crew or leadership holds: open, with another foreman, no crew row. */
export async function foreignOpenJobID(server: TestServer, email: string): Promise<number> {
  const mine = new Set(await assignedOpenJobIDs(server, email));
  const other = (await openJobIDs(server)).find((id) => !mine.has(id));
  if (other === undefined) throw new Error('The demo data has no job foreign to ' + email);
  return other;
}

export async function closedJobID(server: TestServer): Promise<number> {
  const row = await server.app.database.db
    .selectFrom('jobs')
    .select('job_id')
    .where('status', '=', 'Closed')
    .orderBy('job_id')
    .executeTakeFirstOrThrow();
  return row.job_id;
}

/** Moves every job's updated_at into the past, so a test controls what "changed" means. */
export async function ageAllJobs(server: TestServer, to = '2024-06-01T00:00:00.000Z'): Promise<void> {
  await server.app.database.db.updateTable('jobs').set({ updated_at: to }).execute();
}

/** Open job ids that `email` leads (foreman of), by plain SQL, in id order. */
export async function ledOpenJobIDs(server: TestServer, email: string): Promise<number[]> {
  const rows = await server.app.database.db
    .selectFrom('jobs')
    .select('job_id')
    .where('foreman_employee_id', '=', await employeeID(server, email))
    .where('status', '=', 'Open')
    .orderBy('job_id')
    .execute();
  return rows.map((r) => r.job_id);
}

export async function jobNumberOf(server: TestServer, jobID: number): Promise<string> {
  const row = await server.app.database.db
    .selectFrom('jobs')
    .select('job_number')
    .where('job_id', '=', jobID)
    .executeTakeFirstOrThrow();
  return row.job_number;
}

/** A second foreman: a user signed in (created as crew), then promoted by the office. */
export async function promoteToForeman(server: TestServer, email: string): Promise<void> {
  const db = server.app.database.db;
  await db.updateTable('users').set({ role: 'foreman' }).where('email', '=', email).execute();
  await db.updateTable('employees').set({ role: 'foreman' }).where('email', '=', email).execute();
}
