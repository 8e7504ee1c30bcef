// OFFICE-8: a whole pay period (whole weeks, Monday to Sunday) for every foreman, as one payroll
// CSV or one PDF to sign. Only a period whose every day is confirmed exports: a draft is refused
// with 409 naming each foreman and day, as a single week is (TSX-7), so payroll never gets figures
// that may still change.
import { addDays, ERROR_CODES, isMonday, payrollCsv, type PayPeriodQuery } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import { badRequest, HttpError, notFound } from '../../../http/errors.js';
import type { PdfLanguage } from '../../report-pdf/pdf-language.js';
import { daysInPeriod } from '../review/repository.js';
import { payPeriodPdf } from './pay-period-pdf.js';
import { payrollWeekRows, type PayrollWeekExport } from './payroll-week.js';

/** Each foreman's confirmed weeks of the period, foreman by foreman, week by week. */
export async function payPeriodWeeks(
  db: Kysely<Database>,
  query: PayPeriodQuery,
  timeZone: string,
): Promise<PayrollWeekExport[]> {
  if (!isMonday(query.from) || !isMonday(addDays(query.to, 1))) {
    throw badRequest('A pay period runs in whole weeks, from a Monday to a Sunday', {
      from: query.from,
      to: query.to,
    });
  }
  const days = await daysInPeriod(db, query.from, query.to, query.foremanID);
  if (days.length === 0) throw notFound(`There are no timesheets from ${query.from} to ${query.to}`);
  const open = days.filter((d) => d.status !== 'confirmed');
  if (open.length > 0) {
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `${open.length} day(s) of the period are not confirmed yet`,
      {
        unconfirmed: open.map((d) => ({ foremanID: d.foreman_employee_id, date: d.timesheet_date })),
      },
    );
  }
  const foremen = [...new Set(days.map((d) => d.foreman_employee_id))];
  const weeks: PayrollWeekExport[] = [];
  for (const foremanID of foremen) {
    for (let week = query.from; week <= query.to; week = addDays(week, 7)) {
      const worked = days.some(
        (d) =>
          d.foreman_employee_id === foremanID &&
          d.timesheet_date >= week &&
          d.timesheet_date <= addDays(week, 6),
      );
      if (worked) weeks.push(await payrollWeekRows(db, foremanID, week, timeZone));
    }
  }
  return weeks;
}

export async function payPeriodCsv(
  db: Kysely<Database>,
  query: PayPeriodQuery,
  timeZone: string,
): Promise<string> {
  return payrollCsv((await payPeriodWeeks(db, query, timeZone)).flatMap((w) => w.rows));
}

/** Checked before answering (400, 404, 409 as for the CSV); the bytes are drawn when sent. */
export async function payPeriodPdfOf(
  db: Kysely<Database>,
  query: PayPeriodQuery,
  timeZone: string,
  language: PdfLanguage,
): Promise<() => Promise<Uint8Array>> {
  const weeks = await payPeriodWeeks(db, query, timeZone);
  return () => payPeriodPdf({ from: query.from, to: query.to, weeks }, language);
}
