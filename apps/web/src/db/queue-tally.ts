// FIELD-2: how many tasks each account has in `updateQueue`, kept in `queueTally` by a DBCore
// middleware under every write to the queue (add, put, update, modify, delete, clear), in the same
// transaction (companion-stores.ts adds `queueTally` to every transaction naming `updateQueue`), so
// no write path can forget it. The menu's unsent count reads one row instead of walking the owner
// index (Chromium's count walks it: 10,000 tasks cost 1.3x 10). A missing row (a store created
// under tasks that were already there) is counted again from the index.
import Dexie, {
  type DBCore,
  type DBCoreMutateRequest,
  type DBCoreMutateResponse,
  type DBCoreTable,
  type DBCoreKeyRange,
  type DBCoreRangeType,
  type DBCoreTransaction,
  type Middleware,
} from 'dexie';

/** One account's number of tasks; `owner` '' stands for tasks made without a signed-in identity. */
export interface QueueTally {
  owner: string;
  count: number;
}

// Dexie's DBCoreRangeType is an ambient const enum, which this build cannot read: Equal 1, Any 3.
const equal = (key: string): DBCoreKeyRange => ({
  type: 1 as DBCoreRangeType,
  lower: key,
  upper: key,
  lowerOpen: false,
  upperOpen: false,
});
const ANY: DBCoreKeyRange = {
  type: 3 as DBCoreRangeType,
  lower: -Infinity,
  upper: [[]],
  lowerOpen: false,
  upperOpen: false,
};

const QUEUE = 'updateQueue';
const TALLY = 'queueTally';

export const tallyKey = (owner: string | null | undefined): string => owner ?? '';

type Task = { owner?: string | null };

/**
 * Dexie's middlewares below read the calling transaction from its zone, which a native `await`
 * leaves (and a transaction awaiting a native promise may commit early): every step here is chained
 * on Dexie promises, whose callbacks run in the zone they were chained in.
 */
const inZone = <T>(promise: PromiseLike<T>) => Dexie.Promise.resolve(promise);

/** The tasks of `key`, counted from the owner index (a null owner by a walk: it cannot be indexed). */
export function countFromIndex(queue: DBCoreTable, trans: DBCoreTransaction, key: string) {
  const index = queue.schema.getIndexByKeyPath('owner');
  if (key !== '' && index) return inZone(queue.count({ trans, query: { index, range: equal(key) } }));
  const all = queue.query({ trans, values: true, query: { index: queue.schema.primaryKey, range: ANY } });
  return inZone(all).then(
    (found) => (found.result as Task[]).filter((task) => tallyKey(task.owner) === key).length,
  );
}

type Key = number;
const keysOf = (req: DBCoreMutateRequest): Key[] =>
  req.type === 'delete'
    ? req.keys
    : req.type === 'add' || req.type === 'put'
      ? (req.keys ?? req.values.map((value: { queueID: number }) => value.queueID))
      : [];

/** The tasks a request may replace or delete, as they are before it, by key (a key may repeat). */
function before(queue: DBCoreTable, req: DBCoreMutateRequest) {
  if (req.type === 'deleteRange') {
    const query = { index: queue.schema.primaryKey, range: req.range };
    return inZone(queue.query({ trans: req.trans, values: true, query })).then(
      (found) => new Map((found.result as (Task & { queueID: Key })[]).map((task) => [task.queueID, task])),
    );
  }
  const keys = [...new Set(keysOf(req))];
  if (req.type === 'add' || keys.length === 0) return Dexie.Promise.resolve(new Map<Key, Task | undefined>());
  return inZone(queue.getMany({ trans: req.trans, keys }) as Promise<(Task | undefined)[]>).then(
    (rows) => new Map(keys.map((key, i) => [key, rows[i]])),
  );
}

/** Each account's change in number of tasks, the request's values applied in order over `old`. */
function deltasOf(req: DBCoreMutateRequest, old: Map<Key, Task | undefined>, answer: DBCoreMutateResponse) {
  const deltas = new Map<string, number>();
  const count = (task: Task | undefined, by: number) => {
    if (task) deltas.set(tallyKey(task.owner), (deltas.get(tallyKey(task.owner)) ?? 0) + by);
  };
  if (req.type === 'add' || req.type === 'put') {
    const keys = keysOf(req);
    (req.values as Task[]).forEach((task, i) => {
      if (i in answer.failures) return;
      const key = keys[i]!;
      count(old.get(key), -1);
      count(task, +1);
      old.set(key, task);
    });
  } else for (const task of old.values()) count(task, -1);
  return deltas;
}

/** The tally rows `deltas` make: a row's count plus its change, a missing row counted again. */
function tallyRows(down: DBCore, trans: DBCoreTransaction, deltas: Map<string, number>) {
  const changed = [...deltas].filter(([, delta]) => delta !== 0);
  if (changed.length === 0) return Dexie.Promise.resolve<QueueTally[]>([]);
  const keys = changed.map(([key]) => key);
  return inZone(down.table(TALLY).getMany({ trans, keys }) as Promise<(QueueTally | undefined)[]>).then(
    (rows) =>
      Dexie.Promise.all(
        changed.map(([owner, delta], i) => {
          const row = rows[i];
          if (row) return Dexie.Promise.resolve({ owner, count: row.count + delta });
          return countFromIndex(down.table(QUEUE), trans, owner).then((count) => ({ owner, count }));
        }),
      ),
  );
}

export const queueTallyMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'queueTally',
  create(down) {
    return {
      ...down,
      table(name) {
        const table = down.table(name);
        if (name !== QUEUE) return table;
        return {
          ...table,
          mutate(req) {
            return before(table, req).then((old) =>
              inZone(table.mutate(req)).then((answer) =>
                tallyRows(down, req.trans, deltasOf(req, old, answer)).then((values) =>
                  values.length === 0
                    ? answer
                    : inZone(down.table(TALLY).mutate({ type: 'put', trans: req.trans, values })).then(
                        () => answer,
                      ),
                ),
              ),
            );
          },
        };
      },
    };
  },
};
