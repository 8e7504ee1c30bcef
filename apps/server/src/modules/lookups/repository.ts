// Lookup tables the device caches: option lists and event types (the foremen list is employees').
import type { EventType, OptionListEntry } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

function optionListQuery(db: Kysely<Database>) {
  return db
    .selectFrom('option_lists')
    .select(['list_name as listName', 'value', 'label', 'sort_order as sortOrder'])
    .orderBy('list_name')
    .orderBy('sort_order')
    .orderBy('option_id');
}

export function allOptionLists(db: Kysely<Database>): Promise<OptionListEntry[]> {
  return optionListQuery(db).execute();
}

export function optionList(db: Kysely<Database>, listName: string): Promise<OptionListEntry[]> {
  return optionListQuery(db).where('list_name', '=', listName).execute();
}

export function eventTypes(db: Kysely<Database>): Promise<EventType[]> {
  return db
    .selectFrom('event_types')
    .select(['event_type_id as eventTypeID', 'name as eventType'])
    .orderBy('sort_order')
    .orderBy('event_type_id')
    .execute();
}
