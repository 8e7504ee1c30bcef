// Times of a timesheet are wall-clock 'HH:MM' on the timesheet's date. A shift whose end is not
// after its start crosses midnight and ends the next day; inside such a shift, a time before the
// shift start belongs to the next day. Inside a shift that does not cross midnight, every time is
// on the timesheet's date, so an entry whose end is not after its start is simply wrong.
// These minutes order times and place them inside the shift; lengths are measured as instants in
// the day's time zone (TSX-2, ../date-time.ts), so a night across a DST change pays its real hours.

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const MINUTES_PER_DAY = 1440;

/** Minutes since midnight, or null when the text is not a 24-hour HH:MM time. */
export function parseClock(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = CLOCK.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function formatClock(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A duration as "8 h 30 min". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : h === 0 ? `${m} min` : `${h} h ${m} min`;
}

/** The shift on the timesheet's timeline: minutes from its date's midnight. */
export interface ShiftFrame {
  start: number;
  end: number;
  crossesMidnight: boolean;
}

/** Null when a time does not parse or the shift has no length (end equal to start). */
export function shiftFrame(shiftStart: unknown, shiftEnd: unknown): ShiftFrame | null {
  const start = parseClock(shiftStart);
  const end = parseClock(shiftEnd);
  if (start === null || end === null || start === end) return null;
  return end > start
    ? { start, end, crossesMidnight: false }
    : { start, end: end + MINUTES_PER_DAY, crossesMidnight: true };
}

/** Places a clock time on the shift's timeline (next day when the shift crosses midnight and it is before the start). */
export function placeOnShift(frame: ShiftFrame | null, minutes: number): number {
  return frame?.crossesMidnight && minutes < frame.start ? minutes + MINUTES_PER_DAY : minutes;
}
