// TS-4 for the job screen: crew entries filled from the defaults. When the day is on the server
// and the device is online, the server's defaults for the job are asked (REST or procedure by the
// commandTimesheetDefaults flag: sync/timesheets-defaults.ts); otherwise, or when that fails, the
// contract builds the same defaults on the device from the job's times and the user's defaults.
import type { CrewEntry, Timesheet, TimesheetJob } from '@fieldops/contract';
import type { TimesheetDay } from '../../timesheets/day-view';
import { networkStatus } from '../../platform/network-status';
import { fetchTimesheetDefaults } from '../../timesheets/crew-defaults-sync';
import { crewEntryFromDefaults } from './day-model';

export async function crewDefaultsFor(
  day: TimesheetDay,
  draft: Timesheet,
  job: TimesheetJob,
  people: readonly { employeeID: number; name: string }[],
): Promise<CrewEntry[]> {
  const local = () =>
    people.map((p) =>
      crewEntryFromDefaults(draft, job, p, {
        defaults: day.defaults,
        daysOff: day.roster.daysOff,
        companyTimeZone: day.companyTimeZone,
      }),
    );
  const serverID = day.local?.timesheet.timeSheetID;
  if (!networkStatus.getSnapshot() || typeof serverID !== 'number' || serverID <= 0) return local();
  try {
    const answer = await fetchTimesheetDefaults({
      timeSheetID: serverID,
      jobID: job.jobID,
      startTime: job.startTime,
      endTime: job.endTime,
    });
    const fallback = local();
    return people.map((p, i) => {
      const c = answer.crew.find((x) => x.employeeID === p.employeeID);
      if (!c) return fallback[i]!;
      return {
        employeeID: p.employeeID,
        startTime: c.startTime,
        endTime: c.endTime,
        lunchTaken: c.lunchTaken,
        ignoreDayoff: c.ignoreDayoff,
      };
    });
  } catch (error) {
    console.error('Timesheet defaults not loaded', error instanceof Error ? error.message : error);
    return local();
  }
}
