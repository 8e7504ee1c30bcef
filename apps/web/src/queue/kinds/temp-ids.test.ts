// FIELD-1, QUEUE-8: a temporary id is remapped through the tasks' typed parameters (and the payload
// fields their kind names), and the url or parameter list is derived again from the call. Tasks
// stored by the app before kinds (no call, no args) are read into that shape, so after an update
// they still remap, send and apply.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readJobNotes } from '../../db/comments';
import { db } from '../../db/database';
import { resetDb } from '../../test/db';
import { json, stubFetch } from '../../test/fetch-stub';
import { imageMeta, jpegBlob, savedReport } from '../../test/report-fixtures';
import { createNetworkStatus } from '../../platform/network-status';
import { addComment, addJobPhoto, createErJob, deletePhoto } from '../actions';
import { applySuccess, readSuccess, successTables } from '../effects';
import { addTask } from '../enqueue';
import { createQueueRunner } from '../runner';
import { createQueueStatus } from '../status';
import { callOf, reportTask } from './index';
import { erJobForm, serverErJob } from '../../test/er-job-fixtures';

/** An ER job made offline with a note, a photo (then deleted) and a report on it. */
async function offlineJobWithWork() {
  const { jobID: tempID, queueID } = await createErJob(erJobForm);
  await addComment(tempID, 'Safety', 'Gas smell at the trench');
  await addJobPhoto({ referenceCode: 'p-1', jobID: tempID, locationNumber: '1', blob: jpegBlob() });
  const path = { jobId: tempID, loc: '1', templateName: 'cbilling', referenceCode: 'r-1' };
  const body = { values: {}, createdDate: '2025-06-02T10:00:00.000Z', createdByUser: 'Frank' };
  await db.transaction('rw', [db.updateQueue, db.reports], async () => {
    const save = await addTask(db, reportTask(path, body, { taskName: 'Save report', dependsOn: queueID }));
    await db.reports.put({
      referenceCode: 'r-1',
      reportID: null,
      jobID: tempID,
      locationNumber: '1',
      reportTemplateName: 'cbilling',
      values: {},
      createdDate: body.createdDate,
      createdByUser: body.createdByUser,
      status: 'waiting',
      queueID: save.queueID,
      updatedDate: body.createdDate,
    });
  });
  const photo = await db.photos.get('p-1');
  await deletePhoto(photo!);
  return { tempID, queueID };
}

const runner = () =>
  createQueueRunner({
    owner: () => null,
    hasSession: () => true,
    networkRetryMs: null,
    status: createQueueStatus(),
    serverHealthy: async () => true,
    online: createNetworkStatus(true),
  });

describe('temporary ids through typed parameters', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[FIELD-1] [QUEUE-8] an ER job made offline is answered: its folders, event, note, photo, delete and report tasks get the real id in their args and in what they send', async () => {
    const { tempID, queueID } = await offlineJobWithWork();
    const add = (await db.updateQueue.get(queueID))!;
    const result = readSuccess(add, serverErJob(901));
    await db.transaction('rw', successTables(db), async () => {
      await db.updateQueue.delete(queueID);
      await applySuccess(db, add, result);
    });
    const tasks = await db.updateQueue.toArray();
    expect(tasks.map((task) => task.typeObject).sort()).toEqual(
      ['Image', 'ImageDelete', 'JobEvent', 'JobFolders', 'Note', 'Report'].sort(),
    );
    // Nothing anywhere in a task still names the temporary id.
    expect(JSON.stringify(tasks)).not.toContain(String(tempID));
    const byType = Object.fromEntries(tasks.map((task) => [task.typeObject, task]));
    expect(callOf(byType.JobFolders!)?.args).toEqual({ id: 901 });
    expect(byType.JobFolders).toMatchObject({ url: '/api/job/901/add-folders' });
    expect(byType.JobEvent).toMatchObject({ args: { id: 901, eventType: 'Emergency response' } });
    expect(byType.Note).toMatchObject({ args: { jobID: 901 } });
    expect(byType.Note!.kind === 'procedure' && byType.Note!.parameters).toContainEqual({
      name: 'jobID',
      value: 901,
    });
    expect(byType.Image).toMatchObject({ payload: { jobID: 901, referenceCode: 'p-1' } });
    expect(byType.ImageDelete).toMatchObject({ args: { JobID: 901, referenceCode: 'p-1' } });
    expect(byType.Report).toMatchObject({
      args: { jobId: 901, loc: '1' },
      url: '/api/jobs/901/locations/1/reports/cbilling/r-1',
    });
  });

  it('[FIELD-1] tasks stored before kinds (no call, no args) still send, remap and apply after an app update', async () => {
    const { tempID } = await offlineJobWithWork();
    // The shape an older app stored: the same spec fields, without the call and its args.
    await db.updateQueue.toCollection().modify((task) => {
      delete task.call;
      delete task.args;
    });
    const net = stubFetch({
      'POST /api/job/add-record': json(serverErJob(901)),
      'POST /api/job/901/add-folders': json({ folders: [] }),
      'POST /api/job/901/Event/': json({ eventID: 5 }),
      'POST /api/Image': json(imageMeta('p-1', 901)),
      'DELETE /api/image': json({ ok: true, deleted: true }),
      'POST /api/jobs/901/locations/1/reports/cbilling/r-1': json(savedReport('r-1', 901, 'cbilling')),
      'POST /api/cmd': json({
        noteID: 77,
        noteType: 'Safety',
        text: 'Gas smell at the trench',
        createdDate: '2025-06-02T10:01:00.000Z',
        createdBy: 'Ann',
      }),
    });
    expect(await runner().trigger()).toBe('done');
    expect(await db.updateQueue.count()).toBe(0);
    expect(net.requests.every((r) => !r.url.href.includes(String(tempID)))).toBe(true);
    expect(net.to('/api/image', 'DELETE')[0]!.url.searchParams.get('JobID')).toBe('901');
    expect(JSON.parse(net.to('/api/cmd')[0]!.body!).parameters).toContainEqual({ name: 'jobID', value: 901 });
    // The answers were applied: the job, its note and its report are the server's now.
    expect((await db.jobs.get(901))?.jobNumber).toBe('ER-901');
    expect((await readJobNotes(db, 901)).map((n) => n.noteID)).toEqual([77]);
    expect(await db.reports.get('r-1')).toMatchObject({
      status: 'sent',
      reportID: savedReport('r-1', 901, 'cbilling').reportID,
      jobID: 901,
    });
    expect(await db.photos.get('p-1')).toBeUndefined();
  });
});
