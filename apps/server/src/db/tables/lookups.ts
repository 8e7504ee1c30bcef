// The office's option lists and event types (module lookups).
import type { Generated } from 'kysely';

export interface OptionListsTable {
  option_id: Generated<number>;
  list_name: string;
  value: string;
  label: string;
  /** UX-1: the Spanish label, NULL when the office gave none. */
  label_es: string | null;
  sort_order: number;
}

export interface EventTypesTable {
  event_type_id: Generated<number>;
  name: string;
  /** UX-1: the name in Spanish, when the office gave one. */
  label_es: string | null;
  sort_order: number;
}

export interface LookupsTables {
  option_lists: OptionListsTable;
  event_types: EventTypesTable;
}
