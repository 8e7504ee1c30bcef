// Shared server test data for timesheets: the ordinary day a foreman saves (one job, 07:00 on, one
// crew member who took lunch), so each test names only what it varies. Days of another shape (a
// night shift, two jobs, an empty crew) stay written out where they are the point of the test.
import { addDays, mondayOf, todayIn, type Timesheet } from '@fieldops/contract';
import type { TestServer } from './harness.js';

export interface OneJobDay {
  date: string;
  jobID: number;
  /** The crew member on the job. */
  employeeID: number;
  /** The shift's end (15:30 unless said). */
  shiftEnd?: string;
  /** The job's end (15:30 unless said). */
  jobEnd?: string;
  /** The crew member's end (the job's end unless said). */
  crewEnd?: string;
  status?: Timesheet['status'];
}

/** A day of one job from 07:00, one crew member on it with lunch taken. */
export function oneJobDay(day: OneJobDay): Timesheet {
  const jobEnd = day.jobEnd ?? '15:30';
  return {
    timeSheetID: null,
    timeSheetDate: day.date,
    shiftStart: '07:00',
    shiftEnd: day.shiftEnd ?? '15:30',
    ...(day.status ? { status: day.status } : {}),
    jobs: [
      {
        jobID: day.jobID,
        startTime: '07:00',
        endTime: jobEnd,
        crew: [
          {
            employeeID: day.employeeID,
            startTime: '07:00',
            endTime: day.crewEnd ?? jobEnd,
            lunchTaken: true,
          },
        ],
      },
    ],
  };
}

/** The Monday two weeks back: its days are past (so confirmable), whatever today is. */
export const PAST_MONDAY = addDays(mondayOf(todayIn('America/Los_Angeles')), -14);

/** An open job the foreman led a week before `date` (so work on `date` may be recorded on it). */
export async function jobLedBefore(server: TestServer, foremanID: number, date: string): Promise<number> {
  const job = await server.app.database.db
    .selectFrom('jobs')
    .select('job_id')
    .where('foreman_employee_id', '=', foremanID)
    .where('status', '=', 'Open')
    .where('created_at', '<', addDays(date, -7))
    .orderBy('job_id')
    .executeTakeFirstOrThrow();
  return job.job_id;
}
