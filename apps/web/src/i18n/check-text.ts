// UX-1: a check result of the contract (timesheet rule, report field) written in the device's
// language from its code, wording and values, as the rest of the screen is: clock times the way
// the time inputs show them, dates in words, durations in hours and minutes. A result the catalogue
// has no wording for (an older or newer server) shows the English message it carries.
import type { ReportIssue, ValidationResult } from '@fieldops/contract';
import { formatClock, formatDay, formatNumber } from './format';
import { type MessageKey, en, t } from './messages';

type Params = Record<string, string | number>;
const CLOCK_PARAMS = [
  'start',
  'end',
  'shiftStart',
  'shiftEnd',
  'jobStart',
  'jobEnd',
  'otherStart',
  'otherEnd',
];
const NUMBER_PARAMS = ['min', 'max', 'step', 'hours', 'sheets'];

const isKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

/** 510 minutes → "8 h 30 min" in the shown language. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (m === 0) return t('check.duration.hours', { h: formatNumber(h) });
  if (h === 0) return t('check.duration.minutes', { m: formatNumber(m) });
  return t('check.duration.both', { h: formatNumber(h), m: formatNumber(m) });
}

/** The values as the device writes them; plural counts stay numbers so the plural can choose. */
function shown(params: Params, plurals: readonly string[]): Params {
  const out: Params = { ...params, example: formatClock('07:30') };
  for (const name of CLOCK_PARAMS)
    if (typeof params[name] === 'string') out[name] = formatClock(params[name]);
  for (const name of NUMBER_PARAMS)
    if (typeof params[name] === 'number' && !plurals.includes(name)) out[name] = formatNumber(params[name]);
  if (typeof params.date === 'string') out.date = formatDay(params.date, 'weekday');
  if (typeof params.minutes === 'number') out.duration = durationText(params.minutes);
  if (typeof params.field === 'string') {
    const field = `check.ts.field.${params.field}`;
    if (isKey(field)) out.field = t(field);
  }
  if (typeof params.unit === 'string') out.unit = params.unit ? ` ${params.unit}` : '';
  return out;
}

/** A timesheet rule's result in the device's language. */
export function timesheetCheckText(result: ValidationResult): string {
  const key = `check.ts.${result.code}${result.variant ? `.${result.variant}` : ''}`;
  if (!result.params || !isKey(key)) return result.message;
  return t(key, shown(result.params, []));
}

/** A report field's issue in the device's language; `label` is the field's label as shown. */
export function reportIssueText(issue: ReportIssue, label?: string): string {
  const key = `check.report.${issue.variant ?? ''}`;
  if (!issue.variant || !isKey(key)) return issue.message;
  const params = shown({ ...issue.params, ...(label ? { label } : {}) }, ['min', 'max']);
  if (issue.variant === 'dateFormat') params.example = formatDay('2026-03-31', 'dayMonthYear');
  return t(key, params);
}
