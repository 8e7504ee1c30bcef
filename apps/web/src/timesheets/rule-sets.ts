// TSX-6: the company's timesheet rule sets as the server last sent them, store `companyRuleSets`
// keyed by ruleSetID, so the day editor checks a day offline by the same rules as the server.
// Before the first sync the device knows none: rulesOn then answers the first set.
import { type RuleSet, rulesOn } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../db/database';
import { guardWrite } from '../db/storage-errors';
import { replaceChanged } from '../db/unchanged-writes';

/** The server's answer is the whole list: a set it no longer sends goes. */
export async function saveCompanyRuleSets(ruleSets: readonly RuleSet[], database: FieldOpsDatabase = db) {
  await guardWrite(() =>
    database.transaction('rw', database.companyRuleSets, () =>
      replaceChanged(database.companyRuleSets, ruleSets),
    ),
  );
}

export async function readCompanyRuleSets(database: FieldOpsDatabase = db): Promise<RuleSet[]> {
  return database.companyRuleSets.toArray();
}

/**
 * The rules a day of `date` is checked by on this device: a confirmed day keeps the set the server
 * says it was confirmed under (`ruleSetID`), any other day takes the set in force on its date.
 */
export async function readRulesOn(
  date: string,
  database: FieldOpsDatabase = db,
  confirmedUnder?: number,
): Promise<RuleSet> {
  const sets = await readCompanyRuleSets(database);
  const kept = confirmedUnder === undefined ? undefined : sets.find((s) => s.ruleSetID === confirmedUnder);
  return kept ?? rulesOn(sets, date);
}
