// TS-4, TSX-5: the crew a foreman may pick from, on the device: the server's roster (store
// `crewRoster`, with trade and class, replaced at each sync) and the people met on timesheets
// (`crewMembers`, with their days off in `crewDaysOff`). Re-exported by timesheets.ts.
import type { CrewRosterEntry, DayOff, TimesheetDefaults } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from './database';
import { guardWrite } from './storage-errors';

/**
 * Everyone a foreman may put on a crew: the server's roster (TSX-5, with trade and class) and the
 * people the device met on a timesheet; names for the pickers, days off for the rules.
 */
export interface CrewRoster {
  people: Record<number, CrewPerson>;
  daysOff: DayOff[];
}

export interface CrewPerson {
  employeeID: number;
  name: string;
  trade?: string | null;
  workerClass?: string | null;
}

export async function readCrewRoster(database: FieldOpsDatabase = db): Promise<CrewRoster> {
  const met: CrewPerson[] = await database.crewMembers.toArray();
  const roster: CrewPerson[] = await database.crewRoster.toArray();
  const daysOff = await database.crewDaysOff.toArray();
  // The roster's entry wins: it has the trade and class, and the office's spelling of the name.
  return { people: Object.fromEntries([...met, ...roster].map((p) => [p.employeeID, p])), daysOff };
}

/** TSX-5: the server's crew roster replaces the one kept (people who left the company leave it). */
export async function saveCrewRosterList(
  people: readonly CrewRosterEntry[],
  database: FieldOpsDatabase = db,
): Promise<void> {
  await guardWrite(() =>
    database.transaction('rw', database.crewRoster, async () => {
      await database.crewRoster.clear();
      await database.crewRoster.bulkPut([...people]);
    }),
  );
}

/** TS-4: a defaults answer adds its people (and their day-off state that date) to the roster. */
export async function saveCrewDefaults(
  defaults: TimesheetDefaults,
  database: FieldOpsDatabase = db,
): Promise<void> {
  const date = defaults.timeSheetDate;
  await guardWrite(() =>
    database.transaction('rw', [database.crewMembers, database.crewDaysOff], async () => {
      await database.crewMembers.bulkPut(defaults.crew.map(({ employeeID, name }) => ({ employeeID, name })));
      await database.crewDaysOff.bulkDelete(defaults.crew.map((c): [number, string] => [c.employeeID, date]));
      const off = defaults.crew.filter((c) => c.dayOff);
      await database.crewDaysOff.bulkPut(off.map(({ employeeID }) => ({ employeeID, date })));
    }),
  );
}
