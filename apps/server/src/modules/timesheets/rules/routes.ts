// TSX-6 and TSX-7: the company's rule sets (read by every signed-in device, added by a general
// foreman) and a confirmed week's payroll export as CSV or PDF.
import { payrollCsv } from '@fieldops/contract';
import type { FastifyInstance } from 'fastify';
import { serveBinaryCall, serveCall, type RouteDeps } from '../../../http/contract-route.js';
import { payrollPdf } from '../export/payroll-pdf.js';
import { payrollWeek } from '../export/payroll-week.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import type { TimesheetUser } from '../access.js';
import type { StoredTimesheet } from '../repository/timesheets.js';
import { addRuleSet, listRuleSets, noteConfirmation } from './service.js';
import { recordConfirmed } from '../webhook-events.js';

export function timesheetRulesRoutes(app: FastifyInstance, deps: RouteDeps, timeZone: string): void {
  serveCall(app, deps, 'timesheetRuleSets', ({ db }) => listRuleSets(db));
  serveCall(app, deps, 'addTimesheetRuleSet', ({ db, session, body }) => addRuleSet(db, session.user, body));
  serveBinaryCall(app, deps, 'timesheetExport', async ({ db, session, params, query }) => {
    const week = await payrollWeek(db, session.user, params.foremanID, params.weekStart, timeZone);
    const name = `timesheets-${params.foremanID}-${params.weekStart}.${query.format}`;
    const csv = query.format === 'csv';
    return {
      mediaType: csv ? 'text/csv' : 'application/pdf',
      bytes: async () =>
        csv ? new TextEncoder().encode(payrollCsv(week.rows)) : payrollPdf(week, query.lang ?? 'en'),
      // Payroll figures: never kept by a shared cache; the device downloads them each time.
      cacheControl: 'private, no-store',
      contentDisposition: `attachment; filename="${name}"`,
    };
  });
}

/**
 * After a save: records (or, for a draft, drops) the day's confirmation; answers the day as saved.
 * INT-4: each confirmed save is a timesheet.confirmed webhook event, in the same transaction.
 */
export async function recordConfirmation(
  db: Kysely<Database>,
  user: TimesheetUser & { name: string },
  saved: StoredTimesheet,
): Promise<StoredTimesheet> {
  await noteConfirmation(db, user, saved.timeSheetID, saved.timeSheetDate, saved.status);
  if (saved.status === 'confirmed') {
    const day = { ...saved, date: saved.timeSheetDate };
    await recordConfirmed(db, day, user);
  }
  return saved;
}
