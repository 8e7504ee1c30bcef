// Issue 28 item 3: the timesheet room's lists in stores keyed by what they hold: drafts by account
// and date (TSX-4), the company's rule sets by id (TSX-6). A draft save writes its own row.
import { FIRST_RULE_SET, type Timesheet } from '@fieldops/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { resetDb } from '../test/db';
import { foremanDay } from '../test/timesheet-fixtures';
import { deleteTimesheetDraft, readTimesheetDraft, saveTimesheetDraft } from './drafts';
import { readCompanyRuleSets, readRulesOn, saveCompanyRuleSets } from './rule-sets';

const FRANK = 'frank@acme.example';
const FIONA = 'fiona@acme.example';
const DATE = '2026-11-30';
const day = (jobID: number): Timesheet => foremanDay(2, DATE, jobID);

describe('timesheet stores (issue 28 item 3)', () => {
  beforeEach(resetDb);

  it('[TSX-4] [DB-1] a draft is one row per account and date: a save replaces its own row and leaves the others as they were', async () => {
    await saveTimesheetDraft(FRANK, day(11), db, new Date('2026-11-30T08:00:00Z'));
    await saveTimesheetDraft(FIONA, day(12), db, new Date('2026-11-30T08:01:00Z'));
    const fiona = await db.timesheetDrafts.get([FIONA, DATE]);
    await saveTimesheetDraft(FRANK, day(13), db, new Date('2026-11-30T08:02:00Z'));

    expect(await db.timesheetDrafts.count()).toBe(2);
    expect((await readTimesheetDraft(FRANK, DATE))?.timesheet.jobs[0]?.jobID).toBe(13);
    expect(await db.timesheetDrafts.get([FIONA, DATE])).toEqual(fiona);
    expect(await db.settings.count()).toBe(0);

    await deleteTimesheetDraft(FRANK, DATE);
    expect(await readTimesheetDraft(FRANK, DATE)).toBeNull();
    expect((await readTimesheetDraft(FIONA, DATE))?.timesheet.jobs[0]?.jobID).toBe(12);
  });

  it('[TSX-6] [DB-1] the rule sets are one row per ruleSetID; a set the server no longer sends goes', async () => {
    const later = {
      ...FIRST_RULE_SET,
      ruleSetID: 2,
      effectiveFrom: '2026-01-01',
      dailyOvertimeAfterHours: 10,
    };
    const dropped = { ...FIRST_RULE_SET, ruleSetID: 3, effectiveFrom: '2026-06-01' };
    await saveCompanyRuleSets([FIRST_RULE_SET, later, dropped]);
    expect(await db.companyRuleSets.toCollection().primaryKeys()).toEqual([1, 2, 3]);

    await saveCompanyRuleSets([later, FIRST_RULE_SET]);
    expect((await readCompanyRuleSets()).map((set) => set.ruleSetID)).toEqual([1, 2]);
    expect((await readRulesOn(DATE)).ruleSetID).toBe(2);
    expect((await readRulesOn('2025-12-31')).ruleSetID).toBe(1);
  });
});
