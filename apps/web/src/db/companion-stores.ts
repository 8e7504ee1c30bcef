// Stores that go with another store into every transaction that names it, so no write path can
// leave them behind: `deviceNotes` with `comments` (a job's notes are the two together,
// comments.ts), `queueTally` with `updateQueue` (its counts change with every task written,
// queue-tally.ts). Callers keep naming only the store they mean; these are added underneath.
import type Dexie from 'dexie';

const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
  comments: ['deviceNotes'],
  updateQueue: ['queueTally'],
  // TSX-5: a day's foreman defaults to the signed-in user, read from settings (timesheet-days.ts).
  timesheetDays: ['settings'],
};

export function withCompanions(storeNames: ArrayLike<string>): string[] {
  const names = Array.from(storeNames);
  for (const name of [...names])
    for (const companion of COMPANIONS[name] ?? []) if (!names.includes(companion)) names.push(companion);
  return names;
}

/** Every transaction of `database` opens its stores' companions too. */
export function addCompanionStores(database: Dexie): void {
  const create = database._createTransaction;
  database._createTransaction = function (mode, storeNames, dbschema, parent) {
    const names = withCompanions(storeNames).filter((name) => name in dbschema);
    return create.call(this, mode, names, dbschema, parent);
  };
}
