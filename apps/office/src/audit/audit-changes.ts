// OFFICE-10: an audit entry's before and after as the fields that changed, so a person reads
// "status: Open → Closed" rather than two JSON documents. Nested values are compared as text.
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value in a cell: text as is, nothing as an em dash, anything else as compact JSON. */
export function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The fields whose value differs (every field of a created or deleted object). */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return shown(before) === shown(after) ? [] : [{ field: '', before: shown(before), after: shown(after) }];
  }
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .map((field) => ({ field, before: shown(was[field]), after: shown(is[field]) }))
    .filter((change) => change.before !== change.after);
}

/** The office calls the record names, each with words in the catalogues (audit.action.<name>). */
export const AUDITED_ACTIONS = [
  'officeCreateJob',
  'officeUpdateJob',
  'officeSetJobCrew',
  'officeCloseJob',
  'officeReopenJob',
  'officeCreatePerson',
  'officeUpdatePerson',
  'officeSetPersonActive',
  'officeReviewTimesheet',
  'officeSetOptionList',
  'officeSetEventTypes',
  'officeAddRuleSet',
] as const;
export type AuditedAction = (typeof AUDITED_ACTIONS)[number];

export const knownAction = (action: string): AuditedAction | undefined =>
  AUDITED_ACTIONS.find((known) => known === action);

/** What the entry is about, for its row: a person's or a job's name when the after has one. */
export function objectName(after: unknown, before: unknown): string {
  for (const value of [after, before]) {
    if (!isRecord(value)) continue;
    for (const key of ['fullName', 'jobNumber', 'date', 'effectiveFrom'] as const) {
      const name = value[key];
      if (typeof name === 'string' && name !== '') return name;
    }
  }
  return '';
}
