// SCALE-2: a fleet as the poll bench models it: one user per device, crews and foremen on their
// own job sets (issue 32: 2 shared users made 30,000 "devices" share 2 cached answers). Of every
// ten users one is a foreman; the jobs number a third of the users; each crew member is on 3 jobs
// spread over the yard, each job has one foreman (so about 8 crew and a foreman reach a job).
import { createHash, randomBytes } from 'node:crypto';

export interface FleetPlan {
  users: { email: string; name: string; role: 'crew' | 'foreman' }[];
  jobs: number;
  /** The foreman of job j: users[leads[j]]. */
  leads: number[];
  /** [job index, user index] of every crew row. */
  crew: [number, number][];
}

export const JOBS_PER_CREW = 3;

export function fleetPlan(devices: number): FleetPlan {
  const users = Array.from({ length: devices }, (_, i) => {
    const role = i % 10 === 9 ? ('foreman' as const) : ('crew' as const);
    return { email: `fleet-${i}@acme.example`, name: `Fleet ${role} ${i}`, role };
  });
  const foremen = users.flatMap((u, i) => (u.role === 'foreman' ? [i] : []));
  const jobs = Math.max(JOBS_PER_CREW, Math.ceil(devices / 3));
  const leads = Array.from({ length: jobs }, (_, j) => foremen[j % Math.max(1, foremen.length)] ?? 0);
  const crew: [number, number][] = [];
  users.forEach((user, i) => {
    if (user.role !== 'crew') return;
    // Three jobs a third of the yard apart, so neighbours share some jobs and not others.
    for (let k = 0; k < JOBS_PER_CREW; k++)
      crew.push([(i + Math.floor((k * jobs) / JOBS_PER_CREW)) % jobs, i]);
  });
  return { users, jobs, leads, crew };
}

/** The jobs each user reaches under the plan (the foreman's and the crew's), by user index. */
export function jobsOfUsers(plan: FleetPlan): number[][] {
  const reach = plan.users.map(() => new Set<number>());
  plan.leads.forEach((user, job) => reach[user]!.add(job));
  for (const [job, user] of plan.crew) reach[user]!.add(job);
  return reach.map((jobs) => [...jobs].sort((a, b) => a - b));
}

/** Statements that write the plan, for `?` (SQLite) or `$n` (PostgreSQL) placeholders. */
export interface FleetWriter {
  /** Inserts rows, returning the generated ids in order. */
  insert(table: string, columns: string[], rows: unknown[][], id: string): Promise<number[]>;
}

const hash = (sid: string) => createHash('sha256').update(sid).digest('hex');

export interface FleetDevice {
  sid: string;
  /** Database ids of the jobs its user reaches (the writers pick one of them). */
  jobIDs: number[];
}

/** Writes the plan's employees, users, jobs, crews and one session per user. */
export async function seedFleet(writer: FleetWriter, plan: FleetPlan): Promise<FleetDevice[]> {
  const now = new Date().toISOString();
  // Stamped an hour back: a steady-state poll carries no job until a writer touches one.
  const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const expires = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const employeeIDs = await writer.insert(
    'employees',
    ['full_name', 'email', 'role'],
    plan.users.map((u) => [u.name, u.email, u.role]),
    'employee_id',
  );
  const userIDs = await writer.insert(
    'users',
    ['email', 'employee_id', 'name', 'role', 'active'],
    plan.users.map((u, i) => [u.email, employeeIDs[i], u.name, u.role, 1]),
    'user_id',
  );
  const tag = randomBytes(3).toString('hex');
  const jobIDs = await writer.insert(
    'jobs',
    [
      'job_number',
      'address1',
      'city',
      'work_type',
      'work_description',
      'crew_folder',
      'crew_folder_id',
      'status',
      'is_emergency',
      'foreman_employee_id',
      'created_at',
      'updated_at',
    ],
    plan.leads.map((lead, j) => [
      `F-${tag}-${j}`,
      `${j} Fleet Road`,
      'Portland',
      'Utility locate',
      'Bench fleet job',
      `Crew ${j}`,
      `fleet-folder-${tag}-${j}`,
      'Open',
      0,
      employeeIDs[lead],
      anHourAgo,
      anHourAgo,
    ]),
    'job_id',
  );
  await writer.insert(
    'job_crew',
    ['job_id', 'employee_id'],
    plan.crew.map(([job, user]) => [jobIDs[job], employeeIDs[user]]),
    'job_id',
  );
  const sids = plan.users.map(() => randomBytes(32).toString('base64url'));
  await writer.insert(
    'sessions',
    ['id_hash', 'user_id', 'created_at', 'expires_at', 'last_seen_at'],
    sids.map((sid, i) => [hash(sid), userIDs[i], now, expires, now]),
    'session_id',
  );
  const reach = jobsOfUsers(plan);
  return sids.map((sid, i) => ({ sid, jobIDs: reach[i]!.map((j) => jobIDs[j]!) }));
}
