// TSX-6: the company's timesheet rule sets as the server last sent them, kept in the settings
// store (one value, no index), so the day editor checks a day offline by the same rules as the
// server. Before the first sync the device knows none: rulesOn then answers the first set.
import { type RuleSet, rulesOn } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../db/database';
import { guardWrite } from '../db/storage-errors';
import { readSetting, writeSetting } from '../db/settings';

export async function saveCompanyRuleSets(ruleSets: readonly RuleSet[], database: FieldOpsDatabase = db) {
  await guardWrite(() => writeSetting('companyRuleSets', [...ruleSets], database));
}

export async function readCompanyRuleSets(database: FieldOpsDatabase = db): Promise<RuleSet[]> {
  return (await readSetting('companyRuleSets', database)) ?? [];
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
