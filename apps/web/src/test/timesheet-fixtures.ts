// TSX-5: the people, jobs and days the per-foreman timesheet tests share.
import type { JobFolder, Timesheet, UserData } from '@fieldops/contract';

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
  return {
    jobID,
    jobNumber: `J-${jobID}`,
    address1: `${jobID} Main St`,
    city: 'Springfield',
    locations: [],
    crewFolder: '',
    crewFolderID: '',
    imageRefs: [],
    updatedDate: '2026-11-01T00:00:00Z',
  };
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
