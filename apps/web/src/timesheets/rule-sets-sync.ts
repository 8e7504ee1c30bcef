// TSX-6: the company's rule sets onto the device, with the timesheet sync (the sync tick, at most
// once a minute). Online only; a failure is logged and the sets kept last time stay in force, so
// the day editor always has rules to check by.
import { call } from '../api/calls';
import { saveCompanyRuleSets } from './rule-sets';
import { type FieldOpsDatabase, db } from '../db/database';

export async function syncCompanyRules(
  isOnline: () => boolean,
  database: FieldOpsDatabase = db,
): Promise<boolean> {
  if (!isOnline()) return false;
  try {
    await saveCompanyRuleSets(await call('timesheetRuleSets'), database);
    return true;
  } catch (error) {
    console.error('Company rules sync failed', error instanceof Error ? error.message : error);
    return false;
  }
}
