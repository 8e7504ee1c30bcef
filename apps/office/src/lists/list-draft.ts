// OFFICE-5: a list as the office edits it before saving it whole: entries in the field's order,
// each with its Spanish label; moved up and down, added and removed in the browser, sent in one
// request (the server replaces the list). Event types are the same rows keyed by name.
import type { EventTypesInput, OfficeLists, OptionListInput } from '@fieldops/contract';

export interface DraftEntry {
  /** A key for React that survives moves (the value itself may be being edited). */
  key: string;
  value: string;
  label: string;
  labelEs: string;
}

/** The pseudo-list name for the job event types, shown among the option lists. */
export const EVENT_TYPES = 'eventTypes';

let keys = 0;
const nextKey = () => `entry-${++keys}`;

/** The list names the office can pick, in alphabetical order, the event types first. */
export function listNames(lists: OfficeLists): string[] {
  return [EVENT_TYPES, ...[...new Set(lists.optionLists.map((e) => e.listName))].sort()];
}

export function draftOf(lists: OfficeLists, listName: string): DraftEntry[] {
  if (listName === EVENT_TYPES) {
    return lists.eventTypes.map((e, i) => ({
      key: `loaded-${i}`,
      value: e.eventType,
      label: e.eventType,
      labelEs: e.labels?.es ?? '',
    }));
  }
  return lists.optionLists
    .filter((e) => e.listName === listName)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((e, i) => ({ key: `loaded-${i}`, value: e.value, label: e.label, labelEs: e.labels?.es ?? '' }));
}

export const blankEntry = (): DraftEntry => ({ key: nextKey(), value: '', label: '', labelEs: '' });

/** The entries with the one at `index` moved one place up (-1) or down (+1); ends stay put. */
export function moved<T>(entries: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= entries.length) return [...entries];
  const next = [...entries];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** What is wrong with the draft before it is sent, as message keys with the row (1-based). */
export type DraftProblem =
  | { problem: 'blank'; row: number }
  | { problem: 'repeated'; row: number; value: string }
  | { problem: 'emptyEventTypes' };

export function problemsOf(entries: readonly DraftEntry[], listName: string): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    const value = (listName === EVENT_TYPES ? entry.label : entry.value).trim();
    if (value === '' || entry.label.trim() === '') problems.push({ problem: 'blank', row: i + 1 });
    else if (seen.has(value)) problems.push({ problem: 'repeated', row: i + 1, value });
    seen.add(value);
  });
  if (listName === EVENT_TYPES && entries.length === 0) problems.push({ problem: 'emptyEventTypes' });
  return problems;
}

export function optionListInput(entries: readonly DraftEntry[]): OptionListInput {
  return {
    entries: entries.map((e) => ({
      value: e.value.trim(),
      label: e.label.trim(),
      labelEs: e.labelEs.trim() || null,
    })),
  };
}

export function eventTypesInput(entries: readonly DraftEntry[]): EventTypesInput {
  return { entries: entries.map((e) => ({ name: e.label.trim(), labelEs: e.labelEs.trim() || null })) };
}
