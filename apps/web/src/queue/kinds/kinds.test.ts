// FIELD-1: every kind of queued change is one module built from its contract call. Each kind's
// task is checked against the call's own schemas, an older task (no call, no args) reads back
// into the same call and args, and no queue file writes a path of its own.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CallDefinition, type Timesheet, calls, isProcedureName, procedures } from '@fieldops/contract';
import { remapTask } from '../remap';
import type { NewTask, QueuedTask } from '../task';
import { TASK_TYPES } from '../task';
import {
  KINDS,
  callOf,
  createTimesheetTask,
  folderUploadTask,
  imageDeleteTask,
  imageTask,
  jobEventTask,
  jobFoldersTask,
  jobRecordTask,
  kindNameOf,
  noteTask,
  reportTask,
  trackFolderTask,
  untrackFolderTask,
  updateTimesheetTask,
} from './index';

const meta = { taskName: 'a change', dependsOn: null };
const day: Timesheet = {
  timeSheetID: 40,
  timeSheetDate: '2026-11-30',
  shiftStart: '07:00',
  shiftEnd: '15:30',
  jobs: [{ jobID: 11, startTime: '07:00', endTime: '15:30', crew: [] }],
};

/** One task of every kind (the timesheet kind's two calls both), as its action builds it. */
const built: NewTask[] = [
  jobRecordTask(
    {
      workType: 'Gas leak',
      workDescription: 'Gas leak',
      address1: '1 Main St',
      city: 'X',
      latitude: null,
      longitude: null,
    },
    meta,
  ),
  jobFoldersTask(901, ['Photos', 'Reports'], meta),
  jobEventTask(
    901,
    { eventType: 'Emergency response', startDateColumn: '2025-06-02', endDateColumn: '2025-06-02' },
    meta,
  ),
  noteTask({ jobID: 901, noteType: 'Safety', text: 'Gas smell' }, meta),
  imageTask(
    {
      referenceCode: 'p-1',
      jobID: 901,
      locationNumber: '1',
      reportCode: null,
      takenAt: null,
      latitude: null,
      longitude: null,
    },
    meta,
  ),
  imageDeleteTask({ referenceCode: 'p-1', JobID: 901, locationNumber: '1', reportCode: 'r-1' }, meta),
  reportTask(
    { jobId: 901, loc: '1', templateName: 'cbilling', referenceCode: 'r-1' },
    { values: {}, createdDate: '2025-06-02T10:00:00.000Z', createdByUser: 'Frank' },
    meta,
  ),
  createTimesheetTask({ ...day, timeSheetID: null }, meta),
  updateTimesheetTask(40, day, meta),
  folderUploadTask('DriveFolder0000001', { name: 'Survey.txt', mimeType: 'text/plain' }, meta),
  trackFolderTask('DriveFolder0000001', meta),
  untrackFolderTask('DriveFolder0000001', meta),
];

const asStored = (task: NewTask, queueID = 1): QueuedTask =>
  ({
    ...task,
    queueID,
    idempotencyKey: 'k'.repeat(16),
    counterTries: 0,
    state: 'waiting',
    lastError: null,
    updatedDate: '',
    owner: null,
  }) as QueuedTask;

/** What the server's route would take from the task's url: path parameters and query. */
function parseUrl(call: CallDefinition, url: string) {
  const [path = '', query = ''] = url.split(/\?(.*)/s);
  const names = [...call.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const found = new RegExp(`^${call.path.replace(/:[A-Za-z]+/g, '([^/]+)')}$`).exec(path);
  const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found?.[i + 1] ?? '')]));
  return { matched: found !== null, params, query: Object.fromEntries(new URLSearchParams(query)) };
}

/** Upload tasks hold their body without its bytes (FIELD-2); the bytes are added when sent. */
const withBytes = (task: NewTask, payload: unknown) =>
  task.typeObject === TASK_TYPES.image || task.typeObject === TASK_TYPES.folderUpload
    ? { ...(payload as object), base64: btoa('bytes') }
    : payload;

describe('task kinds', () => {
  it('[FIELD-1] every TASK_TYPE has exactly one kind, and the kind is found by the typeObject a task carries', () => {
    const names = Object.keys(TASK_TYPES) as (keyof typeof TASK_TYPES)[];
    expect(Object.keys(KINDS).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(KINDS[name].typeObject).toBe(TASK_TYPES[name]);
      expect(kindNameOf({ typeObject: TASK_TYPES[name] })).toBe(name);
    }
    expect(new Set(Object.values(KINDS).map((kind) => kind.typeObject)).size).toBe(names.length);
    expect(new Set(built.map((task) => task.typeObject))).toEqual(new Set(Object.values(TASK_TYPES)));
  });

  it("[FIELD-1] a kind's task is its contract call: method, path, query and body pass the call's schemas", () => {
    for (const task of built) {
      const kind = KINDS[kindNameOf(task)!];
      expect(kind.calls).toContain(task.call);
      if (task.kind === 'procedure') {
        expect(isProcedureName(task.procedure) && task.procedure === task.call).toBe(true);
        const schema = procedures[task.procedure as keyof typeof procedures].parameters;
        expect(schema.safeParse(task.args).success).toBe(true);
        expect(task.parameters).toEqual(Object.entries(task.args!).map(([name, value]) => ({ name, value })));
        continue;
      }
      const call: CallDefinition = calls[task.call as keyof typeof calls];
      expect(task.method).toBe(call.method);
      const sent = parseUrl(call, task.url);
      expect(sent.matched).toBe(true);
      if (call.params) expect(call.params.safeParse(sent.params).success).toBe(true);
      expect((call.query ?? z.object({}).strict()).safeParse(sent.query).success).toBe(true);
      const body = withBytes(task, task.payload);
      if (call.body) expect(call.body.safeParse(body).error).toBeUndefined();
      else expect(task.payload).toBeUndefined();
    }
  });

  it('[FIELD-1] a task stored before kinds (no call, no args) reads back into the same call and typed args', () => {
    for (const task of built) {
      const { call: _call, args: _args, ...old } = asStored(task);
      expect(callOf(old as QueuedTask)).toEqual({ call: task.call, args: task.args });
    }
    // A url no call of its kind matches is left as it is: sent unchanged, never remapped.
    const stray = {
      ...asStored(built[1]!),
      call: undefined,
      args: undefined,
      url: '/elsewhere/-5',
    } as QueuedTask;
    expect(callOf(stray)).toBeNull();
    expect(remapTask(stray, -5, 901)).toBe(stray);
  });

  it("[FIELD-1] no queue file writes an API path of its own: the contract's calls are the only source", () => {
    const sources = import.meta.glob(['../**/*.ts', '!../**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    const literal = /['"`]\/api\//;
    const offenders = Object.entries(sources).filter(([, text]) => literal.test(String(text)));
    expect(offenders.map(([file]) => file)).toEqual([]);
  });
});
