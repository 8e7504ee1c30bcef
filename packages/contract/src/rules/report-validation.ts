// REPORT-2: the rules a report's values must meet, pure, so the device (as the user types) and the
// server (the authority, before storing) run exactly the same checks. Conditions are evaluated
// top-down in one pass: a condition names an earlier field (ReportTemplateDefinition), and a field
// whose controlling field is hidden is hidden too.
// UX-1: an issue names its wording (`variant`) and values (`params`) so the device writes it in its
// language; `message` stays English for the server's answers and older devices.
import {
  LINE_ITEMS_MAX_ROWS,
  LONG_TEXT_MAX_LENGTH,
  PHOTOS_MAX_COUNT,
  TEXT_MAX_LENGTH,
  type LineItemColumn,
  type ReportField,
  type ShowWhen,
} from '../report-template.js';
import { assertNever } from '../assert-never.js';
import { isValidReferenceCode } from './image-data.js';

export type ReportValues = Record<string, unknown>;

export type ReportIssueCode =
  'required' | 'type' | 'format' | 'min' | 'max' | 'step' | 'tooLong' | 'option' | 'count';

/** One problem: `field` is the key, or `key.row.column` inside line items (row from 0). */
export interface ReportIssue {
  field: string;
  code: ReportIssueCode;
  /** Which text: 'required', 'numberMin', 'rowsMax', 'photoTwice', …; absent: show `message`. */
  variant?: string;
  /** Its values: `label` (the field's English label), `max`, `min`, `step`, `unit`, `value`. */
  params?: Record<string, string | number>;
  message: string;
}

/** An issue's English text with its wording and values. */
interface Wording {
  variant: string;
  message: string;
  params?: Record<string, string | number>;
}
const say = (variant: string, message: string, params?: Wording['params']): Wording => ({
  variant,
  message,
  ...(params ? { params } : {}),
});

/** A signature is a PNG data URL; a drawn phone signature is far below this. */
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
export const SIGNATURE_MAX_LENGTH = 700_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Nothing entered: undefined, null, blank text or an empty list. `false` is a value. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function conditionHolds(condition: ShowWhen, values: ReportValues): boolean {
  const value = values[condition.field];
  return 'equals' in condition ? value === condition.equals : !isEmptyValue(value);
}

/** The keys of the fields shown for these values, in template order. */
export function shownFieldKeys(fields: readonly ReportField[], values: ReportValues): Set<string> {
  const shown = new Set<string>();
  for (const field of fields) {
    const condition = field.showWhen;
    if (!condition || (shown.has(condition.field) && conditionHolds(condition, values))) shown.add(field.key);
  }
  return shown;
}

/** The values worth keeping: shown fields only, unknown keys dropped (line-item columns too). */
export function visibleReportValues(fields: readonly ReportField[], values: ReportValues): ReportValues {
  const shown = shownFieldKeys(fields, values);
  const kept: ReportValues = {};
  for (const field of fields) {
    if (!shown.has(field.key) || values[field.key] === undefined) continue;
    const value = values[field.key];
    if (field.kind === 'lineItems' && Array.isArray(value)) {
      const keys = field.columns.map((c) => c.key);
      kept[field.key] = value.map((row: unknown) =>
        isRow(row)
          ? Object.fromEntries(keys.filter((k) => row[k] !== undefined).map((k) => [k, row[k]]))
          : row,
      );
    } else {
      kept[field.key] = value;
    }
  }
  return kept;
}

/** Allowed values per option list name, when the caller knows them; unknown lists are not checked. */
export type OptionValues = Readonly<Record<string, readonly string[]>>;

/** Every problem with `values` against the template's fields; an empty list means it may be saved. */
export function validateReport(
  template: { fields: readonly ReportField[] },
  values: ReportValues,
  optionValues: OptionValues = {},
): ReportIssue[] {
  const issues: ReportIssue[] = [];
  const shown = shownFieldKeys(template.fields, values);
  for (const field of template.fields) {
    if (!shown.has(field.key)) continue;
    const value = values[field.key];
    const add = (code: ReportIssueCode, wording: Wording, path = field.key) =>
      issues.push({
        field: path,
        code,
        variant: wording.variant,
        params: wording.params ?? {},
        message: wording.message,
      });
    if (field.kind === 'lineItems') checkLineItems(field, value, optionValues, add);
    else if (field.kind === 'photos') checkPhotos(field, value, add);
    else if (field.kind === 'signature') checkSignature(field, value, add);
    else checkSimple(field, value, optionValues, (code, wording) => add(code, wording));
  }
  return issues;
}

type Add = (code: ReportIssueCode, wording: Wording, path?: string) => void;
/** Fields holding one plain value: top-level ones and line-item columns. */
type SimpleField = Exclude<ReportField, { kind: 'photos' | 'signature' | 'lineItems' }> | LineItemColumn;

function checkSimple(field: SimpleField, value: unknown, optionValues: OptionValues, add: Add): void {
  if (field.kind === 'checkbox') {
    if (value !== undefined && value !== null && typeof value !== 'boolean')
      return add('type', say('checkboxType', 'Tick or untick'));
    if (field.required && value !== true)
      add('required', say('checkboxRequired', `Tick ${field.label}`, { label: field.label }));
    return;
  }
  if (isEmptyValue(value)) {
    if (field.required)
      add('required', say('required', `${field.label} is required`, { label: field.label }));
    return;
  }
  switch (field.kind) {
    case 'text':
    case 'longText': {
      if (typeof value !== 'string') return add('type', say('textType', 'Enter text'));
      const max = field.maxLength ?? (field.kind === 'text' ? TEXT_MAX_LENGTH : LONG_TEXT_MAX_LENGTH);
      if (value.length > max) add('tooLong', say('textTooLong', `At most ${max} characters`, { max }));
      return;
    }
    case 'number':
      return checkNumber(field, value, add);
    case 'date':
      if (typeof value !== 'string' || !DATE.test(value) || !isRealDate(value))
        add('format', say('dateFormat', 'Enter a date such as 2026-03-31'));
      return;
    case 'time':
      if (typeof value !== 'string' || !TIME.test(value))
        add('format', say('timeFormat', 'Enter a 24-hour time such as 07:30'));
      return;
    case 'choice': {
      if (typeof value !== 'string') return add('type', say('choiceType', 'Pick one of the choices'));
      const allowed =
        field.options?.map((o) => o.value) ?? (field.optionList ? optionValues[field.optionList] : undefined);
      if (allowed && !allowed.includes(value))
        add('option', say('choiceOption', `"${value}" is not one of the choices`, { value }));
      return;
    }
    default:
      return assertNever(field);
  }
}

function checkNumber(field: Extract<SimpleField, { kind: 'number' }>, value: unknown, add: Add): void {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return add('type', say('numberType', 'Enter a number'));
  const unit = field.unit ? ` ${field.unit}` : '';
  const units = { unit: field.unit ?? '' };
  if (field.min !== undefined && value < field.min)
    return add('min', say('numberMin', `At least ${field.min}${unit}`, { min: field.min, ...units }));
  if (field.max !== undefined && value > field.max)
    return add('max', say('numberMax', `At most ${field.max}${unit}`, { max: field.max, ...units }));
  if (field.step !== undefined) {
    const steps = (value - (field.min ?? 0)) / field.step;
    // Decimal steps (0.01) are not exact in binary floating point; allow a rounding hair.
    if (Math.abs(steps - Math.round(steps)) > 1e-6)
      add('step', say('numberStep', `Use steps of ${field.step}${unit}`, { step: field.step, ...units }));
  }
}

function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const isRow = (row: unknown): row is Record<string, unknown> =>
  row !== null && typeof row === 'object' && !Array.isArray(row);

function checkLineItems(
  field: Extract<ReportField, { kind: 'lineItems' }>,
  value: unknown,
  optionValues: OptionValues,
  add: Add,
): void {
  if (value !== undefined && value !== null && !Array.isArray(value))
    return add('type', say('rowsType', 'Expected a list of rows'));
  const rows: unknown[] = Array.isArray(value) ? value : [];
  const min = Math.max(field.minRows ?? 0, field.required ? 1 : 0);
  const max = field.maxRows ?? LINE_ITEMS_MAX_ROWS;
  if (rows.length < min)
    add(
      rows.length === 0 && field.required ? 'required' : 'count',
      say('rowsMin', `Add at least ${min} row${min === 1 ? '' : 's'}`, { min }),
    );
  if (rows.length > max) return add('count', say('rowsMax', `At most ${max} rows`, { max }));
  rows.forEach((row, index) => {
    if (!isRow(row)) return add('type', say('rowType', 'Expected a row of values'), `${field.key}.${index}`);
    for (const column of field.columns) {
      const path = `${field.key}.${index}.${column.key}`;
      checkSimple(column, row[column.key], optionValues, (code, wording) => add(code, wording, path));
    }
  });
}

function checkPhotos(field: Extract<ReportField, { kind: 'photos' }>, value: unknown, add: Add): void {
  if (value !== undefined && value !== null && !Array.isArray(value))
    return add('type', say('photosType', 'Expected a list of photos'));
  const refs: unknown[] = Array.isArray(value) ? value : [];
  if (refs.some((r) => typeof r !== 'string' || !isValidReferenceCode(r)))
    return add('format', say('photoRef', 'A photo reference is not valid'));
  if (new Set(refs).size !== refs.length)
    return add('format', say('photoTwice', 'The same photo is listed twice'));
  const min = Math.max(field.minCount ?? 0, field.required ? 1 : 0);
  const max = field.maxCount ?? PHOTOS_MAX_COUNT;
  if (refs.length < min) {
    add(
      refs.length === 0 && field.required ? 'required' : 'count',
      say('photosMin', `Add at least ${min} photo${min === 1 ? '' : 's'}`, { min }),
    );
  } else if (refs.length > max) add('count', say('photosMax', `At most ${max} photos`, { max }));
}

function checkSignature(field: Extract<ReportField, { kind: 'signature' }>, value: unknown, add: Add): void {
  if (isEmptyValue(value)) {
    if (field.required)
      add('required', say('required', `${field.label} is required`, { label: field.label }));
    return;
  }
  if (typeof value !== 'string' || !value.startsWith(SIGNATURE_PREFIX))
    return add('format', say('signatureFormat', 'A signature is a PNG image'));
  if (value.length > SIGNATURE_MAX_LENGTH)
    add('tooLong', say('signatureTooLarge', 'The signature image is too large'));
}

/** Line-item amounts in cents (quantity × unit price, rounded per row) and their total. */
export function lineItemAmounts(
  field: Extract<ReportField, { kind: 'lineItems' }>,
  rows: readonly unknown[],
): { amountsCents: (number | null)[]; totalCents: number } | null {
  if (!field.total) return null;
  const { quantity, unitPrice } = field.total;
  const amountsCents = rows.map((row) => {
    if (!isRow(row)) return null;
    const q = row[quantity];
    const p = row[unitPrice];
    return typeof q === 'number' && typeof p === 'number' ? Math.round(q * p * 100) : null;
  });
  return { amountsCents, totalCents: amountsCents.reduce<number>((sum, a) => sum + (a ?? 0), 0) };
}
