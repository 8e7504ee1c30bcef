// TS-4, TSX-5: the crew a foreman may pick from, on the device: the server's roster (store
// `crewRoster`, with trade and class, replaced at each sync) and the people met on timesheets
// (`crewMembers`, with their days off in `crewDaysOff`). Re-exported by timesheets.ts.
import type { CrewRosterEntry, DayOff, TimesheetDefaults } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from './database';
import { guardWrite } from './storage-errors';
import { putChanged, replaceChanged } from './unchanged-writes';

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
      await replaceChanged(database.crewRoster, people);
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
      // TRUST-11: only what changed (the week sync answers the same crew every minute).
      await putChanged(
        database.crewMembers,
        defaults.crew.map(({ employeeID, name }) => ({ employeeID, name })),
      );
      const off = new Set(defaults.crew.filter((c) => c.dayOff).map((c) => c.employeeID));
      const people = [...new Set(defaults.crew.map((c) => c.employeeID))];
      const stored = await database.crewDaysOff.bulkGet(people.map((id): [number, string] => [id, date]));
      const back = people.filter((id, i) => stored[i] && !off.has(id));
      if (back.length > 0)
        await database.crewDaysOff.bulkDelete(back.map((id): [number, string] => [id, date]));
      const away = people.filter((id, i) => !stored[i] && off.has(id));
      if (away.length > 0)
        await database.crewDaysOff.bulkPut(away.map((employeeID) => ({ employeeID, date })));
    }),
  );
}
