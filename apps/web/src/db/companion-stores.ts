// Stores that go with another store into every transaction that names it, so no write path can
// leave them behind: `deviceNotes` with `comments` (a job's notes are the two together,
// comments.ts), `queueTally` with `updateQueue` (its counts change with every task written,
// queue-tally.ts). Callers keep naming only the store they mean; these are added underneath, by a
// DBCore middleware (Dexie's public `use`), not by replacing one of Dexie's private members.
import type { DBCore, Dexie, Middleware } from 'dexie';

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

/**
 * Dexie's table calls check a store against the whole schema, so a write to a companion inside its
 * store's transaction reaches this IndexedDB transaction. The level is above Dexie's own
 * middlewares (-1 to 2) and ours (10), so each of them (the live-query cache among them) sees the
 * companions as part of the transaction.
 */
export const companionStoresMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'companionStores',
  level: 100,
  create: (down) => {
    const known = new Set(down.schema.tables.map((table) => table.name));
    return {
      ...down,
      transaction: (stores, mode, options) =>
        down.transaction(
          withCompanions(stores).filter((name) => known.has(name)),
          mode,
          options,
        ),
    };
  },
};

/** Every transaction of `database` opens its stores' companions too. */
export function addCompanionStores(database: Dexie): void {
  database.use(companionStoresMiddleware);
}
