// GetForemanCalendar: each day of the range with the jobs the foreman has events on (as foreman
// or crew member), limited to jobs the caller may reach. Kept simple on purpose: a job appears
// on a day only through an event covering that day; being assigned without an event does not
// put a job on every day. Days are calendar days as the events were written (no time zones).
import type { ProcedureAnswer, ProcedureParameters } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { JobReader } from '../jobs/access.js';
import { foremanEvents } from './repository.js';

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
  const events = await foremanEvents(db, reader, foremanID, from, to);
  const days = daysBetween(from, to).map((date): CalendarDay => {
    const jobs = new Map<number, CalendarDay['jobs'][number]>();
    for (const e of events) {
      if (e.start_day > date || e.end_day < date) continue;
      const job = jobs.get(e.job_id) ?? {
        jobID: e.job_id,
        jobNumber: e.job_number,
        address1: e.address1,
        city: e.city,
        eventTypes: [],
      };
      if (!job.eventTypes.includes(e.event_type)) job.eventTypes.push(e.event_type);
      jobs.set(e.job_id, job);
    }
    return { date, jobs: [...jobs.values()] };
  });
  return { foremanID, days };
}
