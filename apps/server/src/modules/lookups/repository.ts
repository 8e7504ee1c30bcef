// Lookup tables the device caches: option lists and event types (the foremen list is employees').
import type { EventType, OptionListEntry } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database } from '../../db/types.js';

function optionListQuery(db: Kysely<Database>) {
  return db
    .selectFrom('option_lists')
    .select(['list_name', 'value', 'label', 'label_es', 'sort_order'])
    .orderBy('list_name')
    .orderBy('sort_order')
    .orderBy('option_id');
}

/** A row's Spanish name as the contract's `labels` (absent when the office gave none). */
const labelsOf = (labelEs: string | null) => (labelEs ? { labels: { es: labelEs } } : {});

type OptionRow = {
  list_name: string;
  value: string;
  label: string;
  label_es: string | null;
  sort_order: number;
};
const toEntry = (row: OptionRow): OptionListEntry => ({
  listName: row.list_name,
  value: row.value,
  label: row.label,
  ...labelsOf(row.label_es),
  sortOrder: row.sort_order,
});

export async function allOptionLists(db: Kysely<Database>): Promise<OptionListEntry[]> {
  return (await optionListQuery(db).execute()).map(toEntry);
}

// SCALE-2: compiled once (AddNote checks its note type against a list).
const optionListByName = preparedQuery((db, _shape: 'list', v: { listName: string }) =>
  optionListQuery(db).where('list_name', '=', v.listName),
);

export async function optionList(db: Kysely<Database>, listName: string): Promise<OptionListEntry[]> {
  return (await optionListByName(db, 'list', { listName })).map(toEntry);
}

export async function eventTypes(db: Kysely<Database>): Promise<EventType[]> {
  const rows = await db
    .selectFrom('event_types')
    .select(['event_type_id', 'name', 'label_es'])
    .orderBy('sort_order')
    .orderBy('event_type_id')
    .execute();
  return rows.map((row) => ({
    eventTypeID: row.event_type_id,
    eventType: row.name,
    ...labelsOf(row.label_es),
  }));
}
