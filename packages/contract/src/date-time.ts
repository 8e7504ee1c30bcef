// TSX-2: the one place dates and times are computed, on the device and on the server. Dates are
// 'YYYY-MM-DD' and clock times 'HH:MM' as people write them (wall clock); lengths and "today" are
// computed as instants in an IANA time zone, so a night across a daylight-saving change pays the
// hours that really passed. On dayjs with its utc and timezone plugins (Intl underneath: works
// offline in every browser and in Node). A wall-clock time in the spring gap (02:30) counts as the
// time an hour later (03:30); one in the autumn fold (01:30) as the second, standard-time one.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The company's zone when the server is not told another (COMPANY_TIME_ZONE). TRUST-7: the demo
 * company's jobs are in Oregon, so its zone is Pacific time, the zone its crews' phones show.
 */
export const DEFAULT_COMPANY_TIME_ZONE = 'America/Los_Angeles';

const DAY_MS = 86_400_000;

/** True for a zone name the runtime knows (America/Denver), false for anything else. */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name, for bodies and settings: unknown names are refused with this message. */
export const TimeZoneName = z
  .string()
  .refine(isTimeZone, 'Unknown time zone; use an IANA name such as America/New_York');

/** The date `days` after (or before) an ISO date; calendar days, whatever the zone. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the week holding `isoDate` (weeks start on Monday). */
export function mondayOf(isoDate: string): string {
  const weekday = (new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(isoDate, -weekday);
}

export function isMonday(isoDate: string): boolean {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).getUTCDay() === 1;
}

/** The date it is in `timeZone` at the instant `now`: a company's "today". */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayjs(now).tz(timeZone).format('YYYY-MM-DD');
}

/** TSX-4: a day still to come in `timeZone` (hours not worked yet cannot be confirmed). */
export function isDayAhead(isoDate: string, timeZone: string, now: Date = new Date()): boolean {
  return isoDate.slice(0, 10) > todayIn(timeZone, now);
}

/** The instant (ms since the epoch) of wall-clock `minutes` after midnight of `isoDate` in `timeZone`; minutes past 1440 run into the next days. */
export function wallClockInstant(isoDate: string, minutes: number, timeZone: string): number {
  const days = Math.floor(minutes / 1440);
  const inDay = minutes - days * 1440;
  const clock = `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
  return dayjs.tz(`${addDays(isoDate, days)} ${clock}`, timeZone).valueOf();
}

/** The instant a date begins in `timeZone`, as an ISO string in UTC (what the database stores). */
export function startOfDayIn(isoDate: string, timeZone: string): string {
  return new Date(wallClockInstant(isoDate, 0, timeZone)).toISOString();
}

/** CREW-3: an instant's calendar date and wall-clock time in `timeZone`. */
export function wallClockOf(instant: string | number, timeZone: string): { date: string; time: string } {
  const local = dayjs(instant).tz(timeZone);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
}
