import type { OptionListEntry, ProcedureAnswer } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { foremen } from '../employees/service.js';
import { allOptionLists, eventTypes, optionList } from './repository.js';

/** Whole lists, for callers that pick entries themselves (templates, PDFs, event checks). */
export { allOptionLists, eventTypes, optionList } from './repository.js';
export {
  insertOptionEntries,
  optionRowsOf,
  replaceEventTypes,
  replaceOptionList,
  updateOptionEntry,
} from './office-lists.js';

export async function lookupTables(db: Kysely<Database>): Promise<ProcedureAnswer<'GetLookupTables'>> {
  return {
    optionLists: await allOptionLists(db),
    eventTypes: await eventTypes(db),
    foremen: await foremen(db),
  };
}

/** A misspelt list name is a 404, not an empty pick list that looks like "no choices". */
export async function namedOptionList(db: Kysely<Database>, listName: string): Promise<OptionListEntry[]> {
  const entries = await optionList(db, listName);
  if (entries.length === 0) throw notFound(`No option list named ${listName}`);
  return entries;
}

/** The allowed values of a list, for validating a field that must come from it. */
export async function optionValues(db: Kysely<Database>, listName: string): Promise<string[]> {
  return (await optionList(db, listName)).map((e) => e.value);
}
