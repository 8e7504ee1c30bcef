import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { reachableJobs, type JobReader } from '../jobs/access.js';

/** Events overlapping [from, to] on jobs a foreman leads or crews, among those `reader` reaches. */
export function foremanEvents(
  db: Kysely<Database>,
  reader: JobReader,
  foremanID: number,
  from: string,
  to: string,
) {
  return reachableJobs(db, reader)
    .innerJoin('job_events', 'job_events.job_id', 'jobs.job_id')
    .where((eb) =>
      eb.or([
        eb('jobs.foreman_employee_id', '=', foremanID),
        eb.exists(
          eb
            .selectFrom('job_crew')
            .select('job_crew.job_id')
            .whereRef('job_crew.job_id', '=', 'jobs.job_id')
            .where('job_crew.employee_id', '=', foremanID),
        ),
      ]),
    )
    .where('job_events.start_day', '<=', to)
    .where('job_events.end_day', '>=', from)
    .select([
      'jobs.job_id',
      'jobs.job_number',
      'jobs.address1',
      'jobs.city',
      'job_events.event_type',
      'job_events.start_day',
      'job_events.end_day',
    ])
    .orderBy('jobs.job_number')
    .orderBy('job_events.event_id')
    .execute();
}
