// INT-3: cost codes (and any option list) upserted by their codes: created at the end of the
// list, unchanged when sent again, updated when a label changes; a bad row by field; a dry run
// writes nothing; the field's lookups carry the new codes on the next sync.
import { UpsertAnswer } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestServer } from '../../test/harness.js';
import { CARLOS, runProcedure } from '../../test/jobs-fixtures.js';
import { issuedToken, OLIVIA, withToken } from '../../test/service-tokens.js';
import { signedInServerAs } from '../../test/signed-in.js';

let server: TestServer;
let sids: Record<string, string>;
let token: string;
beforeAll(async () => {
  ({ server, sids } = await signedInServerAs([OLIVIA, CARLOS]));
  ({ token } = await issuedToken(server, sids[OLIVIA]!, ['lists:write'], 'Accounting'));
});
afterAll(() => server?.close());

async function upsert(rows: unknown[], dryRun = false) {
  const answer = await server.app.inject(
    withToken(token, 'POST', '/api/integration/option-lists', { dryRun, rows }),
  );
  expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
  return UpsertAnswer.parse(answer.json());
}
const code = (value: string, label: string, labelEs: string | null = null) => ({
  listName: 'costCodes',
  value,
  label,
  labelEs,
});

describe('upsert option lists by their codes', () => {
  it('[INT-3] cost codes are created, unchanged when sent again, updated when a label changes; devices get them', async () => {
    const rows = [code('90-100', 'Trenching'), code('90-200', 'Backfill', 'Relleno')];
    const dry = await upsert(rows, true);
    const before = await countRows(server.app, 'option_lists');
    expect(dry.counts.created).toBe(2);
    expect(await countRows(server.app, 'option_lists')).toBe(before);
    expect((await upsert(rows)).counts).toEqual({ created: 2, updated: 0, unchanged: 0, invalid: 0 });
    expect(await countRows(server.app, 'option_lists')).toBe(before + 2);
    expect((await upsert(rows)).counts.unchanged).toBe(2);
    const changed = await upsert([
      code('90-100', 'Trenching, hand'),
      rows[1],
      { listName: 'cost codes!', value: '', label: 'x' },
      code('90-200', 'Again'),
    ]);
    expect(changed.results.map((r) => [r.outcome, r.errors.map((e) => e.field).sort()])).toEqual([
      ['updated', []],
      ['unchanged', []],
      ['invalid', ['listName', 'value']],
      ['invalid', ['value']],
    ]);
    const lookups = await runProcedure(server, sids[CARLOS]!, 'GetLookupTables', {});
    const entry = JSON.stringify(lookups);
    expect(entry).toContain('Trenching, hand');
    expect(entry).toContain('Relleno');
  });
});
