// FIELD-1: every kind of queued change is one module built from its contract call. Each kind's
// task is checked against the call's own schemas, and no queue file writes a path of its own.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CallDefinition, type Timesheet, calls, isProcedureName, procedures } from '@fieldops/contract';
import { KINDS } from '../../changes';
import { folderUploadTask } from '../../file-sync/kinds/folder-upload';
import { trackFolderTask } from '../../file-sync/kinds/track-folder';
import { untrackFolderTask } from '../../file-sync/kinds/untrack-folder';
import type { NewTask } from '../task';
import {
  imageDeleteTask,
  imageTask,
  jobEventTask,
  jobFoldersTask,
  jobRecordTask,
  kindOf,
  noteTask,
  reportTask,
} from './index';
import { createTimesheetTask, updateTimesheetTask } from '../../timesheets/save-kind';
import { punchTask } from '../../crew/punch-kind';

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
  punchTask(
    {
      punchID: '3f2b8c1e-7a4d-4e59-9c1a-2b6f0d8e4a71',
      kind: 'in',
      employeeID: 7,
      jobID: 901,
      deviceTime: '2030-03-04T14:58:00.000Z',
      clockOffsetMs: null,
      position: null,
      recordedAs: 'kiosk',
      kiosk: { method: 'pin', pin: '4821' },
      corrects: null,
    },
    meta,
  ),
];

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
  kindOf(task)?.body ? { ...(payload as object), base64: btoa('bytes') } : payload;

describe('task kinds', () => {
  it('[FIELD-1] every registered kind has its own typeObject, is found by it, and its builders make its tasks', () => {
    expect(new Set(KINDS.map((kind) => kind.typeObject)).size).toBe(KINDS.length);
    for (const kind of KINDS) expect(kindOf({ typeObject: kind.typeObject })).toBe(kind);
    expect(new Set(built.map((task) => kindOf(task)))).toEqual(new Set(KINDS));
  });

  it("[FIELD-1] a kind's task is its contract call: method, path, query and body pass the call's schemas", () => {
    for (const task of built) {
      expect(kindOf(task)?.calls).toContain(task.call);
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
