import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import { replaceReportTemplates, saveDraftPhoto } from '../../db/reports';
import { resetDb } from '../../test/db';
import { jobWithSite, jpegBlob, putDraftPhoto, signIn } from '../../test/report-fixtures';
import { SIGNED, cbillingTemplate, demoOptionLists, demoTemplates } from '../../test/report-templates';
import { submitReport } from './report-action';

const values = (photos: string[]) => ({
  workDate: '2025-06-01',
  crewLead: 'Dana Diaz',
  lineItems: [{ code: 'W-1', description: '8" water main', unit: 'LF', quantity: 12.5, unitPrice: 42 }],
  photos,
  foremanName: 'Frank Foreman',
  foremanSignature: SIGNED,
});

describe('report photo capture', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
    await replaceReportTemplates(demoTemplates, demoOptionLists);
    await db.jobs.put(jobWithSite(5));
  });

  it('[FIELD-8] a report photo queued at submit carries the capture it was taken with; one stored before capture was kept sends none', async () => {
    const capture = { takenAt: '2025-06-01T07:42:10-07:00', latitude: 45.5231, longitude: -122.6765 };
    await saveDraftPhoto({
      referenceCode: 'p-cap',
      jobID: 5,
      locationNumber: '1',
      sessionId: 'sid-1',
      reportCode: 'r-cap',
      blob: jpegBlob(),
      ...capture,
    });
    await putDraftPhoto('p-old', 5, 'r-cap');
    const submitted = await submitReport(
      {
        referenceCode: 'r-cap',
        template: cbillingTemplate,
        jobID: 5,
        locationNumber: '1',
        values: values(['p-cap', 'p-old']),
      },
      db,
      new Date('2025-06-02T15:30:00.000Z'),
    );
    expect(submitted.ok).toBe(true);
    const uploads = (await db.updateQueue.toArray()).flatMap((task) =>
      task.kind === 'http' && task.typeObject === 'Image' ? [task.payload] : [],
    );
    const payloadOf = (ref: string) =>
      uploads.find((payload) => expect.objectContaining({ referenceCode: ref }).asymmetricMatch(payload));
    expect(payloadOf('p-cap')).toMatchObject(capture);
    expect(payloadOf('p-old')).toMatchObject({ takenAt: null, latitude: null, longitude: null });
  });
});
