// TRUST-10 (b): a reference code already used on a job the sender cannot reach is answered as an
// absent one (no 409 that would tell another user's record exists), and stored as the sender's own
// record: the other user's photo or report is never overwritten, and the sender's retries still
// store once.
import { IDEMPOTENCY_HEADER, SavedReport } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, signIn, type TestServer } from '../../test/harness.js';
import { signedInServer } from '../../test/signed-in.js';
import { dataUrl, photoJpeg, signaturePng } from '../../test/image-fixtures.js';
import { assignedOpenJobIDs, CARLOS, FRANK, ledOpenJobIDs } from '../../test/jobs-fixtures.js';
import { cbillingValues, reportBody, saveReport } from '../../test/report-fixtures.js';

let server: TestServer;
let carlos: string;
let frank: string;
/** Carlos's job, and one of Frank's that Carlos does not reach. */
let carlosJob: number;
let franksJob: number;
beforeAll(async () => {
  ({ server, sid: carlos } = await signedInServer(CARLOS));
  frank = await signIn(server, FRANK);
  const carlosJobs = await assignedOpenJobIDs(server, CARLOS);
  [carlosJob] = carlosJobs as [number];
  const notCarlos = (await ledOpenJobIDs(server, FRANK)).find((id) => !carlosJobs.includes(id));
  if (notCarlos === undefined)
    throw new Error('The demo data has no job of Frank that Carlos does not reach');
  franksJob = notCarlos;
});
afterAll(() => server?.close());

const upload = (sid: string, jobID: number, referenceCode: string, bytes: Buffer, key?: string) =>
  server.app.inject(
    apiCall(
      sid,
      'POST',
      '/api/Image',
      { jobID, locationNumber: '1', referenceCode, base64: dataUrl('jpeg', bytes) },
      key ? { [IDEMPOTENCY_HEADER]: key } : {},
    ),
  );
const imageBytes = async (sid: string, ref: string) =>
  (await server.app.inject(apiCall(sid, 'GET', `/api/Image/${ref}`))).rawPayload;
const imageRow = (jobID: number, ref: string) =>
  server.app.database.db
    .selectFrom('images')
    .selectAll()
    .where('job_id', '=', jobID)
    .where('reference_code', '=', ref)
    .executeTakeFirstOrThrow();

describe("[TRUST-10] another user's reference codes", () => {
  it("[TRUST-10] a photo under a code used on a job the sender cannot reach is stored as the sender's own, as an absent code would be", async () => {
    const franksPhoto = await photoJpeg(40, 30);
    expect((await upload(frank, franksJob, 'shared-photo', franksPhoto)).statusCode).toBe(200);
    const franksRow = await imageRow(franksJob, 'shared-photo');
    const franksBytes = await imageBytes(frank, 'shared-photo');

    const before = await countRows(server.app, 'images');
    const absent = await upload(carlos, carlosJob, 'absent-photo', await photoJpeg(40, 30));
    const carlosPhoto = await photoJpeg(30, 40);
    const taken = await upload(carlos, carlosJob, 'shared-photo', carlosPhoto, 'trust-10-photo-key');
    expect([absent.statusCode, taken.statusCode]).toEqual([200, 200]);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(absent.json()).sort());
    expect(taken.json()).toMatchObject({ referenceCode: 'shared-photo', jobID: carlosJob, width: 30 });

    // Retries (with the key, and without it) store nothing more and answer the same.
    const replay = await upload(carlos, carlosJob, 'shared-photo', carlosPhoto, 'trust-10-photo-key');
    const resend = await upload(carlos, carlosJob, 'shared-photo', carlosPhoto);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect([replay.json(), resend.json()]).toEqual([taken.json(), taken.json()]);
    expect(await countRows(server.app, 'images')).toBe(before + 2);

    // Frank's photo is untouched and still his; each reader gets the photo of the jobs they reach.
    expect(await imageRow(franksJob, 'shared-photo')).toEqual(franksRow);
    expect(await imageBytes(frank, 'shared-photo')).toEqual(franksBytes);
    const carlosRow = await imageRow(carlosJob, 'shared-photo');
    expect(carlosRow.blob_key).not.toBe(franksRow.blob_key);
    expect(await imageBytes(carlos, 'shared-photo')).not.toEqual(franksBytes);
  });

  it("[TRUST-10] a report under a code used on a job the sender cannot reach is saved as the sender's own, as an absent code would be", async () => {
    const signature = await signaturePng();
    const body = (notes: string, by: string) =>
      reportBody(cbillingValues({ foremanSignature: signature, notes }), by);
    const franks = await server.app.inject(
      saveReport(frank, { jobID: franksJob, ref: 'shared-report' }, body("Frank's", 'Frank')),
    );
    expect(franks.statusCode).toBe(200);

    const before = await countRows(server.app, 'reports');
    const key = { [IDEMPOTENCY_HEADER]: 'trust-10-report-key' };
    const send = () =>
      server.app.inject(
        saveReport(carlos, { jobID: carlosJob, ref: 'shared-report' }, body("Carlos's", 'Carlos Crew'), key),
      );
    const taken = await send();
    expect(taken.statusCode).toBe(200);
    expect(SavedReport.parse(taken.json())).toMatchObject({ jobID: carlosJob, revision: 1 });
    const replay = await send();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(taken.json());
    expect(await countRows(server.app, 'reports')).toBe(before + 1);

    // Frank's report is untouched, and its PDF is still his to open (and not Carlos's).
    const rows = await server.app.database.db
      .selectFrom('reports')
      .select(['job_id', 'revision', 'values_json'])
      .where('reference_code', '=', 'shared-report')
      .orderBy('report_id')
      .execute();
    expect(rows.map((r) => [r.job_id, r.revision, JSON.parse(r.values_json).notes])).toEqual([
      [franksJob, 1, "Frank's"],
      [carlosJob, 1, "Carlos's"],
    ]);
    const pdf = (sid: string, jobID: number) =>
      server.app.inject(
        apiCall(
          sid,
          'GET',
          `/api/ContractorBillingForm?id=${jobID}&referenceCode=shared-report&template=cbilling`,
        ),
      );
    expect((await pdf(frank, franksJob)).statusCode).toBe(200);
    expect((await pdf(carlos, franksJob)).statusCode).toBe(404);
    expect((await pdf(carlos, carlosJob)).statusCode).toBe(200);
  });
});
