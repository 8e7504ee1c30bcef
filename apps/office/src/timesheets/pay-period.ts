// OFFICE-8: the pay period the review screen shows (whole weeks, Monday to Sunday, as the export
// requires) and the server's 409 of an export, read back as foremen and days to put in words.
import { addDays, mondayOf, type OfficeTimesheetRow } from '@fieldops/contract';
import { z } from 'zod';

export interface PayPeriod {
  from: string;
  to: string;
}

/** The two whole weeks before the one `today` is in: the period most often reviewed. */
export function lastPayPeriod(today: string, weeks = 2): PayPeriod {
  const monday = mondayOf(today);
  return { from: addDays(monday, -7 * weeks), to: addDays(monday, -1) };
}

/** The period moved by its own length, earlier (-1) or later (+1). */
export function shifted(period: PayPeriod, by: -1 | 1): PayPeriod {
  const days = (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 + 1;
  return { from: addDays(period.from, by * days), to: addDays(period.to, by * days) };
}

/** The foremen of the rows, by name, for the foreman filter. */
export function foremenOf(rows: readonly OfficeTimesheetRow[]): { employeeID: number; name: string }[] {
  const byID = new Map(rows.map((r) => [r.foreman.employeeID, r.foreman]));
  return [...byID.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const Unconfirmed = z.object({
  unconfirmed: z.array(z.object({ foremanID: z.number(), date: z.string() })),
});

/** The export's 409 details as each foreman's unconfirmed days; null when they are not that. */
export function unconfirmedDays(
  details: unknown,
  names: ReadonlyMap<number, string>,
): { foreman: string; dates: string[] }[] | null {
  const parsed = Unconfirmed.safeParse(details);
  if (!parsed.success) return null;
  const byForeman = new Map<number, string[]>();
  for (const { foremanID, date } of parsed.data.unconfirmed)
    byForeman.set(foremanID, [...(byForeman.get(foremanID) ?? []), date]);
  return [...byForeman].map(([foremanID, dates]) => ({
    foreman: names.get(foremanID) ?? `#${foremanID}`,
    dates: dates.sort(),
  }));
}

/** A calendar day in the reader's words ("Tue, Nov 10" / "mar, 10 nov"), the same in any zone. */
export function dayInWords(date: string, locale: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
