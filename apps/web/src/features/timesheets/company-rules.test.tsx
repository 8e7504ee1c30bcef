import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIRST_RULE_SET, type RuleSet, type UserData, validateTimesheet } from '@fieldops/contract';
import { readCompanyRuleSets } from '../../timesheets/rule-sets';
import { saveSessionUser } from '../../db/session-user';
import { readTimesheetDay } from '../../timesheets/day-view';
import { applyServerTimesheet } from '../../timesheets/days';
import { networkStatus } from '../../platform/network-status';
import { syncCompanyRules } from '../../timesheets/rule-sets-sync';
import { resetDb } from '../../test/db';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { validationContext } from './day-model';
import { ExportWeek } from './ExportWeek';

const FRANK: UserData = {
  userID: 1,
  employeeID: 2,
  email: 'foreman@acme.example',
  name: 'Frank',
  role: 'foreman',
};
const LONGER: RuleSet = {
  ...FIRST_RULE_SET,
  ruleSetID: 2,
  effectiveFrom: '2026-12-01',
  maxShiftHours: 16,
  warnShiftHours: 15,
};
const fifteenHours = (date: string) => ({
  timeSheetID: null,
  timeSheetDate: date,
  shiftStart: '05:00',
  shiftEnd: '20:00',
  jobs: [],
});

describe('company rules on the device (TSX-6)', () => {
  beforeEach(async () => {
    await resetDb();
    await saveSessionUser(FRANK);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("[TSX-6] the synced rule sets check each day by its date's set, as the server does", async () => {
    const net = stubFetch({ 'GET /api/timesheet/rule-sets': json([FIRST_RULE_SET, LONGER]) });
    expect(await syncCompanyRules(() => true)).toBe(true);
    expect(net.to('/api/timesheet/rule-sets')).toHaveLength(1);
    const codes = async (date: string) =>
      validateTimesheet(fifteenHours(date), validationContext(await readTimesheetDay(date))).map(
        (r) => r.code,
      );
    expect(await codes('2026-11-30')).toEqual(['shiftTooLong']);
    expect(await codes('2026-12-01')).toEqual([]);
  });

  it('[TSX-6] a confirmed day is checked by the set the server says it was confirmed under, not the one of its date', async () => {
    stubFetch({ 'GET /api/timesheet/rule-sets': json([FIRST_RULE_SET, LONGER]) });
    expect(await syncCompanyRules(() => true)).toBe(true);
    const confirmedUnderFirst = {
      ...fifteenHours('2026-12-02'),
      timeSheetID: 41,
      foremanID: FRANK.employeeID,
      status: 'confirmed' as const,
      ruleSetID: FIRST_RULE_SET.ruleSetID,
    };
    await applyServerTimesheet('2026-12-02', confirmedUnderFirst, undefined, FRANK.employeeID);
    const day = await readTimesheetDay('2026-12-02');
    expect(day.rules?.ruleSetID).toBe(FIRST_RULE_SET.ruleSetID);
    expect(validateTimesheet(confirmedUnderFirst, validationContext(day)).map((r) => r.code)).toEqual([
      'shiftTooLong',
    ]);
  });

  it('[TSX-6] offline nothing is asked; a failed sync keeps the sets from before', async () => {
    stubFetch({ 'GET /api/timesheet/rule-sets': json([FIRST_RULE_SET, LONGER]) });
    await syncCompanyRules(() => true);
    const net = stubFetch({
      'GET /api/timesheet/rule-sets': json({ error: 'internal', message: 'x', details: null }, 500),
    });
    expect(await syncCompanyRules(() => false)).toBe(false);
    expect(net.requests).toEqual([]);
    expect(await syncCompanyRules(() => true)).toBe(false);
    expect((await readCompanyRuleSets()).map((s) => s.ruleSetID)).toEqual([1, 2]);
  });
});

describe('Export week (TSX-7)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => networkStatus.setOnline(true));
  });

  it('[TSX-7] offline it says the export needs a connection and offers no download', () => {
    act(() => networkStatus.setOnline(false));
    renderWithProviders(<ExportWeek foremanID={2} date="2026-11-25" />);
    expect(screen.getByRole('status').textContent).toBe(
      'Exporting the week needs a connection. Try again when you are online.',
    );
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it("[TSX-7] online it downloads the week's CSV from Monday, and shows the server's refusal", async () => {
    act(() => networkStatus.setOnline(true));
    const created = vi.fn((_blob: Blob) => 'blob:export');
    // jsdom has no object URLs: a URL class that has them, for this test only.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = created;
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const net = stubFetch({
      'GET /api/timesheet/export/2/2026-11-23': () =>
        new Response('"Employee"\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    renderWithProviders(<ExportWeek foremanID={2} date="2026-11-25" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(net.requests[0]!.url.searchParams.get('format')).toBe('csv');
    expect(await created.mock.calls[0]![0].text()).toBe('"Employee"\r\n');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('timesheets-2-2026-11-23.csv');

    stubFetch({
      'GET /api/timesheet/export/2/2026-11-23': json(
        {
          error: 'conflict',
          message: 'The week of 2026-11-23 is not confirmed yet: confirm 2026-11-25 first',
          details: null,
        },
        409,
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The week was not exported: The week of 2026-11-23 is not confirmed yet: confirm 2026-11-25 first',
    );
  });
});
