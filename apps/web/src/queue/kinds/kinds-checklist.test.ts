// FIELD-1 (issue 28 item 1): the kind is the one place that knows a change. A throwaway kind
// (test/probe-kind.ts), registered through the public registration alone, is sent by the runner in
// the lane it names with the body it builds, applied in a transaction over the table it declares,
// remapped through the ids it names, and undone by a discard: no queue or effects file knows it
// (the queue list's half: features/queue-list/new-kind.test.tsx). And no source file outside the
// kinds reads a task's typeObject.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/database';
import { createNetworkStatus } from '../../platform/network-status';
import { resetDb } from '../../test/db';
import { json, stubFetch } from '../../test/fetch-stub';
import { addTask } from '../enqueue';
import { discardTask } from '../manage';
import { laneOf } from '../pick';
import { remapTask } from '../remap';
import { createQueueRunner } from '../runner';
import { createQueueStatus } from '../status';
import { probeKind, probeTask } from '../../test/probe-kind';
import { kindOf, registerKinds, unregisterKind } from './registry';

/** A table no registered kind declares: the success transaction opens it only if the kind asks. */
const probeTable = () => db.eventTypes;

const runner = () =>
  createQueueRunner({
    owner: () => null,
    hasSession: () => true,
    networkRetryMs: null,
    status: createQueueStatus(),
    serverHealthy: async () => true,
    online: createNetworkStatus(true),
  });

describe('adding a kind of change', () => {
  beforeEach(async () => {
    await resetDb();
    registerKinds([probeKind]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    unregisterKind(probeKind);
    vi.unstubAllGlobals();
  });

  it('[FIELD-1] a kind registered alone is sent in its lane with its body, and its answer applied over the table it declares', async () => {
    const task = await addTask(db, probeTask(41, { taskName: 'probe', dependsOn: null }));
    expect(kindOf(task)).toBe(probeKind);
    expect(laneOf(task)).toBe('upload');
    const net = stubFetch({ 'POST /api/job/41/Event/': json({ eventID: 7001 }) });
    expect(await runner().trigger()).toBe('done');
    const [sent] = net.to('/api/job/41/Event/', 'POST');
    expect(JSON.parse(sent!.body!)).toEqual({ builtWhenSent: 'Probe' });
    expect(await db.updateQueue.count()).toBe(0);
    expect(await probeTable().get(7001)).toMatchObject({ eventType: 'Probe' });
  });

  it('[FIELD-1] a discard undoes what the kind says, and a temporary job id is remapped through the ids it names', async () => {
    const task = await addTask(db, probeTask(-5, { taskName: 'stored name', dependsOn: null }));
    expect(await probeKind.progress?.(task, db)).toBeNull();
    expect(remapTask(task, -5, 901)).toMatchObject({
      args: { id: 901 },
      url: expect.stringContaining('/api/job/901/'),
    });
    await discardTask(task.queueID);
    expect(await db.updateQueue.count()).toBe(0);
    expect(await probeTable().get(-task.queueID)).toMatchObject({ eventType: 'discarded' });
    expect(await probeKind.progress?.(task, db)).toBe(0.5);
  });

  it('[FIELD-1] a task whose kind is not registered is sent with its payload and its answer ignored', async () => {
    unregisterKind(probeKind);
    const task = await addTask(db, probeTask(42, { taskName: 'probe', dependsOn: null }));
    expect(kindOf(task)).toBeNull();
    expect(laneOf(task)).toBe('change');
    const net = stubFetch({ 'POST /api/job/42/Event/': json({ eventID: 7002 }) });
    expect(await runner().trigger()).toBe('done');
    expect(net.to('/api/job/42/Event/', 'POST')[0]!.body).toBeFalsy();
    expect(await probeTable().count()).toBe(0);
  });
});

describe('who reads a task typeObject', () => {
  it('[FIELD-1] no source file outside queue/kinds reads a task typeObject: every other file asks the kind', () => {
    const sources = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../test/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(200);
    // A read: `.typeObject`, `['typeObject']` or a destructured `{ typeObject }`; declaring a
    // kind's own (`typeObject: 'Note'`) is not one.
    const read = /\.typeObject\b|\[\s*['"]typeObject['"]\s*\]|\{[^{}:]*\btypeObject\b[^{}:]*\}\s*=/;
    // The registry's own lookup is such a read: the scan sees one where there is one.
    expect(read.test(String(sources['./registry.ts']))).toBe(true);
    const offenders = Object.entries(sources)
      .filter(([file]) => !file.startsWith('./')) // queue/kinds itself (vite names it from here)
      .filter(([, text]) => read.test(String(text)))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
