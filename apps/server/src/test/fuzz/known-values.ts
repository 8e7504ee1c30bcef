// OPS-6 fuzz: the ids and names that exist (own and foreign jobs, timesheets, folders, photos,
// uploads), so generated requests name real objects, including other users' ones.
import { dataUrl, photoJpeg, photoPng, signaturePng } from '../image-fixtures.js';
import { forgeIdToken, signIdToken } from '../tokens.js';
import { createUpload } from '../tus.js';
import { cbillingValues, LINE_ITEMS } from '../report-fixtures.js';
import { apiCall, type TestServer } from '../harness.js';
import {
  CARLOS,
  FRANK,
  assignedOpenJobIDs,
  closedJobID,
  employeeID,
  foreignOpenJobID,
} from '../jobs-fixtures.js';
import type { KnownValues } from './values.js';

/**
 * What the seeded data holds, by field name in lower case, and what the run needs made first:
 * a photo and an unfinished upload of each user, sign-in tokens. `sessions[i]` is `users[i]`'s.
 */
export async function knownValues(
  server: TestServer,
  users: readonly string[],
  sessions: readonly string[],
): Promise<KnownValues> {
  const db = server.app.database.db;
  const jobs = [
    ...(await assignedOpenJobIDs(server, FRANK)).slice(0, 2),
    await foreignOpenJobID(server, FRANK),
  ];
  jobs.push(await closedJobID(server));
  const foremen = [await employeeID(server, FRANK), await employeeID(server, CARLOS)];
  const timesheets = (await db.selectFrom('timesheets').select('timesheet_id').limit(3).execute()).map(
    (r) => r.timesheet_id,
  );
  const folders = (await db.selectFrom('drive_folders').select('folder_id').limit(3).execute()).map(
    (r) => r.folder_id,
  );
  // A photo of each user's job (the demo data has none), so image reads, deletes and covers find one.
  for (const [i, email] of users.entries()) {
    const [jobID] = await assignedOpenJobIDs(server, email);
    const photo = { referenceCode: `fuzz-seed-photo-${i}`, jobID, locationNumber: '1' };
    const base64 = dataUrl('jpeg', await photoJpeg(64, 48));
    await server.app.inject(apiCall(sessions[i]!, 'POST', '/api/Image', { ...photo, base64 }));
  }
  const images = (await db.selectFrom('images').select('reference_code').limit(3).execute()).map(
    (r) => r.reference_code,
  );
  const listNames = await db.selectFrom('option_lists').select('list_name').distinct().execute();
  const noteTypes = await db
    .selectFrom('option_lists')
    .select('value')
    .where('list_name', '=', 'noteTypes')
    .execute();
  const signature = await signaturePng();
  const templates = (await db.selectFrom('report_templates').select('report_template_name').execute()).map(
    (r) => r.report_template_name,
  );
  // Each user's unfinished upload: the other user naming it must get the same 404 as a made-up id.
  const uploads: string[] = [];
  for (const [i, email] of users.entries()) {
    const [jobID] = await assignedOpenJobIDs(server, email);
    const metadata = { purpose: 'image', jobID: jobID!, filetype: 'image/jpeg', filename: 'fuzz.jpg' };
    const created = await createUpload(server.app, sessions[i]!, 1_000, metadata);
    uploads.push(String(created.headers.location).split('/').pop()!);
  }
  // Sign-in tokens, each good once: a valid one, and signed ones whose claims cannot be stored.
  const newcomer = 'new.crew@acme.example';
  const tokens = [
    await signIdToken(server, FRANK),
    await signIdToken(server, FRANK, { claims: { sub: 'nul \u0000 subject' } }),
    await signIdToken(server, newcomer, { claims: { name: 'nul \u0000 name' } }),
    await signIdToken(server, newcomer, { expiresIn: -60 }),
    await forgeIdToken(server, CARLOS),
  ];
  return {
    email: [FRANK, CARLOS, newcomer],
    token: tokens,
    id: [...jobs, ...timesheets, ...uploads],
    upload: uploads,
    jobid: jobs,
    foremanid: foremen,
    timesheetid: timesheets,
    folderid: folders,
    parent: folders,
    referencecode: [...images, 'fuzz-photo-0001', 'fuzz-photo-0002'],
    notetype: noteTypes.map((r) => r.value),
    listname: listNames.map((r) => r.list_name),
    base64: [dataUrl('png', await photoPng(32, 24)), dataUrl('jpeg', await photoJpeg(40, 30))],
    reportcode: images,
    ref: images,
    name: templates,
    templatename: templates,
    template: templates,
    chatservice: ['slack', 'googlechat'],
    drive: ['drive'],
    // A report's values: a complete one (saved and printed), and ones wrong in a single field.
    values: [
      cbillingValues({ foremanSignature: signature }),
      cbillingValues({ foremanSignature: signature, lineItems: [{ ...LINE_ITEMS[0], quantity: 1e308 }] }),
      cbillingValues({ foremanSignature: 'data:image/png;base64,AAAA', workDate: '2026-02-30' }),
    ],
    // Batch entries: real calls (a sign-out, a batch inside a batch) and made-up ones.
    path: [
      '/api/cmd?proc=AddNote',
      `/api/job/${jobs[0]}/add-folders`,
      '/api/session/',
      '/api/batch',
      '/api/uploads',
      '/api/TimeSheet/',
      '/oidc/token',
      '//evil.example/api/cmd',
      'http://evil.example/api/cmd',
    ],
    loc: ['1', '2'],
    locationnumber: ['1', '2'],
  };
}
