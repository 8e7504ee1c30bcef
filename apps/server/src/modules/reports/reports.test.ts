import { FIRST_SYNC_DATE, JobFolder, SavedReport } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, signIn, type TestServer } from '../../test/harness.js';
import { signedInCrew } from '../../test/signed-in.js';
import { blankSignaturePng, signaturePng } from '../../test/image-fixtures.js';
import {
  assignedOpenJobIDs,
  CARLOS,
  foreignOpenJobID,
  FRANK,
  runProcedure,
} from '../../test/jobs-fixtures.js';
import { cbillingValues, LINE_ITEMS, reportBody, saveReport } from '../../test/report-fixtures.js';

let server: TestServer;
let carlos: string;
let frank: string;
let jobID: number;
let signature: string;
beforeAll(async () => {
  ({ server, sid: carlos, jobID } = await signedInCrew(CARLOS));
  frank = await signIn(server, FRANK);
  signature = await signaturePng();
});
afterAll(() => server?.close());

const reports = () => countRows(server.app, 'reports');
const loadJob = async (id: number) =>
  JobFolder.parse((await server.app.inject(apiCall(carlos, 'GET', `/api/mobile/jobloader/${id}`))).json());

describe('saving a report', () => {
  it("[REPORT-2] a valid report is stored with the device's createdDate and createdByUser, and reaches the job's location", async () => {
    const since = new Date().toISOString();
    const body = reportBody(cbillingValues({ foremanSignature: signature, photos: ['ph-1', 'ph-2'] }));
    const answer = await server.app.inject(saveReport(carlos, { jobID, ref: 'rep-save-1' }, body));
    expect(answer.statusCode, answer.body).toBe(200);
    const saved = SavedReport.parse(answer.json());
    expect(saved).toMatchObject({
      referenceCode: 'rep-save-1',
      jobID,
      locationNumber: '1',
      reportTemplateName: 'cbilling',
      createdDate: body.createdDate,
      createdByUser: 'Carlos Crew',
      templateVersion: 1,
      revision: 1,
    });
    expect(saved.values.lineItems).toEqual(LINE_ITEMS);
    const job = await loadJob(jobID);
    expect(job.locations.find((l) => l.locationNumber === '1')?.reports).toContain('rep-save-1');
    // The job moved, so every device holding it receives the reference with the next delta.
    const delta = await runProcedure(server, carlos, 'GetJobUpdates', { since });
    expect(delta.changed.map((j) => j.jobID)).toContain(jobID);
    const row = await server.app.database.db
      .selectFrom('reports')
      .innerJoin('users', 'users.user_id', 'reports.created_by_user_id')
      .select(['users.email', 'reports.filled_on'])
      .where('reference_code', '=', 'rep-save-1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: CARLOS, filled_on: body.createdDate });
  });

  it('[REPORT-7] the drawn signature is stored with the report; a blank one does not count as signed', async () => {
    const stored = await server.app.database.db
      .selectFrom('reports')
      .select('values_json')
      .where('reference_code', '=', 'rep-save-1')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.values_json).foremanSignature).toBe(signature);
    const before = await reports();
    const blank = await server.app.inject(
      saveReport(
        carlos,
        { jobID, ref: 'rep-blank-sig' },
        reportBody(cbillingValues({ foremanSignature: await blankSignaturePng() })),
      ),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([
      { field: 'foremanSignature', code: 'required', message: 'The signature is empty' },
    ]);
    const notPng = await server.app.inject(
      saveReport(
        carlos,
        { jobID, ref: 'rep-fake-sig' },
        reportBody(cbillingValues({ foremanSignature: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' })),
      ),
    );
    expect(notPng.statusCode).toBe(400);
    expect(notPng.json().details[0]).toMatchObject({ field: 'foremanSignature', code: 'format' });
    expect(await reports()).toBe(before);
  });

  it('[QUEUE-7] the same Idempotency-Key twice stores one report and replays the answer; the key with another body is 422', async () => {
    const before = await reports();
    const key = { 'Idempotency-Key': 'task-report-1' };
    const body = reportBody(cbillingValues({ foremanSignature: signature }));
    const first = await server.app.inject(saveReport(carlos, { jobID, ref: 'rep-idem-1' }, body, key));
    const second = await server.app.inject(saveReport(carlos, { jobID, ref: 'rep-idem-1' }, body, key));
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await reports()).toBe(before + 1);
    const other = await server.app.inject(
      saveReport(
        carlos,
        { jobID, ref: 'rep-idem-1' },
        reportBody(cbillingValues({ foremanSignature: signature, crewLead: 'Someone else' })),
        key,
      ),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect(await reports()).toBe(before + 1);
  });

  it('[REPORT-2] sending the same report again replaces it (a new revision), never adds one; another user may not', async () => {
    const before = await reports();
    const again = await server.app.inject(
      saveReport(
        carlos,
        { jobID, ref: 'rep-idem-1' },
        reportBody(cbillingValues({ foremanSignature: signature, notes: 'Corrected' })),
      ),
    );
    expect(again.statusCode).toBe(200);
    expect(SavedReport.parse(again.json())).toMatchObject({ revision: 2, values: { notes: 'Corrected' } });
    expect(await reports()).toBe(before);
    const franksJob = (await assignedOpenJobIDs(server, FRANK)).includes(jobID);
    expect(franksJob).toBe(true);
    const byFrank = await server.app.inject(
      saveReport(
        frank,
        { jobID, ref: 'rep-idem-1' },
        reportBody(cbillingValues({ foremanSignature: signature }), 'Frank'),
      ),
    );
    expect(byFrank.statusCode).toBe(409);
    const elsewhere = await server.app.inject(
      saveReport(carlos, { jobID, ref: 'rep-idem-1', template: 'generic' }, reportBody({})),
    );
    expect(elsewhere.statusCode).toBe(409);
    expect(await reports()).toBe(before);
  });

  it('[SRV-1] field problems are 400 with one detail per field, and nothing is stored', async () => {
    const before = await reports();
    const values = cbillingValues({
      workDate: '30/03/2026',
      crewLead: '',
      lineItems: [{ code: 'W-1', description: 'Cut', unit: 'PALLET', quantity: -2, unitPrice: 'ten' }],
    });
    const answer = await server.app.inject(
      saveReport(carlos, { jobID, ref: 'rep-bad-1' }, reportBody(values)),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'bad_request', message: 'The report has 6 problems' });
    expect(answer.json().details.map((d: { field: string }) => d.field)).toEqual([
      'workDate',
      'crewLead',
      'lineItems.0.unit',
      'lineItems.0.quantity',
      'lineItems.0.unitPrice',
      'foremanSignature',
    ]);
    // The body's own shape is checked first, by the contract's schema.
    const noDate = await server.app.inject(
      saveReport(carlos, { jobID, ref: 'rep-bad-2' }, { values: {}, createdByUser: 'x' }),
    );
    expect(noDate.statusCode).toBe(400);
    const badRef = await server.app.inject(
      saveReport(carlos, { jobID, ref: 'null' }, reportBody(cbillingValues())),
    );
    expect(badRef.statusCode).toBe(400);
    expect(await reports()).toBe(before);
  });

  it('[SRV-1] a foreign or unknown job is the same 404; a missing location or template is 404; nothing is stored', async () => {
    const before = await reports();
    const body = reportBody(cbillingValues({ foremanSignature: signature }));
    const foreign = await server.app.inject(
      saveReport(carlos, { jobID: await foreignOpenJobID(server, CARLOS), ref: 'rep-f-1' }, body),
    );
    const unknown = await server.app.inject(saveReport(carlos, { jobID: 999_999, ref: 'rep-f-2' }, body));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    const location = await server.app.inject(saveReport(carlos, { jobID, loc: '99', ref: 'rep-f-3' }, body));
    expect(location.statusCode).toBe(404);
    expect(location.json().message).toMatch(/has no location 99/);
    const template = await server.app.inject(
      saveReport(carlos, { jobID, template: 'nope', ref: 'rep-f-4' }, body),
    );
    expect(template.statusCode).toBe(404);
    expect(await reports()).toBe(before);
  });

  it('[REPORT-2] show-when: restoration notes are required only once the box is ticked, and dropped when it is not', async () => {
    const base = {
      completionDate: '2026-03-31',
      siteCleaned: true,
      photos: ['ph-9'],
      signature,
      restorationNotes: 'left from before the box was unticked',
    };
    const path = { jobID, template: 'construct-complete', ref: 'rep-cc-1' };
    const ticked = await server.app.inject(
      saveReport(carlos, path, reportBody({ ...base, surfaceRestored: true, restorationNotes: '' })),
    );
    expect(ticked.statusCode).toBe(400);
    expect(ticked.json().details.map((d: { field: string }) => d.field)).toEqual([
      'restorationType',
      'restorationNotes',
    ]);
    const unticked = await server.app.inject(
      saveReport(carlos, path, reportBody({ ...base, surfaceRestored: false })),
    );
    expect(unticked.statusCode, unticked.body).toBe(200);
    expect(SavedReport.parse(unticked.json()).values).not.toHaveProperty('restorationNotes');
  });

  it('[SYNC-1] the first sync carries report references on their locations', async () => {
    const delta = await runProcedure(server, carlos, 'GetJobUpdates', { since: FIRST_SYNC_DATE });
    const job = delta.changed.find((j) => j.jobID === jobID)!;
    expect(job.locations[0]!.reports).toEqual(
      expect.arrayContaining(['rep-save-1', 'rep-idem-1', 'rep-cc-1']),
    );
  });
});
