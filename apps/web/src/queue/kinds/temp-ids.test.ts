// FIELD-1, QUEUE-8: a temporary id is remapped through the tasks' typed parameters (and the payload
// fields their kind names), and the url or parameter list is derived again from the call.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/database';
import { resetDb } from '../../test/db';
import { jpegBlob } from '../../test/report-fixtures';
import { addComment, addJobPhoto, createErJob, deletePhoto } from '../actions';
import { applySuccess, readSuccess, successTables } from '../effects';
import { addTask } from '../enqueue';
import { reportTask } from './index';
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
    expect(byType.JobFolders!.args).toEqual({ id: 901 });
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
});
