// OFFICE-5, OFFICE-6, OFFICE-8: the office's calls for how the company works: its lists, its rule
// sets and per-diem rates (with a preview of a change on a past week's pay), and the review and
// export of timesheets. Each change is in the office record (audit.ts).
import type { FastifyInstance } from 'fastify';
import { serveBinaryCall, serveCall, type RouteDeps } from '../../http/contract-route.js';
import { allOptionLists, eventTypes, replaceEventTypes, replaceOptionList } from '../lookups/service.js';
import {
  addOfficeRuleSet,
  listRuleSets,
  payPeriodCsv,
  payPeriodPdfOf,
  previewRuleSet,
  reviewTimesheet,
  timesheetsForReview,
} from '../timesheets/service.js';
import { audited, AUDITED_LISTS, AUDITED_RULE_SET, AUDITED_TIMESHEET } from './audit.js';

/** OFFICE-5: every option list and the event types, as the office edits them. */
const officeLists = async (db: Parameters<typeof allOptionLists>[0]) => ({
  optionLists: await allOptionLists(db),
  eventTypes: await eventTypes(db),
});

export function companyRoutes(app: FastifyInstance, office: RouteDeps, company: { timeZone: string }): void {
  serveCall(app, office, 'officeRuleSets', ({ db }) => listRuleSets(db));
  serveCall(app, office, 'officeAddRuleSet', ({ db, session, body }) =>
    audited(db, session.user, 'officeAddRuleSet', AUDITED_RULE_SET, undefined, () =>
      addOfficeRuleSet(db, body, session.user.userID),
    ),
  );
  serveCall(app, office, 'officePreviewRuleSet', ({ db, body }) =>
    previewRuleSet(db, body, company.timeZone),
  );

  serveCall(app, office, 'officeLists', ({ db }) => officeLists(db));
  serveCall(app, office, 'officeSetOptionList', ({ db, session, params, body }) =>
    audited(
      db,
      session.user,
      'officeSetOptionList',
      AUDITED_LISTS,
      () => officeLists(db),
      async () => {
        await replaceOptionList(db, params.listName, body.entries);
        return officeLists(db);
      },
    ),
  );
  serveCall(app, office, 'officeSetEventTypes', ({ db, session, body }) =>
    audited(
      db,
      session.user,
      'officeSetEventTypes',
      AUDITED_LISTS,
      () => officeLists(db),
      async () => {
        await replaceEventTypes(db, body.entries);
        return officeLists(db);
      },
    ),
  );

  serveCall(app, office, 'officeTimesheets', ({ db, query }) => timesheetsForReview(db, query));
  serveCall(app, office, 'officeReviewTimesheet', ({ db, session, params, body }) =>
    audited(db, session.user, 'officeReviewTimesheet', AUDITED_TIMESHEET, undefined, () =>
      reviewTimesheet(db, session.user, params.id, body),
    ),
  );
  serveBinaryCall(app, office, 'officePayPeriodExport', async ({ db, query }) => {
    const csv = await payPeriodCsv(db, query, company.timeZone);
    return {
      mediaType: 'text/csv',
      bytes: async () => new TextEncoder().encode(csv),
      cacheControl: 'private, no-store',
      contentDisposition: `attachment; filename="payroll-${query.from}-${query.to}.csv"`,
    };
  });
  payPeriodPdfRoute(app, office, company);
}

/** OFFICE-8: the period as a PDF to sign; refused (400, 404, 409) before any byte, as the CSV is. */
function payPeriodPdfRoute(app: FastifyInstance, office: RouteDeps, company: { timeZone: string }): void {
  serveBinaryCall(app, office, 'officePayPeriodPdf', async ({ db, query }) => {
    const { lang, ...period } = query;
    return {
      mediaType: 'application/pdf',
      bytes: await payPeriodPdfOf(db, period, company.timeZone, lang ?? 'en'),
      cacheControl: 'private, no-store',
      contentDisposition: `attachment; filename="payroll-${query.from}-${query.to}.pdf"`,
    };
  });
}
