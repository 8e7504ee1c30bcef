// CREW-1: the clock as the screens see it, read from the device only: a crew member's punches (his
// own, sent or waiting) give his state ("clocked in since 6:58 at J-4102 · waiting to send"),
// and the open jobs on the device are where he may clock in, each with its site fence (CREW-2).
import {
  type ClockState,
  type SiteFence,
  clockStateOf,
  correctedPunchTime,
  todayIn,
} from '@fieldops/contract';
import type { FieldOpsDatabase } from '../db/database';
import { db } from '../db/database';
import { useLiveQuery } from '../db/live-query';
import type { LocalPunch } from '../db/records';
import { readCrewRoster } from '../db/crew-roster';
import { readSessionUser } from '../db/session-user';
import { readCompanyTimeZone } from '../db/company-time-zone';

/** A punch as the clock reads it: the server's copy once sent, else the device's with its offset. */
export function punchView(local: LocalPunch) {
  const source = local.stored ?? { ...local.punch, correctedTime: correctedPunchTime(local.punch) };
  return {
    punchID: local.punchID,
    employeeID: local.employeeID,
    kind: source.kind,
    jobID: source.jobID,
    corrects: source.corrects,
    correctedTime: source.correctedTime,
    waiting: local.queueID !== null,
    flags: local.stored?.flags ?? [],
  };
}

export interface MyClock {
  state: ClockState;
  /** The punch that decides the state still waits to be sent. */
  waiting: boolean;
  jobNumber: string | null;
}

export async function readMyClock(employeeID: number, database: FieldOpsDatabase = db): Promise<MyClock> {
  const views = (await database.crewPunches.where('employeeID').equals(employeeID).toArray()).map(punchView);
  const state = clockStateOf(views, employeeID);
  const last = state.last ? views.find((v) => v === state.last) : undefined;
  const job = state.last ? await database.jobs.get(state.last.jobID) : undefined;
  return { state, waiting: last?.waiting ?? false, jobNumber: job?.jobNumber ?? null };
}

export const useMyClock = (employeeID: number | null) =>
  useLiveQuery(async () => (employeeID === null ? null : readMyClock(employeeID)), [employeeID]);

export interface ClockJob {
  jobID: number;
  jobNumber: string;
  fence: SiteFence | null;
}

/** The open jobs on the device, by number: where the signed-in person may clock in. */
export async function readClockJobs(database: FieldOpsDatabase = db): Promise<ClockJob[]> {
  const jobs = await database.jobs.orderBy('jobNumber').toArray();
  return jobs
    .filter((job) => job.jobID > 0 && job.status !== 'Closed')
    .map((job) => ({ jobID: job.jobID, jobNumber: job.jobNumber, fence: job.fence ?? null }));
}

export const useClockJobs = () => useLiveQuery(() => readClockJobs(), []);

/** CREW-2: a punch of the day as the foreman's list shows it: who, where, when, its flags. */
export interface DayPunch extends ReturnType<typeof punchView> {
  name: string;
  jobNumber: string;
  corrected: boolean;
}

/** The punches whose (corrected) time falls in [from, to), newest first, with names. */
export async function readDayPunches(
  from: string,
  to: string,
  database: FieldOpsDatabase = db,
): Promise<DayPunch[]> {
  const views = (await database.crewPunches.toArray()).map(punchView);
  const inDay = views.filter((v) => v.correctedTime >= from && v.correctedTime < to);
  const correctedIDs = new Set(views.flatMap((v) => (v.corrects ? [v.corrects.punchID] : [])));
  const roster = await readCrewRoster(database);
  const user = await readSessionUser(database);
  const jobs = new Map((await database.jobs.toArray()).map((job) => [job.jobID, job.jobNumber]));
  return inDay
    .sort((a, b) => b.correctedTime.localeCompare(a.correctedTime))
    .map((v) => ({
      ...v,
      name:
        roster.people[v.employeeID]?.name ??
        (user?.employeeID === v.employeeID ? user.name : `#${v.employeeID}`),
      jobNumber: jobs.get(v.jobID) ?? `#${v.jobID}`,
      corrected: correctedIDs.has(v.punchID),
    }));
}

export const useDayPunches = (from: string, to: string) =>
  useLiveQuery(() => readDayPunches(from, to), [from, to]);

/** The company's today and zone, for a day's list of punches. */
export const useCompanyDay = () =>
  useLiveQuery(async () => {
    const timeZone = await readCompanyTimeZone();
    return { day: todayIn(timeZone), timeZone };
  }, []);
