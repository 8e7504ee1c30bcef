// OFFICE-4: the editor's fields as the office types them: plain objects in the shape of the
// contract's ReportField, loosely typed while half-written. What is sent is exactly these objects;
// the contract's checkTemplateFields (here for instant issues, on the server as the authority)
// says what is wrong, field by field.
import {
  checkTemplateFields,
  REPORT_FIELD_KINDS,
  ReportField,
  type ChoiceOption,
  type ReportFieldKind,
  type TemplateIssue,
} from '@fieldops/contract';

export type DraftField = { kind: ReportFieldKind; key: string; label: string } & Record<string, unknown>;

/** The kinds a line-item column may be (the contract's LineItemColumn). */
export const COLUMN_KINDS = [
  'text',
  'number',
  'date',
  'time',
  'choice',
  'checkbox',
] as const satisfies readonly ReportFieldKind[];
export const FIELD_KINDS = REPORT_FIELD_KINDS;

export function newField(kind: ReportFieldKind, taken: readonly string[]): DraftField {
  let n = taken.length + 1;
  while (taken.includes(`field${n}`)) n++;
  const base: DraftField = { kind, key: `field${n}`, label: '', required: false };
  if (kind === 'choice') return { ...base, options: [{ value: 'Yes', label: 'Yes' }] };
  if (kind === 'lineItems')
    return { ...base, columns: [{ kind: 'text', key: 'item', label: 'Item', required: false }] };
  return base;
}

/** A field of another kind keeps what every kind has (key, labels, required, condition). */
export function withKind(field: DraftField, kind: ReportFieldKind): DraftField {
  const { key, label, labels, required, showWhen } = field;
  const kept = newField(kind, []);
  return { ...kept, key, label, required, ...(labels ? { labels } : {}), ...(showWhen ? { showWhen } : {}) };
}

export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** "value | label | Spanish label", one a line. */
export function optionsText(options: unknown): string {
  if (!Array.isArray(options)) return '';
  return (options as ChoiceOption[])
    .map((o) => [o.value, o.label, o.labels?.es].filter((part) => part !== undefined).join(' | '))
    .join('\n');
}

export function parseOptions(text: string): ChoiceOption[] {
  return text
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .filter(([value]) => value)
    .map(([value, label, es]) => ({
      value: value!,
      label: label || value!,
      ...(es ? { labels: { es } } : {}),
    }));
}

export function checkDraft(fields: readonly DraftField[]): TemplateIssue[] {
  const check = checkTemplateFields(fields);
  return check.ok ? [] : check.issues;
}

/** What the preview can draw: the fields the contract reads, in order (a half-written one is left out). */
export function previewFields(fields: readonly DraftField[]): ReportField[] {
  return fields.flatMap((field) => {
    const parsed = ReportField.safeParse(field);
    return parsed.success ? [parsed.data] : [];
  });
}
