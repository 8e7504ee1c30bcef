// TRUST-11: the device builds a contract schema when its call first checks an answer, not when the
// contract is imported (src/start/lazy-zod.ts, applied to the contract by the test config as by
// the build); and a lazily built schema checks as zod's own does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, procedures } from '@fieldops/contract';
import { isSchemaBuilt, schemasBuilt } from '../start/lazy-zod';
import { json, stubFetch } from '../test/fetch-stub';
import { runCommand } from './calls';
import { ContractError } from './errors';

describe('contract schemas on the device', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[TRUST-11] are not built until their call first checks an answer, and then only theirs', async () => {
    // The whole contract (and the HTTP client on it) is imported above: nothing built yet.
    expect(schemasBuilt()).toBe(0);
    const dashboard = procedures.GetDashboard.answer;
    expect(isSchemaBuilt(dashboard)).toBe(false);
    expect(isSchemaBuilt(procedures.GetJobUpdates.answer)).toBe(false);
    expect(isSchemaBuilt(calls.timesheetWeek.answer)).toBe(false);

    stubFetch({ 'POST /api/cmd': json({ dashboardID: 1, tiles: [{ title: 'Open jobs', value: 12 }] }) });
    const answer = await runCommand('GetDashboard', { dashboardID: 1 });

    expect(answer.tiles).toEqual([{ title: 'Open jobs', value: 12 }]);
    expect(isSchemaBuilt(dashboard)).toBe(true);
    expect(isSchemaBuilt(procedures.GetJobUpdates.answer)).toBe(false);
    expect(isSchemaBuilt(calls.timesheetWeek.answer)).toBe(false);
    // The dashboard's answer and what it is made of (an object, its tiles, their fields).
    expect(schemasBuilt()).toBeLessThan(20);
  });

  it('[TRUST-11] a lazily built schema refuses what zod refuses and answers what zod answers', async () => {
    stubFetch({ 'POST /api/cmd': json({ dashboardID: 1, tiles: [{ title: 7, value: 12 }] }) });
    await expect(runCommand('GetDashboard', { dashboardID: 1 })).rejects.toBeInstanceOf(ContractError);

    const week = calls.timesheetWeek.answer;
    expect(week.safeParse({ days: 'none' }).success).toBe(false);
    expect(procedures.GetMenuItems.answer.parse([])).toEqual([]);
    expect(procedures.GetMenuItems.answer.safeParse([{ title: 1 }]).success).toBe(false);
  });
});
