// TRUST-11: a warm start's answers, equal to what the device holds, write nothing, so no live
// query runs again (Dexie tells live queries of a write through 'storagemutated'); a change is still
// written, and a list still replaces what it replaced.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Dexie, { type ObservabilitySet } from 'dexie';
import type { LookupTables, TimesheetDefaults } from '@fieldops/contract';
import { resetDb } from '../test/db';
import { demoOptionLists, demoTemplates } from '../test/report-templates';
import { foremanDay, timesheetJob } from '../test/timesheet-fixtures';
import { db } from './database';
import { applyJobUpdates } from './jobs';
import { readLookupTables, saveLookupTables } from './lookups';
import { readMenuItems, saveMenuItems } from './menu';
import { replaceReportTemplates } from './reports';
import { writeSetting } from './settings';
import { applyServerTimesheet } from '../timesheets/days';
import { saveSubsistence, saveTimesheetJobs } from '../timesheets/week-store';
import { readCrewRoster, saveCrewDefaults, saveCrewRosterList } from './crew-roster';

const lookups: LookupTables = {
  optionLists: [
    { listName: 'noteTypes', value: 'safety', label: 'Safety', sortOrder: 1 },
    { listName: 'noteTypes', value: 'delay', label: 'Delay', sortOrder: 2, labels: { es: 'Retraso' } },
  ],
  eventTypes: [{ eventTypeID: 1, eventType: 'Mobilize' }],
  foremen: [{ employeeID: 7, name: 'Frank', type: 'foreman' }],
};
const menu = [{ title: 'Fleet', url: '/fleet', icon: 'truck' }];
const crew = (dayOff: boolean): TimesheetDefaults => ({
  timeSheetID: 40,
  timeSheetDate: '2026-11-23',
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

/** What a warm start's sync writes, from the same answers each time. */
async function applyStartAnswers(changed: Partial<{ lookups: LookupTables; dayOff: boolean }> = {}) {
  await saveMenuItems(menu);
  await saveLookupTables(changed.lookups ?? lookups);
  await replaceReportTemplates(demoTemplates, demoOptionLists);
  await applyJobUpdates({
    serverTime: '2026-11-23T08:00:00Z',
    jobIDs: [11, 12],
    changed: [timesheetJob(11), timesheetJob(12)],
  });
  await saveCrewRosterList([{ employeeID: 7, name: 'Person 7', trade: 'Electrician', workerClass: null }]);
  await saveCrewDefaults(crew(changed.dayOff ?? true));
  await saveTimesheetJobs([timesheetJob(11)]);
  await saveSubsistence('2026-11-23', { timeSheetID: 40, entries: [] });
  await applyServerTimesheet('2026-11-23', foremanDay(7, '2026-11-23', 11));
  await writeSetting('companyTimeZone', 'America/Los_Angeles');
}

describe('a warm start with nothing changed', () => {
  let mutated: string[] = [];
  const listen = (parts: ObservabilitySet) => {
    mutated.push(...Object.keys(parts).filter((part) => part.includes(`/${db.name}/`)));
  };
  beforeEach(async () => {
    await resetDb();
    Dexie.on('storagemutated', listen);
    mutated = [];
  });
  afterEach(() => Dexie.on('storagemutated').unsubscribe(listen));

  it('[TRUST-11] writes no record, so no live query runs again', async () => {
    await applyStartAnswers();
    expect(mutated.length).toBeGreaterThan(0);
    mutated = [];

    await applyStartAnswers();

    expect(mutated).toEqual([]);
  });

  it('[TRUST-11] still writes what changed and drops what the server no longer lists', async () => {
    await applyStartAnswers();
    mutated = [];

    await applyStartAnswers({
      lookups: { ...lookups, optionLists: [{ ...lookups.optionLists[1]!, label: 'Late' }] },
      dayOff: false,
    });

    const tables = new Set(mutated.map((part) => part.split('/')[3]));
    expect([...tables].sort()).toEqual(['crewDaysOff', 'optionLists']);
    expect((await readLookupTables()).optionLists).toEqual([{ ...lookups.optionLists[1]!, label: 'Late' }]);
    expect((await readCrewRoster()).daysOff).toEqual([]);
    expect(await readMenuItems()).toEqual(menu);
  });
});
