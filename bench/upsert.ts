// `tsx upsert.ts` (INT-3): 10,000 jobs sent by another system in one upsert call, through the real
// server (app.inject with a service token, SQLite in a temporary folder, the demo data), against a
// plain baseline doing the same writes: the same rows inserted by a bare Kysely loop in batches of
// 100 in one transaction (jobs, their opened/foreman/crew history rows, crews, sites). Each round
// sends new rows (new external ids and job numbers) to both, in turns; then the same 10,000 again
// through the call, which answers all unchanged and writes nothing. Prints medians and spread.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { implicitSignIn } from '../apps/server/src/test/tokens.js';
import { DEMO_PASSWORD } from '../e2e/harness/sign-in.js';
import { timeInterleaved } from './lib/interleave.js';
import { median, report, spread } from './lib/measure.js';

const ROWS = Number(process.env['BENCH_UPSERT_ROWS'] ?? 10_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const FOREMAN = 'foreman@acme.example';
const CREW = 'crew@acme.example';

function rowsOf(batch: string) {
  return Array.from({ length: ROWS }, (_, i) => ({
    externalID: `${batch}-${i}`,
    jobNumber: `${batch}-${i}`,
    workType: 'Storm drain repair',
    address1: `${i} Harbor Blvd`,
    city: 'Oakland',
    latitude: 37.8,
    longitude: -122.27,
    foreman: FOREMAN,
    crew: [CREW],
    sites: [{ locationNumber: '1', address1: `${i} Harbor Blvd`, city: 'Oakland' }],
  }));
}

async function signedInAdmin(app: FastifyInstance, publicUrl: string): Promise<string> {
  const email = 'office@acme.example';
  const { idToken } = await implicitSignIn(app, publicUrl, email, DEMO_PASSWORD);
  const device = {
    model: 'bench',
    platform: 'web',
    uuid: 'bench',
    version: '1',
    manufacturer: 'bench',
    isVirtual: true,
    serial: '1700000000000@@bench',
  };
  const session = await app.inject({
    method: 'POST',
    url: '/api/session/',
    payload: { email, token: idToken, device, gps: null, password: '' },
  });
  if (session.statusCode !== 200) throw new Error(`Sign-in failed: ${session.body}`);
  return session.json<{ sessionId: string }>().sessionId;
}

async function serviceToken(app: FastifyInstance, sid: string): Promise<string> {
  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `${url}?sid=${sid}`, payload });
  const account = await call('/api/office/service-accounts', { name: 'Bench ERP', scopes: ['jobs:write'] });
  const id = account.json<{ serviceAccountID: number }>().serviceAccountID;
  return (await call(`/api/office/service-accounts/${id}/tokens`, {})).json<{ token: string }>().token;
}

/** The baseline: the same rows, plainly, in batches of 100 in one transaction. */
async function bareInsert(
  app: FastifyInstance,
  rows: ReturnType<typeof rowsOf>,
  people: { foreman: number; crew: number },
) {
  const now = new Date().toISOString();
  await app.database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 100) {
      const part = rows.slice(i, i + 100);
      const jobs = await trx
        .insertInto('jobs')
        .values(
          part.map((r) => ({
            job_number: r.jobNumber,
            address1: r.address1,
            city: r.city,
            work_type: r.workType,
            work_description: r.workType,
            latitude: r.latitude,
            longitude: r.longitude,
            crew_folder: r.jobNumber,
            crew_folder_id: '',
            cover_photo_ref: null,
            status: 'Open' as const,
            is_emergency: 0,
            foreman_employee_id: people.foreman,
            created_by_user_id: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('job_id')
        .execute();
      const ids = jobs.map((j) => j.job_id);
      await trx
        .insertInto('job_history')
        .values(
          ids.flatMap((job_id) => [
            { job_id, changed_at: now, change: 'opened' as const, employee_id: null },
            { job_id, changed_at: now, change: 'foreman' as const, employee_id: people.foreman },
            { job_id, changed_at: now, change: 'crewJoined' as const, employee_id: people.crew },
          ]),
        )
        .execute();
      await trx
        .insertInto('job_crew')
        .values(ids.map((job_id) => ({ job_id, employee_id: people.crew })))
        .execute();
      await trx
        .insertInto('sites')
        .values(
          ids.map((job_id, n) => ({
            job_id,
            location_number: '1',
            address1: part[n]!.address1,
            city: 'Oakland',
            latitude: null,
            longitude: null,
            status: 'Active' as const,
          })),
        )
        .execute();
    }
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'fieldops-bench-upsert-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  WEB_DIST: join(dataDir, 'none'),
  RATE_LIMIT_MAX: '1000000',
  // The shared machine is loaded: the bench's own calls must not be shed (OPS-5 is measured elsewhere).
  SHED_EVENT_LOOP_DELAY_MS: '0',
});
const app = await buildApp(config);
try {
  const token = await serviceToken(app, await signedInAdmin(app, config.publicUrl));
  const idOf = async (email: string) =>
    (
      await app.database.db
        .selectFrom('employees')
        .select('employee_id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).employee_id;
  const people = { foreman: await idOf(FOREMAN), crew: await idOf(CREW) };
  const upsert = async (rows: ReturnType<typeof rowsOf>) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/integration/jobs',
      headers: { authorization: `Bearer ${token}` },
      payload: { rows },
    });
    if (answer.statusCode !== 200) throw new Error(`Upsert failed: ${answer.body.slice(0, 300)}`);
    return answer.json<{ counts: Record<string, number> }>().counts;
  };
  const rounds = { upsert: 0, bare: 0 };
  const times = await timeInterleaved(
    {
      upsert: async () => {
        const counts = await upsert(rowsOf(`U${rounds.upsert++}`));
        if (counts['created'] !== ROWS)
          throw new Error(`Expected ${ROWS} created: ${JSON.stringify(counts)}`);
      },
      bare: async () => {
        await bareInsert(app, rowsOf(`B${rounds.bare++}`), people);
      },
    },
    { runs: RUNS, warmup: 1 },
  );
  console.log(
    report(
      `INT-3: ${ROWS} new jobs in one upsert call vs a bare Kysely loop`,
      { name: 'upsert call', ms: times.upsert },
      { name: 'bare inserts', ms: times.bare },
    ),
  );
  const again: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const counts = await upsert(rowsOf('U0'));
    again.push(performance.now() - start);
    if (counts['unchanged'] !== ROWS)
      throw new Error(`Expected ${ROWS} unchanged: ${JSON.stringify(counts)}`);
  }
  console.log(
    `  the same ${ROWS} sent again (all unchanged, nothing written): median ${median(again).toFixed(1)} ms (spread ${spread(again)})`,
  );
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
