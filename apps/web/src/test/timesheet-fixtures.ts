// TSX-5: the people, jobs and days the per-foreman timesheet tests share.
import type { JobFolder, Timesheet, TimesheetDefaults, UserData } from '@fieldops/contract';
import { jobFolder } from './job-fixtures';

/** A user of the given role, named and mailed after the id. */
export function person(
  employeeID: number,
  role: UserData['role'] = 'foreman',
  name = `Person ${employeeID}`,
): UserData {
  return { userID: employeeID, employeeID, email: `p${employeeID}@acme.example`, name, role };
}

/** A job a foreman may put on a timesheet: J-<id> at "<id> Main St". */
export function timesheetJob(jobID: number): JobFolder {
  return jobFolder(jobID, { updatedDate: '2026-11-01T00:00:00Z' });
}

/** The server's draft day of `foremanID` with one job and no crew. */
export function foremanDay(foremanID: number, date: string, jobID: number): Timesheet {
  return {
    timeSheetID: foremanID * 100 + jobID,
    timeSheetDate: date,
    shiftStart: '07:00',
    shiftEnd: '15:30',
    jobs: [{ jobID, startTime: '07:00', endTime: '15:30', crew: [] }],
    foremanID,
    status: 'draft',
  };
}

/** Frank Foreman as the device holds him after sign-in: employee 2, the foreman of the day screens. */
export const FRANK_FOREMAN: UserData = {
  userID: 1,
  employeeID: 2,
  email: 'foreman@acme.example',
  name: 'Frank Foreman',
  role: 'foreman',
};

/** Frank's day on job 11 with Carlos (employee 3), both 07:00–15:30; `change` sets what a test varies. */
export function frankDay(
  date: string,
  timeSheetID: number,
  status: Timesheet['status'],
  lunchTaken: boolean,
  change: Partial<Timesheet> = {},
): Timesheet {
  return {
    timeSheetID,
    timeSheetDate: date,
    shiftStart: '07:00',
    shiftEnd: '15:30',
    jobs: [
      {
        jobID: 11,
        startTime: '07:00',
        endTime: '15:30',
        crew: [{ employeeID: 3, startTime: '07:00', endTime: '15:30', lunchTaken }],
      },
    ],
    foremanID: 2,
    status,
    ...change,
  };
}

/** Crew members of the day screens, as the crew defaults name them. */
export const CARLOS_CREW = { employeeID: 3, name: 'Carlos Crew' };
export const LENA_LABORER = { employeeID: 4, name: 'Lena Laborer' };

/** The server's crew defaults of a day: 07:00–15:30 with lunch (480 paid minutes) for each one named. */
export function crewDefaultsOf(
  timeSheetID: number,
  date: string,
  crew: { employeeID: number; name: string; dayOff?: boolean }[],
): TimesheetDefaults {
  return {
    timeSheetID,
    timeSheetDate: date,
    jobID: null,
    startTime: '07:00',
    endTime: '15:30',
    lunchTaken: true,
    ignoreDayoff: false,
    crew: crew.map(({ employeeID, name, dayOff = false }) => ({
      employeeID,
      name,
      startTime: '07:00',
      endTime: '15:30',
      lunchTaken: true,
      ignoreDayoff: false,
      dayOff,
      paidMinutes: 480,
    })),
  };
}
