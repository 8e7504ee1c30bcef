// The real server for the report benchmarks: built in this process exactly as main.ts builds it
// (buildApp, minus listen), on SQLite in a temporary data folder with the demo data, signed in
// through the embedded provider's real password flow. Calls go through app.inject, so the
// numbers hold routing, session check, access rule, database, blob store and sharp/pdf-lib,
// but no socket (loopback TCP would add the same constant to both sides of nothing we own).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { implicitSignIn } from '../../apps/server/src/test/tokens.js';
import { COMPANY_ACCOUNT, DEMO_PASSWORD } from '../../e2e/harness/sign-in.js';

export interface ReportApp {
  app: FastifyInstance;
  /** The signed-in foreman's open job, location 1 of which the reports and photos go to. */
  job: { jobID: number; jobNumber: string };
  /** COMPANY_NAME, printed at the top of every report PDF. */
  companyName: string;
  call(method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startReportApp(): Promise<ReportApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldops-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web-dist'),
    // Hundreds of calls in a minute from one address: the rate limit is for abuse, not for this.
    RATE_LIMIT_MAX: '1000000',
  });
  const app = await buildApp(config);
  try {
    const { idToken } = await implicitSignIn(app, config.publicUrl, COMPANY_ACCOUNT, DEMO_PASSWORD);
    const session = await app.inject({
      method: 'POST',
      url: '/api/session/',
      payload: { email: COMPANY_ACCOUNT, token: idToken, device: benchDevice, gps: null, password: '' },
    });
    if (session.statusCode !== 200) throw new Error(`Sign-in failed: ${session.body}`);
    const sid = session.json<{ sessionId: string }>().sessionId;
    const job = await app.database.db
      .selectFrom('jobs')
      .innerJoin('employees', 'employees.employee_id', 'jobs.foreman_employee_id')
      .select(['jobs.job_id as jobID', 'jobs.job_number as jobNumber'])
      .where('employees.email', '=', COMPANY_ACCOUNT)
      .where('jobs.status', '=', 'Open')
      .orderBy('jobs.job_id')
      .executeTakeFirstOrThrow();
    return {
      app,
      job,
      companyName: config.companyName,
      call: (method, url, payload) =>
        app.inject({
          method,
          url: `${url}${url.includes('?') ? '&' : '?'}sid=${encodeURIComponent(sid)}`,
          ...(payload ? { payload } : {}),
        }),
      close: async () => {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

const benchDevice = {
  model: 'Pixel 8',
  platform: 'android',
  uuid: 'bench-uuid',
  version: '14',
  manufacturer: 'Google',
  isVirtual: false,
  serial: '1700000000000@@bench-device',
};

/** The answer, or an error naming the call when it is not a 200. */
export function ok(answer: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (answer.statusCode !== 200)
    throw new Error(`${what}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
  return answer;
}
