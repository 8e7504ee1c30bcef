// GetForemanCalendar: each day of the range with the jobs the foreman has events on (as foreman
// or crew member), limited to jobs the caller may reach. Kept simple on purpose: a job appears
// on a day only through an event covering that day; being assigned without an event does not
// put a job on every day. Days are calendar days as the events were written (no time zones).
import type { ProcedureAnswer, ProcedureParameters } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { reachableJobsOfEmployee, type JobReader } from '../jobs/service.js';
import { eventsOfJobs, type PlannedEvent } from './repository.js';

/** JOB-4's add-event call records an event here (the er-jobs module checks the job and type). */
export { insertJobEvent as recordJobEvent } from './repository.js';

type CalendarDay = ProcedureAnswer<'GetForemanCalendar'>['days'][number];

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

export async function foremanCalendar(
  db: Kysely<Database>,
  reader: JobReader,
  { foremanID, from, to }: ProcedureParameters<'GetForemanCalendar'>,
): Promise<ProcedureAnswer<'GetForemanCalendar'>> {
  // Jobs come by job number and events in the order added: a day lists its jobs by number, and a
  // job its event types by age.
  const jobs = await reachableJobsOfEmployee(db, reader, foremanID);
  const eventsOf = new Map<number, PlannedEvent[]>();
  for (const event of await eventsOfJobs(
    db,
    jobs.map((j) => j.job_id),
    from,
    to,
  )) {
    eventsOf.set(event.job_id, [...(eventsOf.get(event.job_id) ?? []), event]);
  }
  const days = daysBetween(from, to).map((date): CalendarDay => ({
    date,
    jobs: jobs.flatMap((job) => {
      const covering = (eventsOf.get(job.job_id) ?? []).filter(
        (e) => e.start_day <= date && e.end_day >= date,
      );
      if (covering.length === 0) return [];
      const eventTypes = [...new Set(covering.map((e) => e.event_type))];
      return [
        { jobID: job.job_id, jobNumber: job.job_number, address1: job.address1, city: job.city, eventTypes },
      ];
    }),
  }));
  return { foremanID, days };
}
