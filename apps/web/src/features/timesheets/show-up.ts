// TS-6 show-up as changes to the day: who showed up (is on any job) and when (their earliest
// start). Not showing up takes a person off every job; arriving later moves their first start.
import type { Timesheet } from '@fieldops/contract';
import { parseClock, placeOnShift, shiftFrame } from '@fieldops/contract';

export interface ShowUp {
  employeeID: number;
  /** Their earliest start on the day, or null when they are on no job. */
  arrived: string | null;
}

const placed = (day: Timesheet, time: string) =>
  placeOnShift(shiftFrame(day.shiftStart, day.shiftEnd), parseClock(time) ?? 0);

export function showUps(day: Timesheet, people: readonly number[]): ShowUp[] {
  return people.map((employeeID) => {
    const starts = day.jobs.flatMap((j) =>
      j.crew.filter((c) => c.employeeID === employeeID).map((c) => c.startTime),
    );
    const arrived = starts.sort((a, b) => placed(day, a) - placed(day, b))[0] ?? null;
    return { employeeID, arrived };
  });
}

export function markAbsent(day: Timesheet, employeeID: number): Timesheet {
  return {
    ...day,
    jobs: day.jobs.map((j) => ({ ...j, crew: j.crew.filter((c) => c.employeeID !== employeeID) })),
  };
}

/** Sets the start of the person's earliest entry (their arrival). */
export function setArrival(day: Timesheet, employeeID: number, time: string): Timesheet {
  let first: { job: number; crew: number; at: number } | null = null;
  day.jobs.forEach((j, job) =>
    j.crew.forEach((c, crew) => {
      if (c.employeeID !== employeeID) return;
      const at = placed(day, c.startTime);
      if (!first || at < first.at) first = { job, crew, at };
    }),
  );
  const target = first as { job: number; crew: number } | null;
  if (!target) return day;
  return {
    ...day,
    jobs: day.jobs.map((j, job) =>
      job !== target.job
        ? j
        : { ...j, crew: j.crew.map((c, crew) => (crew === target.crew ? { ...c, startTime: time } : c)) },
    ),
  };
}
