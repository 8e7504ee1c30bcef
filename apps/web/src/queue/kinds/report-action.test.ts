import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/database';
import { replaceReportTemplates } from '../../db/reports';
import { resetDb } from '../../test/db';
import { json, stubFetch } from '../../test/fetch-stub';
import {
  IDENTITY,
  imageMeta,
  jobWithSite,
  putDraftPhoto,
  savedReport,
  signIn,
} from '../../test/report-fixtures';
import { SIGNED, cbillingTemplate, demoOptionLists, demoTemplates } from '../../test/report-templates';
import { imageDeleteTask } from '../kinds';
import { discardTask } from '../manage';
import { remapTask } from '../remap';
import { createQueueRunner } from '../runner';
import { createQueueStatus } from '../status';
import type { QueuedTask } from '../task';
import { createErJob } from './er-job-action';
import { deletePhoto } from './photo-actions';
import { submitReport } from './report-action';

const values = (photos: string[]) => ({
  workDate: '2025-06-01',
  crewLead: 'Dana Diaz',
  lineItems: [{ code: 'W-1', description: '8" water main', unit: 'LF', quantity: 12.5, unitPrice: 42 }],
  photos,
  foremanName: 'Frank Foreman',
  foremanSignature: SIGNED,
});

const runner = () =>
  createQueueRunner({
    owner: () => IDENTITY.email,
    hasSession: () => true,
    networkRetryMs: null,
    status: createQueueStatus(),
  });

const byQueueID = async () => (await db.updateQueue.toArray()).sort((a, b) => a.queueID - b.queueID);

describe('report actions', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await replaceReportTemplates(demoTemplates, demoOptionLists);
    await db.jobs.put(jobWithSite(5));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[REPORT-2] [REPORT-5] submit is one action: photo uploads first, then the report with createdDate and createdByUser', async () => {
    await putDraftPhoto('p-1', 5, 'r-1');
    await putDraftPhoto('p-2', 5, 'r-1');
    const now = new Date('2025-06-02T15:30:00.000Z');
    const result = await submitReport(
      {
        referenceCode: 'r-1',
        template: cbillingTemplate,
        jobID: 5,
        locationNumber: '1',
        values: values(['p-1', 'p-2']),
      },
      db,
      now,
    );
    expect(result.ok).toBe(true);
    const [photo1, photo2, report] = await byQueueID();
    expect([photo1?.typeObject, photo2?.typeObject, report?.typeObject]).toEqual([
      'Image',
      'Image',
      'Report',
    ]);
    // A chain: each task names the one before, so newest-first can never send the report early.
    expect(photo1?.dependsOn).toBeNull();
    expect(photo2?.dependsOn).toBe(photo1?.queueID);
    expect(report?.dependsOn).toBe(photo2?.queueID);
    expect(report).toMatchObject({
      kind: 'http',
      method: 'POST',
      url: '/api/jobs/5/locations/1/reports/cbilling/r-1',
      payload: {
        createdDate: '2025-06-02T15:30:00.000Z',
        createdByUser: 'Frank Foreman',
        // UX-1: the language it was filled in, which its PDF prints in.
        language: 'en',
        values: values(['p-1', 'p-2']),
      },
    });
    expect(photo1).toMatchObject({
      url: '/api/Image',
      payload: { referenceCode: 'p-1', jobID: 5, locationNumber: '1', reportCode: 'r-1' },
    });
    expect(await db.reports.get('r-1')).toMatchObject({
      status: 'waiting',
      queueID: report?.queueID,
      createdByUser: 'Frank Foreman',
    });
    expect((await db.photos.get('p-1'))?.status).toBe('queued');

    const net = stubFetch({
      'POST /api/Image': () => json(imageMeta('p', 5)),
      'POST /api/jobs/5/locations/1/reports/cbilling/r-1': json(savedReport('r-1', 5, 'cbilling')),
    });
    expect(await runner().trigger('wake')).toBe('done');
    const sent = net.requests.map((r) => `${r.method} ${r.url.pathname}`);
    expect(sent).toEqual([
      'POST /api/Image',
      'POST /api/Image',
      'POST /api/jobs/5/locations/1/reports/cbilling/r-1',
    ]);
    const upload = JSON.parse(net.requests[0]?.body ?? '{}') as { referenceCode: string; base64: string };
    expect(upload.referenceCode).toBe('p-1');
    // REPORT-5: the bytes travel with the jpeg data-URL prefix.
    expect(upload.base64).toBe(
      `data:image/jpeg;base64,${btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3))}`,
    );
    expect(await db.updateQueue.count()).toBe(0);
    expect(await db.reports.get('r-1')).toMatchObject({ status: 'sent', reportID: 44 });
    expect((await db.photos.get('p-2'))?.status).toBe('sent');
  });

  it('[REPORT-2] refuses an invalid report on the device (the contract rules) and queues nothing', async () => {
    const result = await submitReport({
      referenceCode: 'r-2',
      template: cbillingTemplate,
      jobID: 5,
      locationNumber: '1',
      values: { ...values([]), foremanSignature: undefined, crewLead: ' ' },
    });
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    const fields = result.ok ? [] : result.reason === 'invalid' ? result.issues.map((i) => i.field) : [];
    expect(fields).toEqual(['crewLead', 'foremanSignature']);
    expect(await db.updateQueue.count()).toBe(0);
  });

  it('[REPORT-2] [QUEUE-8] a report on an ER job made offline waits for the job and gets its server id', async () => {
    const { jobID: tempID } = await createErJob({
      workType: 'Main break',
      description: '',
      address1: '1 Elm',
      city: 'Portland',
      latitude: null,
      longitude: null,
      eventType: 'Emergency response',
      startDate: '2025-06-02',
      endDate: '2025-06-02',
    });
    await putDraftPhoto('p-9', tempID, 'r-9');
    await submitReport({
      referenceCode: 'r-9',
      template: cbillingTemplate,
      jobID: tempID,
      locationNumber: '1',
      values: values(['p-9']),
    });
    const tasks = await byQueueID();
    const photo = tasks.find((t) => t.typeObject === 'Image');
    expect(photo?.dependsOn).toBe(-tempID);
    const net = stubFetch({
      'POST /api/job/add-record': json({ ...jobWithSite(901), notes: [] }),
      'POST /api/job/901/add-folders': json({ folders: [] }),
      'POST /api/job/901/Event/': json({ eventID: 1 }),
      'POST /api/Image': json(imageMeta('p-9', 901)),
      'POST /api/jobs/901/locations/1/reports/cbilling/r-9': json(savedReport('r-9', 901, 'cbilling')),
    });
    await runner().trigger('wake');
    const order = net.requests.map((r) => r.url.pathname);
    expect(order.indexOf('/api/job/add-record')).toBe(0);
    expect(order.indexOf('/api/Image')).toBeLessThan(
      order.indexOf('/api/jobs/901/locations/1/reports/cbilling/r-9'),
    );
    expect(JSON.parse(net.to('/api/Image')[0]?.body ?? '{}')).toMatchObject({ jobID: 901 });
    expect(await db.reports.get('r-9')).toMatchObject({ status: 'sent', jobID: 901 });
  });

  it('[REPORT-6] deleting a photo is queued after its upload; on success it leaves the device', async () => {
    await putDraftPhoto('p-3', 5, 'r-3');
    await submitReport({
      referenceCode: 'r-3',
      template: cbillingTemplate,
      jobID: 5,
      locationNumber: '1',
      values: values(['p-3']),
    });
    const upload = (await byQueueID())[0];
    expect(await deletePhoto((await db.photos.get('p-3'))!)).toBe(true);
    const del = (await byQueueID()).at(-1);
    expect(del).toMatchObject({
      method: 'DELETE',
      url: '/api/image?referenceCode=p-3&JobID=5&locationNumber=1&reportCode=r-3',
      dependsOn: upload?.queueID,
    });
    expect((await db.photos.get('p-3'))?.status).toBe('deleting');
    stubFetch({
      'POST /api/Image': json(imageMeta('p-3', 5)),
      'POST /api/jobs/5/locations/1/reports/cbilling/r-3': json(savedReport('r-3', 5, 'cbilling')),
      'DELETE /api/image': json({ ok: true, deleted: true }),
    });
    await runner().trigger('wake');
    expect(await db.photos.get('p-3')).toBeUndefined();
    expect(await db.updateQueue.count()).toBe(0);
  });

  it('[QUEUE-8] [FIELD-1] a temporary job id in a query (DELETE /api/image?JobID=) is mapped too, through its typed parameters', () => {
    const query = { referenceCode: 'p-1', JobID: -17, locationNumber: '1' };
    const task = imageDeleteTask(query, { taskName: 'Delete p-1', dependsOn: null }) as QueuedTask;
    expect(remapTask(task, -17, 901)).toMatchObject({
      args: { ...query, JobID: 901 },
      url: '/api/image?referenceCode=p-1&JobID=901&locationNumber=1',
    });
  });

  it('[QUEUE-9] discarding a waiting report puts it back to a draft, with its photos', async () => {
    await putDraftPhoto('p-4', 5, 'r-4');
    await submitReport({
      referenceCode: 'r-4',
      template: cbillingTemplate,
      jobID: 5,
      locationNumber: '1',
      values: values(['p-4']),
    });
    const [upload] = await byQueueID();
    await discardTask(upload!.queueID);
    expect(await db.updateQueue.count()).toBe(0);
    expect((await db.reports.get('r-4'))?.status).toBe('draft');
    expect((await db.photos.get('p-4'))?.status).toBe('draft');
  });
});
