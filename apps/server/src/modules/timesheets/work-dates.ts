// TSX-3: which jobs a foreman may put on his timesheet of a date. Not the reach rule of today
// (closed and moved jobs leave devices) but the job's history: a day worked while the job was
// open and his is saved and confirmed after the job closes or moves to another foreman
// (jobs/history.ts holds the rule; here it is asked for the day, in the day's zone).
import { addDays, DEFAULT_COMPANY_TIME_ZONE, MAX_ID, startOfDayIn, type Timesheet } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import { jobIDsHeldSince, jobNumbers, jobsWorkableDuring, type JobReader } from '../jobs/service.js';

/** Every instant of `date` in `timeZone`: the span the rule is asked about. */
export const daySpan = (date: string, timeZone: string) => ({
  from: startOfDayIn(date, timeZone),
  until: startOfDayIn(addDays(date, 1), timeZone),
});

/** The ones among `jobIDs` that `user` could work on during `date` in `timeZone`. */
export function jobsWorkableOn(
  db: Kysely<Database>,
  user: JobReader,
  jobIDs: readonly number[],
  date: string,
  timeZone: string,
): Promise<Set<number>> {
  return jobsWorkableDuring(db, user, jobIDs, daySpan(date, timeZone));
}

/**
 * The jobs foreman `foremanID` could put on a day of the seven from `weekStart` by their history,
 * among those the caller could too: a job closed or moved during the week is still offered for
 * the days it was his (the device picks from these for the whole week). `except`: jobs already
 * offered (open and reachable now), not asked again.
 */
export async function jobsWorkableInWeek(
  db: Kysely<Database>,
  caller: JobReader,
  foremanID: number,
  weekStart: string,
  timeZone: string,
  except: ReadonlySet<number> = new Set(),
): Promise<number[]> {
  const week = {
    from: daySpan(weekStart, timeZone).from,
    until: daySpan(addDays(weekStart, 6), timeZone).until,
  };
  const held = (await jobIDsHeldSince(db, foremanID, week.from)).filter((id) => !except.has(id));
  // The foreman's own hold, not his role's: a general foreman's week lists the jobs he had.
  const his = await jobsWorkableDuring(db, { role: 'foreman', employeeID: foremanID }, held, week);
  const callers = await jobsWorkableDuring(db, caller, [...his], week);
  return [...callers];
}

/** Ever, for the message: a job never his stays "no such job", so ids cannot be probed. */
const ALL_TIME = { from: '', until: '\uffff' };

/**
 * 400 naming each job of the sheet (`jobs.N.jobID`) that `user` could not work on that day, with
 * its number when the job was his at some other time; nothing is stored.
 */
export async function refuseUnworkableJobs(
  db: Kysely<Database>,
  user: JobReader,
  sheet: Pick<Timesheet, 'jobs' | 'timeSheetDate' | 'timeZone'>,
): Promise<void> {
  const jobIDs = [...new Set(sheet.jobs.map((j) => j.jobID))];
  if (jobIDs.length === 0) return;
  // The callers always give the day's zone; the default only keeps the type honest.
  const zone = sheet.timeZone ?? DEFAULT_COMPANY_TIME_ZONE;
  const askable = jobIDs.filter((id) => id >= 1 && id <= MAX_ID);
  const workable = await jobsWorkableOn(db, user, askable, sheet.timeSheetDate, zone);
  const missing = jobIDs.filter((j) => !workable.has(j));
  if (missing.length === 0) return;
  const everHad = await jobsWorkableDuring(
    db,
    user,
    missing.filter((id) => askable.includes(id)),
    ALL_TIME,
  );
  const numbers = await jobNumbers(db, [...everHad]);
  const details = missing.map((jobID) => {
    const field = `jobs.${sheet.jobs.findIndex((j) => j.jobID === jobID)}.jobID`;
    const jobNumber = numbers.get(jobID);
    const message = jobNumber
      ? `Job ${jobNumber} was not open and yours on ${sheet.timeSheetDate} (${field}): it was closed or with another foreman that day`
      : `No such job, or it is not yours: #${jobID} (${field})`;
    return { field, jobID, ...(jobNumber ? { jobNumber } : {}), message };
  });
  throw badRequest(details.map((d) => d.message).join('; '), details);
}
