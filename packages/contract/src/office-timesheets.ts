// OFFICE-8: the office reviews the field's days by pay period and foreman: approves a confirmed day
// (locked on both sides from then on) or returns it with a comment (reopened for the foreman to
// correct), and exports a whole pay period for every foreman in one CSV, or one PDF to sign.
import { z } from 'zod';
import { ReportLanguage } from './reports.js';
import { TimesheetReview } from './timesheet-review.js';

export { TimesheetReview };


/** The longest span one review list or export covers: a month and a bit (pay periods are shorter). */
export const PAY_PERIOD_MAX_DAYS = 42;

const payPeriodFields = {
  from: z.iso.date(),
  to: z.iso.date(),
  foremanID: z.coerce.number().int().positive().optional(),
};
/** The period's checks, shared by the review list, the CSV and the PDF. */
const checkedPeriod = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((q) => q.from <= q.to, { message: 'The period ends before it starts', path: ['to'] })
    .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < PAY_PERIOD_MAX_DAYS, {
      message: `A pay period is at most ${PAY_PERIOD_MAX_DAYS} days`,
      path: ['to'],
    });

export const PayPeriodQuery = checkedPeriod(z.object(payPeriodFields));
export type PayPeriodQuery = z.infer<typeof PayPeriodQuery>;

export const OfficeTimesheetRow = z.object({
  timeSheetID: z.number().int(),
  date: z.string(),
  foreman: z.object({ employeeID: z.number().int(), name: z.string() }),
  status: z.enum(['draft', 'confirmed']),
  version: z.number().int(),
  jobs: z.number().int(),
  crew: z.number().int(),
  review: TimesheetReview.nullable(),
});
export type OfficeTimesheetRow = z.infer<typeof OfficeTimesheetRow>;

export const OfficeTimesheetList = z.array(OfficeTimesheetRow);

export const TimesheetReviewInput = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approved'), comment: z.string().trim().max(1000).optional() }),
  z.object({ decision: z.literal('returned'), comment: z.string().trim().min(1).max(1000) }),
]);
export type TimesheetReviewInput = z.infer<typeof TimesheetReviewInput>;

/** OFFICE-8: the period's PDF for signing, in the reader's language (English when absent). */
export const PayPeriodPdfQuery = checkedPeriod(
  z.object({ ...payPeriodFields, lang: ReportLanguage.optional() }),
);
export type PayPeriodPdfQuery = z.infer<typeof PayPeriodPdfQuery>;

export const PayPeriodExportQuery = z.object({ from: z.iso.date(), to: z.iso.date() });
