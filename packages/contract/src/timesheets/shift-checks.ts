// TS-3: the shift's own checks and what every check shares: the target of a result, its English
// text with the device's wording and values (UX-1), and the field names used inside messages.
import type { Timesheet } from '../entities.js';
import { formatDuration, parseClock, placeOnShift, shiftFrame, type ShiftFrame } from './clock.js';
import { instantMinutes } from './entries.js';
import type { TimesheetRules, ValidationResult } from './schemas.js';

export type Target = Pick<ValidationResult, 'jobID' | 'employeeID' | 'field' | 'path'>;
/** The English text and, for the device, its wording and values. */
export interface Wording {
  message: string;
  variant?: string;
  params: Record<string, string | number>;
}
export type Add = (
  severity: ValidationResult['severity'],
  code: ValidationResult['code'],
  target: Target,
  wording: Wording,
  explanation?: string,
) => void;

export function checkShift(
  timesheet: Timesheet,
  rules: TimesheetRules,
  add: Add,
  at: (field: 'shiftStart' | 'shiftEnd') => Target,
  timeZone: string,
): ShiftFrame | null {
  const { shiftStart, shiftEnd } = timesheet;
  for (const field of ['shiftStart', 'shiftEnd'] as const) {
    if (parseClock(timesheet[field]) === null) {
      add('error', 'timeFormat', at(field), {
        message: `The ${label(field)} "${String(timesheet[field])}" is not a time; use a 24-hour time such as 07:30`,
        variant: 'shift',
        params: { field, value: String(timesheet[field]) },
      });
    }
  }
  if (parseClock(shiftStart) === null || parseClock(shiftEnd) === null) return null;
  const frame = shiftFrame(shiftStart, shiftEnd);
  if (!frame) {
    add('error', 'shiftEmpty', at('shiftEnd'), {
      message: `The shift starts and ends at ${shiftStart}; it has no length`,
      params: { start: shiftStart },
    });
    return null;
  }
  if (frame.crossesMidnight && !rules.allowOvernightShifts) {
    add('error', 'shiftOvernightNotAllowed', at('shiftEnd'), {
      message: `The shift ends at ${shiftEnd}, before it starts at ${shiftStart}; shifts past midnight are not allowed`,
      params: { start: shiftStart, end: shiftEnd },
    });
    return null;
  }
  // Its real length: a night across a DST change is an hour shorter or longer than its clock times.
  const length =
    instantMinutes(timesheet, frame.end, timeZone) - instantMinutes(timesheet, frame.start, timeZone);
  const text = `The shift ${shiftStart}–${shiftEnd}${frame.crossesMidnight ? ' (ending the next day)' : ''} is ${formatDuration(length)} long`;
  const wording = (message: string, hours: number): Wording => ({
    message,
    ...(frame.crossesMidnight ? { variant: 'overnight' } : {}),
    params: { start: shiftStart, end: shiftEnd, minutes: length, hours },
  });
  if (length > rules.maxShiftHours * 60) {
    add(
      'error',
      'shiftTooLong',
      at('shiftEnd'),
      wording(`${text}; the most allowed is ${rules.maxShiftHours} h`, rules.maxShiftHours),
    );
  } else if (length > rules.warnShiftHours * 60) {
    add(
      'warning',
      'shiftLong',
      at('shiftEnd'),
      wording(`${text}, more than ${rules.warnShiftHours} h; explain why`, rules.warnShiftHours),
      timesheet.explanation?.trim() ?? '',
    );
  }
  return frame;
}

/** A start and end placed on the shift; `badField` names a time that does not parse. */
export function span(frame: ShiftFrame | null, startTime: string, endTime: string) {
  const start = parseClock(startTime);
  const end = parseClock(endTime);
  if (start === null) return { badField: 'startTime' as const, ordered: false, start: 0, end: 0 };
  if (end === null) return { badField: 'endTime' as const, ordered: false, start: 0, end: 0 };
  const s = placeOnShift(frame, start);
  const e = placeOnShift(frame, end);
  return { badField: null, ordered: e > s, start: s, end: e };
}

const LABELS: Record<string, string> = {
  shiftStart: 'shift start',
  shiftEnd: 'shift end',
  startTime: 'start time',
  endTime: 'end time',
};
export const label = (field: string) => LABELS[field] ?? field;
export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
