// Shared server test data for timesheets: the ordinary day a foreman saves (one job, 07:00 on, one
// crew member who took lunch), so each test names only what it varies. Days of another shape (a
// night shift, two jobs, an empty crew) stay written out where they are the point of the test.
import type { Timesheet } from '@fieldops/contract';

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
