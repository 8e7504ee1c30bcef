import { beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { liveQuery } from 'dexie';
import type { QueuedTask } from '../queue/task';
import { countOwnTasks, ownTaskCollection } from '../queue/read-tasks';
import { resetDb } from '../test/db';
import { db } from './database';

const OWNERS = ['ann@example.com', 'bo@example.com', null] as const;
type Owner = (typeof OWNERS)[number];

function task(queueID: number, owner: Owner, state: QueuedTask['state'] = 'waiting'): QueuedTask {
  return {
    queueID,
    idempotencyKey: `key-${queueID}`,
    counterTries: 0,
    state,
    lastError: null,
    updatedDate: new Date(queueID).toISOString(),
    owner,
    dependsOn: null,
    kind: 'procedure',
    procedure: 'AddNote',
    parameters: [{ name: 'jobID', value: 1 }],
    taskName: `Add note ${queueID}`,
    typeObject: 'Note',
  };
}

const id = fc.integer({ min: 1, max: 30 });
const owner = fc.constantFrom(...OWNERS);
const state = fc.constantFrom<QueuedTask['state']>('waiting', 'rejected', 'skipped');
/** Every way the app (and a careless future one) writes the queue. */
const step = fc.oneof(
  fc.record({ op: fc.constant('add' as const), id, owner }),
  fc.record({ op: fc.constant('put' as const), id, owner, state }),
  fc.record({ op: fc.constant('bulkAdd' as const), ids: fc.array(id, { maxLength: 5 }), owner }),
  fc.record({ op: fc.constant('bulkPut' as const), ids: fc.array(id, { maxLength: 5 }), owner }),
  fc.record({ op: fc.constant('update' as const), id, state }),
  fc.record({ op: fc.constant('modifyOwner' as const), owner, to: owner }),
  fc.record({ op: fc.constant('delete' as const), id }),
  fc.record({ op: fc.constant('bulkDelete' as const), ids: fc.array(id, { maxLength: 5 }) }),
  fc.record({ op: fc.constant('deleteOwner' as const), owner }),
  fc.record({ op: fc.constant('deleteAbove' as const), id }),
  fc.record({ op: fc.constant('clear' as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function apply(s: Step): Promise<void> {
  const q = db.updateQueue;
  switch (s.op) {
    case 'add':
      await q.add(task(s.id, s.owner)).catch(() => undefined); // an existing id: refused, nothing changes
      return;
    case 'put':
      await q.put(task(s.id, s.owner, s.state));
      return;
    case 'bulkAdd':
      // Some ids may exist: those fail, the others are added (Dexie's BulkError).
      await db
        .transaction('rw', q, () => q.bulkAdd([...new Set(s.ids)].map((i) => task(i, s.owner))))
        .catch(() => undefined);
      return;
    case 'bulkPut':
      await q.bulkPut([...new Set(s.ids)].map((i) => task(i, s.owner)));
      return;
    case 'update':
      await q.update(s.id, { state: s.state, counterTries: 1 });
      return;
    case 'modifyOwner':
      await q.filter((t) => t.owner === s.owner).modify({ owner: s.to });
      return;
    case 'delete':
      await q.delete(s.id);
      return;
    case 'bulkDelete':
      await q.bulkDelete(s.ids);
      return;
    case 'deleteOwner':
      await ownTaskCollection(db, s.owner).delete();
      return;
    case 'deleteAbove':
      await q.where('queueID').above(s.id).delete();
      return;
    case 'clear':
      await q.clear();
  }
}

describe('queue tally (FIELD-2)', () => {
  beforeEach(resetDb);

  it("[FIELD-2] after any sequence of adds, deletes, state changes, bulk operations and clears, each account's tally equals its index count", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        await resetDb();
        for (const s of steps) await apply(s);
        for (const who of OWNERS) {
          const indexed = await ownTaskCollection(db, who).count();
          expect(await countOwnTasks(db, who)).toBe(indexed);
          // The row itself, not the index fallback: an account whose tasks were ever written has one.
          expect((await db.queueTally.get(who ?? ''))?.count ?? 0).toBe(indexed);
        }
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('[FIELD-2] a missing tally row is counted again from the index, and kept from then on', async () => {
    await db.updateQueue.bulkAdd([task(1, 'ann@example.com'), task(2, 'ann@example.com')]);
    await db.queueTally.clear();
    expect(await countOwnTasks(db, 'ann@example.com')).toBe(2);
    await db.updateQueue.add(task(3, 'ann@example.com'));
    expect((await db.queueTally.get('ann@example.com'))?.count).toBe(3);
    await db
      .transaction('rw', db.updateQueue, async () => {
        await db.updateQueue.delete(1);
        await db.updateQueue.update(2, { state: 'skipped' });
        throw new Error('the transaction is rolled back, the tally with it');
      })
      .catch(() => undefined);
    expect(await countOwnTasks(db, 'ann@example.com')).toBe(3);
  });

  it('[FIELD-2] a live unsent count (the menu) follows tasks added and sent', async () => {
    const seen: number[] = [];
    const subscription = liveQuery(() => countOwnTasks(db, 'ann@example.com')).subscribe((n) => seen.push(n));
    await vi.waitFor(() => expect(seen.at(-1)).toBe(0));
    await db.updateQueue.bulkAdd([task(1, 'ann@example.com'), task(2, 'ann@example.com')]);
    await vi.waitFor(() => expect(seen.at(-1)).toBe(2));
    await db.updateQueue.delete(1);
    await vi.waitFor(() => expect(seen.at(-1)).toBe(1));
    subscription.unsubscribe();
  });
});
