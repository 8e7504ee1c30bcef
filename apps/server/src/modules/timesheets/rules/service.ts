// TSX-6: which rules a day is checked and paid by. A confirmed day keeps the set it was confirmed
// under (its latest confirmation names it); any other day takes the set in force on its date
// (the contract's rulesOn, the same choice the device makes). A general foreman adds a set; it
// applies from its effectiveFrom date to every day not confirmed yet.
import { rulesOn, type NewRuleSet, type RuleSet, type Timesheet } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import { forbidden } from '../../../http/errors.js';
import type { TimesheetUser } from '../access.js';
import {
  dropConfirmations,
  insertConfirmation,
  insertRuleSet,
  latestConfirmations,
  listRuleSets,
  type Confirmation,
} from './repository.js';

export { latestConfirmations, listRuleSets, type Confirmation };

export async function addRuleSet(
  db: Kysely<Database>,
  user: TimesheetUser,
  body: NewRuleSet,
): Promise<RuleSet> {
  if (user.role !== 'generalForeman')
    throw forbidden('Only a general foreman may change the timesheet rules');
  return insertRuleSet(db, body, user.userID);
}

/** The set a day confirmed under `confirmation` (else in force on its date) is checked by. */
export function ruleSetOf(ruleSets: readonly RuleSet[], date: string, confirmation?: Confirmation): RuleSet {
  const kept = confirmation && ruleSets.find((s) => s.ruleSetID === confirmation.ruleSetID);
  return kept ?? rulesOn(ruleSets, date);
}

/** The rules of one day: a stored day by its confirmation, a new one by its date. */
export async function rulesOfDay(
  db: Kysely<Database>,
  sheet: Pick<Timesheet, 'timeSheetID' | 'timeSheetDate'>,
): Promise<RuleSet> {
  const confirmation =
    sheet.timeSheetID === null
      ? undefined
      : (await latestConfirmations(db, [sheet.timeSheetID])).get(sheet.timeSheetID);
  return ruleSetOf(await listRuleSets(db), sheet.timeSheetDate, confirmation);
}

/**
 * Called once a day is stored: a confirmed day records who confirmed it, when, and by which set
 * (the one it was just checked by); a day saved as draft (reopened) loses its confirmation.
 */
export async function noteConfirmation(
  db: Kysely<Database>,
  user: TimesheetUser,
  timeSheetID: number,
  date: string,
  status: 'draft' | 'confirmed',
): Promise<void> {
  if (status !== 'confirmed') return dropConfirmations(db, timeSheetID);
  const rules = await rulesOfDay(db, { timeSheetID, timeSheetDate: date });
  await insertConfirmation(db, {
    timeSheetID,
    ruleSetID: rules.ruleSetID,
    confirmedByUserID: user.userID,
    confirmedByEmployeeID: user.employeeID,
    confirmedAt: new Date().toISOString(),
  });
}
