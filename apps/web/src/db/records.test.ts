import { beforeEach, describe, expect, it } from 'vitest';
import type { CrewDefaults, Timesheet, TimesheetDefaults } from '@fieldops/contract';
import { resetDb } from '../test/db';
import { db } from './database';
import { readLookupTables, saveLookupTables } from './lookups';
import { applyServerTimesheet, readPreviousTimesheet } from '../timesheets/days';
import { readCrewRoster, saveCrewDefaults } from './crew-roster';

const sheet = (date: string, foremanID?: number): Timesheet => ({
  timeSheetID: 40,
  timeSheetDate: date,
  shiftStart: '07:00',
  shiftEnd: '15:30',
  jobs: [],
  ...(foremanID !== undefined && { foremanID }),
});

const person = (employeeID: number, name: string, dayOff: boolean): CrewDefaults => ({
  employeeID,
  name,
  startTime: '07:00',
  endTime: '15:30',
  lunchTaken: true,
  ignoreDayoff: false,
  dayOff,
  paidMinutes: 480,
});

const defaults = (date: string, crew: CrewDefaults[]): TimesheetDefaults => ({
  timeSheetID: 40,
  timeSheetDate: date,
  jobID: null,
  startTime: '07:00',
  endTime: '15:30',
  lunchTaken: true,
  ignoreDayoff: false,
  crew,
});

describe('typed device stores', () => {
  beforeEach(resetDb);

  it('[TS-1] [TSX-5] keeps one timesheet day per foreman and date; "previous day" looks in the foreman\'s own days', async () => {
    await applyServerTimesheet('2026-11-23', sheet('2026-11-23', 2));
    await applyServerTimesheet('2026-11-25', sheet('2026-11-25', 2));
    await applyServerTimesheet('2026-11-24', sheet('2026-11-24', 7));
    expect(await db.timesheetDays.get([2, '2026-11-23'])).toMatchObject({
      date: '2026-11-23',
      foremanID: 2,
      queueID: null,
    });
    expect((await readPreviousTimesheet('2026-11-25', db, 2))?.timesheet.timeSheetDate).toBe('2026-11-23');
    expect((await readPreviousTimesheet('2026-11-25', db, 7))?.timesheet.timeSheetDate).toBe('2026-11-24');
    expect(await readPreviousTimesheet('2026-11-23', db, 2)).toBeNull();
  });

  it('[TS-4] a defaults answer names its people and replaces their days off of that date only', async () => {
    await saveCrewDefaults(defaults('2026-11-23', [person(4, 'Lena', true), person(5, 'Tomás', true)]));
    await saveCrewDefaults(defaults('2026-11-24', [person(4, 'Lena', true)]));
    await saveCrewDefaults(defaults('2026-11-23', [person(4, 'Lena Laborer', false)]));
    const roster = await readCrewRoster();
    expect(roster.people[4]?.name).toBe('Lena Laborer');
    expect(roster.daysOff).toEqual(
      expect.arrayContaining([
        { employeeID: 5, date: '2026-11-23' },
        { employeeID: 4, date: '2026-11-24' },
      ]),
    );
    expect(roster.daysOff).toHaveLength(2);
  });

  it('[START-4] gives the lookup tables back as the server answered them, replaced as a whole', async () => {
    const tables = {
      optionLists: [
        { listName: 'weather', value: 'Rain', label: 'Rain', sortOrder: 1 },
        { listName: 'weather', value: 'Clear', label: 'Clear', sortOrder: 1 },
      ],
      eventTypes: [
        { eventTypeID: 9, eventType: 'Leak' },
        { eventTypeID: 2, eventType: 'Break' },
      ],
      foremen: [{ employeeID: 2, name: 'Frank Foreman', type: 'foreman' as const }],
    };
    await saveLookupTables({ ...tables, foremen: [{ employeeID: 7, name: 'Gone', type: 'foreman' }] });
    await saveLookupTables(tables);
    expect(await readLookupTables()).toEqual(tables);
  });
});
