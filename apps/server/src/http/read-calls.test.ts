// TRUST-10 (a): calls sent as POST only because their question is long (the job loader's bulk load,
// the jobs' reports and photos, a job's refresh) are reads: an Idempotency-Key on them keeps no
// record, so a device polling them does not store its answers for the retention period.
import { IDEMPOTENCY_HEADER } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, type TestServer } from '../test/harness.js';
import { signedInServer } from '../test/signed-in.js';
import { assignedOpenJobIDs, CARLOS } from '../test/jobs-fixtures.js';

let server: TestServer;
let sid: string;
let jobs: number[];
beforeAll(async () => {
  ({ server, sid } = await signedInServer(CARLOS));
  jobs = await assignedOpenJobIDs(server, CARLOS);
});
afterAll(() => server?.close());

describe('[TRUST-10] reads sent as POST', () => {
  it('[TRUST-10] bulk job load, job content and refresh with an Idempotency-Key answer in full and keep no record', async () => {
    const before = await countRows(server.app, 'idempotency_records');
    const reads = [
      ['/api/mobile/jobloader/bulk', { jobs }],
      ['/api/mobile/jobcontent', { jobs }],
      [`/api/mobile/jobloader/${jobs[0]}`, undefined],
    ] as const;
    for (const [url, body] of reads) {
      for (const attempt of [1, 2]) {
        const headers = { [IDEMPOTENCY_HEADER]: `read-key-${url}` };
        const answer = await server.app.inject(apiCall(sid, 'POST', url, body, headers));
        expect(answer.statusCode, `${url} #${attempt}`).toBe(200);
        expect(answer.headers['idempotent-replayed']).toBeUndefined();
        expect(answer.json()).toBeTruthy();
      }
    }
    expect(await countRows(server.app, 'idempotency_records')).toBe(before);
  });
});
