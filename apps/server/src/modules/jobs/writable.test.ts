// TSX-3: notes, photos and reports made offline on a job that closed meanwhile. Taken when the
// record's own time (a photo's takenAt, a report's createdDate) falls while the job was open and
// the user's; a note (no time of its own) while the job closed less than CLOSED_GRACE_HOURS (72) ago.
// Otherwise 409 saying what happened and how to keep it, nothing stored; reads keep the reach rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, command, countRows, type TestServer } from '../../test/harness.js';
import { signedInServer } from '../../test/signed-in.js';
import { dataUrl, photoJpeg, signaturePng } from '../../test/image-fixtures.js';
import { assignedOpenJobIDs, CARLOS, foreignOpenJobID, jobNumberOf } from '../../test/jobs-fixtures.js';
import { cbillingValues, saveReport } from '../../test/report-fixtures.js';
import { closeJob } from './repository.js';

let server: TestServer;
let carlos: string;
let jobs: number[];
let foreign: number;
const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

beforeAll(async () => {
  ({ server, sid: carlos } = await signedInServer(CARLOS));
  jobs = await assignedOpenJobIDs(server, CARLOS);
  foreign = await foreignOpenJobID(server, CARLOS);
});
afterAll(() => server?.close());

/** Closes the job, as if `hours` ago (the history row is what the rule reads). */
async function closedHoursAgo(jobID: number, hours: number) {
  const db = server.app.database.db;
  await closeJob(db, jobID);
  await db
    .updateTable('job_history')
    .set({ changed_at: hoursAgo(hours) })
    .where('job_id', '=', jobID)
    .where('change', '=', 'closed')
    .execute();
}
const addNote = (jobID: number) =>
  server.app.inject(command(carlos, 'AddNote', { jobID, noteType: 'General', text: 'Valve box set' }));
const jobNumber = (jobID: number) => jobNumberOf(server, jobID);

describe('records made on a job that closed meanwhile (TSX-3)', () => {
  it('[TSX-3] a note sent within three days of the close is kept; later it is a 409 that says how to keep it, nothing stored; reads still 404', async () => {
    const [recent, old] = jobs as [number, number];
    await closedHoursAgo(recent, 2);
    const kept = await addNote(recent);
    expect(kept.statusCode, kept.body).toBe(200);
    await closedHoursAgo(old, 96);
    const notes = await countRows(server.app, 'notes');
    const refused = await addNote(old);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The job ${await jobNumber(old)} closed on ${hoursAgo(96).slice(0, 10)}; the note was kept on this device, in the sync queue: send it to the office, who can add it to the job`,
    );
    expect(await countRows(server.app, 'notes')).toBe(notes);
    // Reads keep the reach rule: a closed job leaves the device.
    expect((await server.app.inject(command(carlos, 'GetNotes', { jobID: recent }))).statusCode).toBe(404);
  });

  it('[TSX-3] a report filled before the close is saved after it; one filled after the close is a 409, nothing stored', async () => {
    const job = jobs[2]!;
    await closedHoursAgo(job, 96);
    const values = cbillingValues({ foremanSignature: await signaturePng() });
    const body = (createdDate: string) => ({ values, createdDate, createdByUser: 'Carlos Crew' });
    const before = await server.app.inject(
      saveReport(carlos, { jobID: job, ref: 'tsx3-rep-1' }, body(hoursAgo(120))),
    );
    expect(before.statusCode, before.body).toBe(200);
    const reports = await countRows(server.app, 'reports');
    const after = await server.app.inject(
      saveReport(carlos, { jobID: job, ref: 'tsx3-rep-2' }, body(hoursAgo(24))),
    );
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({
      message: expect.stringMatching(
        /closed on .*; the report was kept on this device, in the sync queue: send it to the office/,
      ),
      details: { jobID: job, jobNumber: await jobNumber(job) },
    });
    expect(await countRows(server.app, 'reports')).toBe(reports);
  });

  it('[TSX-3] a photo taken before the close is stored after it; taken after, or with no time long after, a 409', async () => {
    const job = jobs[3]!;
    await closedHoursAgo(job, 96);
    const base64 = dataUrl('jpeg', await photoJpeg(64, 48));
    const upload = (referenceCode: string, takenAt?: string) =>
      server.app.inject(
        apiCall(carlos, 'POST', '/api/Image', {
          jobID: job,
          locationNumber: '1',
          base64,
          referenceCode,
          takenAt,
        }),
      );
    const taken = await upload('tsx3-ph-1', hoursAgo(100));
    expect(taken.statusCode, taken.body).toBe(200);
    const images = await countRows(server.app, 'images');
    for (const late of [await upload('tsx3-ph-2', hoursAgo(1)), await upload('tsx3-ph-3')]) {
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/the photo was kept on this device/);
    }
    expect(await countRows(server.app, 'images')).toBe(images);
  });

  it('[TSX-3] a job the user never had stays a 404, whatever time the record claims', async () => {
    await closedHoursAgo(foreign, 1);
    expect((await addNote(foreign)).statusCode).toBe(404);
    const photo = await server.app.inject(
      apiCall(carlos, 'POST', '/api/Image', {
        jobID: foreign,
        locationNumber: '1',
        base64: dataUrl('jpeg', await photoJpeg(64, 48)),
        referenceCode: 'tsx3-ph-foreign',
        takenAt: hoursAgo(30),
      }),
    );
    expect(photo.statusCode).toBe(404);
  });
});
