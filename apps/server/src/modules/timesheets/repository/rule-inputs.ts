// What the timesheet rules read besides timesheets: the crew's days off (crew_days_off) and the
// jobs' subsistence facts (job_subsistence, TS-5). Both tables are the timesheets module's.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';

export async function daysOff(
  db: Kysely<Database>,
  employeeIDs: readonly number[],
  from: string,
  to: string,
) {
  if (employeeIDs.length === 0) return [];
  const rows = await db
    .selectFrom('crew_days_off')
    .select(['employee_id', 'day'])
    .where('employee_id', 'in', [...new Set(employeeIDs)])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((r) => ({ employeeID: r.employee_id, date: r.day }));
}

export async function jobSubsistence(db: Kysely<Database>, jobIDs: readonly number[]) {
  if (jobIDs.length === 0) return new Map<number, { subsistenceJob: boolean; distanceKm: number | null }>();
  const rows = await db
    .selectFrom('job_subsistence')
    .selectAll()
    .where('job_id', 'in', [...new Set(jobIDs)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.job_id,
      {
        subsistenceJob: r.subsistence_job === 1,
        distanceKm: r.distance_km === null ? null : Number(r.distance_km),
      },
    ]),
  );
}
