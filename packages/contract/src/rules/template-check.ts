// OFFICE-4: the check of a template the office saves, pure, so the console (as the office edits)
// and the server (the authority) agree. On top of the schema (ReportTemplateDefinition: kinds,
// unique keys, a condition names an earlier field), it refuses what the schema lets through but no
// device could fill: a minimum above its maximum, a condition on a value its field never holds.
// Every issue names its field, so the editor shows it where it is.
import { assertNever } from '../assert-never.js';
import type { TemplateIssue } from '../office-templates.js';
import {
  REPORT_FIELD_KINDS,
  ReportField,
  ReportTemplateDefinition,
  type ShowWhen,
} from '../report-template.js';

export type TemplateCheck = { ok: true; fields: ReportField[] } | { ok: false; issues: TemplateIssue[] };

const nameOf = (field: unknown, index: number): string => {
  const key = field && typeof field === 'object' ? (field as { key?: unknown }).key : undefined;
  return typeof key === 'string' && key !== '' ? key : `#${index + 1}`;
};

const isKind = (kind: unknown): kind is ReportField['kind'] =>
  REPORT_FIELD_KINDS.some((known) => known === kind);

export function checkTemplateFields(draft: readonly unknown[]): TemplateCheck {
  const issues: TemplateIssue[] = [];
  const issue = (index: number, path: string, message: string) =>
    issues.push({ field: nameOf(draft[index], index), index, path, message });

  const fields: ReportField[] = [];
  draft.forEach((candidate, index) => {
    const kind =
      candidate && typeof candidate === 'object' ? (candidate as { kind?: unknown }).kind : undefined;
    if (!isKind(kind)) {
      issue(index, 'kind', `The kind must be one the app shows: ${REPORT_FIELD_KINDS.join(', ')}`);
      return;
    }
    const parsed = ReportField.safeParse(candidate);
    if (parsed.success) fields.push(parsed.data);
    else for (const i of parsed.error.issues) issue(index, i.path.map(String).join('.'), i.message);
  });
  if (issues.length > 0) return { ok: false, issues };

  const whole = ReportTemplateDefinition.safeParse(fields);
  if (!whole.success) {
    for (const i of whole.error.issues)
      issue(Number(i.path[0]), i.path.slice(1).map(String).join('.'), i.message);
    return { ok: false, issues };
  }
  fields.forEach((field, index) => {
    for (const [path, message] of rangeProblems(field)) issue(index, path, message);
    if (field.showWhen) {
      const named = fields.find((f) => f.key === field.showWhen!.field);
      const problem = named && conditionProblem(field.showWhen, named);
      if (problem) issue(index, 'showWhen.equals', problem);
    }
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, fields };
}

type Problem = [path: string, message: string];

function below(low: number | undefined, high: number | undefined, path: string, what: string): Problem[] {
  return low !== undefined && high !== undefined && low > high
    ? [[path, `The ${what} is above the maximum`]]
    : [];
}

/** Limits no value can meet: a minimum above its maximum. */
function rangeProblems(field: ReportField): Problem[] {
  switch (field.kind) {
    case 'number':
      return below(field.min, field.max, 'min', 'minimum');
    case 'photos':
      return below(field.minCount, field.maxCount, 'minCount', 'minimum count');
    case 'lineItems':
      return [
        ...below(field.minRows, field.maxRows, 'minRows', 'minimum number of rows'),
        ...field.columns.flatMap((column, at) =>
          column.kind === 'number' ? below(column.min, column.max, `columns.${at}.min`, 'minimum') : [],
        ),
      ];
    case 'text':
    case 'longText':
    case 'date':
    case 'time':
    case 'choice':
    case 'checkbox':
    case 'signature':
      return [];
    default:
      return assertNever(field);
  }
}

/** A condition `equals` a value the named field can hold (a box is ticked or not, a choice is one of its options). */
function conditionProblem(condition: ShowWhen, named: ReportField): string | null {
  if (!('equals' in condition)) return null;
  const value = condition.equals;
  switch (named.kind) {
    case 'checkbox':
      return typeof value === 'boolean' ? null : `${named.key} is a checkbox: the condition is true or false`;
    case 'number':
      return typeof value === 'number' ? null : `${named.key} is a number: the condition is a number`;
    case 'choice':
      if (typeof value !== 'string') return `${named.key} is a choice: the condition is one of its values`;
      return !named.options || named.options.some((o) => o.value === value)
        ? null
        : `${value} is not an option of ${named.key}`;
    case 'text':
    case 'longText':
    case 'date':
    case 'time':
      return typeof value === 'string' ? null : `${named.key} holds text: the condition is a text`;
    case 'photos':
    case 'signature':
    case 'lineItems':
      return `${named.key} cannot equal a value: show the field when it is not empty instead`;
    default:
      return assertNever(named);
  }
}
