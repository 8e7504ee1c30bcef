// TRUST-11: what a warm start's sync writes into the device database (menu, lookups, report
// templates, jobs, crew, the week's day and subsistence, the company's zone), from the same
// answers each time, so a test can tell what a start changes when the server has nothing new.
import type { LookupTables, TimesheetDefaults } from '@fieldops/contract';
import { applyJobUpdates } from '../db/jobs';
import { saveLookupTables } from '../db/lookups';
import { saveMenuItems } from '../db/menu';
import { replaceReportTemplates } from '../db/reports';
import { writeSetting } from '../db/settings';
import { saveCrewDefaults, saveCrewRosterList } from '../db/crew-roster';
import { applyServerTimesheet } from '../timesheets/days';
import { saveSubsistence, saveTimesheetJobs } from '../timesheets/week-store';
import { demoOptionLists, demoTemplates } from './report-templates';
import { foremanDay, timesheetJob } from './timesheet-fixtures';

export const startLookups: LookupTables = {
  optionLists: [
    { listName: 'noteTypes', value: 'safety', label: 'Safety', sortOrder: 1 },
    { listName: 'noteTypes', value: 'delay', label: 'Delay', sortOrder: 2, labels: { es: 'Retraso' } },
  ],
  eventTypes: [{ eventTypeID: 1, eventType: 'Mobilize' }],
  foremen: [{ employeeID: 7, name: 'Frank', type: 'foreman' }],
};
export const startMenu = [{ title: 'Fleet', url: '/fleet', icon: 'truck' }];

const crew = (date: string, dayOff: boolean): TimesheetDefaults => ({
  timeSheetID: 40,
  timeSheetDate: date,
  jobID: null,
  startTime: '07:00',
  endTime: '15:30',
  lunchTaken: true,
  ignoreDayoff: false,
  crew: [7, 8].map((employeeID) => ({
    employeeID,
    name: `Person ${employeeID}`,
    startTime: '07:00',
    endTime: '15:30',
    lunchTaken: true,
    ignoreDayoff: false,
    dayOff: dayOff && employeeID === 8,
    paidMinutes: 480,
  })),
});

export interface StartAnswers {
  lookups: LookupTables;
  dayOff: boolean;
  /** The foreman (7)'s day the week answer carries. */
  date: string;
}

/** Writes a warm start's answers as the sync does (`changed` varies what the server says). */
export async function applyStartAnswers(changed: Partial<StartAnswers> = {}): Promise<void> {
  const date = changed.date ?? '2026-11-23';
  await saveMenuItems(startMenu);
  await saveLookupTables(changed.lookups ?? startLookups);
  await replaceReportTemplates(demoTemplates, demoOptionLists);
  await applyJobUpdates({
    serverTime: '2026-11-23T08:00:00Z',
    jobIDs: [11, 12],
    changed: [timesheetJob(11), timesheetJob(12)],
  });
  await saveCrewRosterList([{ employeeID: 7, name: 'Person 7', trade: 'Electrician', workerClass: null }]);
  await saveCrewDefaults(crew(date, changed.dayOff ?? true));
  await saveTimesheetJobs([timesheetJob(11)]);
  await saveSubsistence(date, { timeSheetID: 40, entries: [] });
  await applyServerTimesheet(date, foremanDay(7, date, 11));
  await writeSetting('companyTimeZone', 'America/Los_Angeles');
}
