// OFFICE-1..3, OFFICE-5, OFFICE-7, OFFICE-8, OFFICE-10: the office console's calls. Each names the office roles that may make it
// (`office`); the server refuses every other caller with 403, field roles included.
import { z } from 'zod';
import {
  OfficeJob,
  OfficeJobCrew,
  OfficeJobHistory,
  OfficeJobInput,
  OfficeJobList,
  OfficeJobQuery,
  OfficeMe,
} from '../office.js';
import { OfficeAuditList, OfficeAuditQuery } from '../office-audit.js';
import { BinaryAnswer, ReferenceCode, ReportLanguage } from '../reports.js';
import {
  OfficeReportList,
  OfficeReportQuery,
  OfficeReportRow,
  ReportReviewInput,
} from '../office-reports.js';
import { EventTypesInput, ListName, OfficeLists, OptionListInput } from '../office-lists.js';
import { RulePreview, RulePreviewInput } from '../office-rules.js';
import { NewRuleSet, RuleSet, RuleSetList } from '../timesheets/rule-sets.js';
import {
  OfficeTimesheetList,
  OfficeTimesheetRow,
  PayPeriodPdfQuery,
  PayPeriodQuery,
  TimesheetReviewInput,
} from '../office-timesheets.js';
import {
  OfficePeopleList,
  OfficePeopleQuery,
  OfficePerson,
  OfficePersonActive,
  OfficePersonInput,
} from '../office-people.js';
import { id, type CallDefinition } from './definition.js';

const RUN_JOBS = ['officeAdmin', 'officeManager'] as const;
const READ_JOBS = ['officeAdmin', 'officeManager', 'payroll', 'reviewer'] as const;
const RUN_PEOPLE = ['officeAdmin'] as const;
const READ_PEOPLE = ['officeAdmin', 'officeManager'] as const;
const RUN_RULES = ['officeAdmin', 'payroll'] as const;
const REVIEW_TIME = ['officeAdmin', 'officeManager', 'payroll'] as const;
const PAY_PERIOD_EXPORT = ['officeAdmin', 'payroll'] as const;
const REVIEW_REPORTS = ['officeAdmin', 'officeManager', 'reviewer'] as const;
const reportParams = z.object({ id });
const jobParams = z.object({ id });
const personParams = z.object({ id });

export const officeCalls = {
  officeMe: {
    method: 'GET',
    path: '/api/office/me',
    answer: OfficeMe,
    auth: true,
    office: READ_JOBS,
  },
  officeJobs: {
    method: 'GET',
    path: '/api/office/jobs',
    query: OfficeJobQuery,
    answer: OfficeJobList,
    auth: true,
    office: READ_JOBS,
    scopes: ['jobs:read'],
  },
  officeJob: {
    method: 'GET',
    path: '/api/office/jobs/:id',
    params: jobParams,
    answer: OfficeJob,
    auth: true,
    office: READ_JOBS,
    scopes: ['jobs:read'],
  },
  officeCreateJob: {
    method: 'POST',
    path: '/api/office/jobs',
    body: OfficeJobInput,
    answer: OfficeJob,
    auth: true,
    office: RUN_JOBS,
  },
  officeUpdateJob: {
    method: 'PUT',
    path: '/api/office/jobs/:id',
    params: jobParams,
    body: OfficeJobInput,
    answer: OfficeJob,
    auth: true,
    office: RUN_JOBS,
  },
  officeSetJobCrew: {
    method: 'PUT',
    path: '/api/office/jobs/:id/crew',
    params: jobParams,
    body: OfficeJobCrew,
    answer: OfficeJob,
    auth: true,
    office: RUN_JOBS,
  },
  officeCloseJob: {
    method: 'POST',
    path: '/api/office/jobs/:id/close',
    params: jobParams,
    answer: OfficeJob,
    auth: true,
    office: RUN_JOBS,
  },
  officeReopenJob: {
    method: 'POST',
    path: '/api/office/jobs/:id/reopen',
    params: jobParams,
    answer: OfficeJob,
    auth: true,
    office: RUN_JOBS,
  },
  officeJobHistory: {
    method: 'GET',
    path: '/api/office/jobs/:id/history',
    params: jobParams,
    answer: OfficeJobHistory,
    auth: true,
    office: READ_JOBS,
  },
  officePeople: {
    method: 'GET',
    path: '/api/office/people',
    query: OfficePeopleQuery,
    answer: OfficePeopleList,
    auth: true,
    office: READ_PEOPLE,
  },
  officeCreatePerson: {
    method: 'POST',
    path: '/api/office/people',
    body: OfficePersonInput,
    answer: OfficePerson,
    auth: true,
    office: RUN_PEOPLE,
  },
  officeUpdatePerson: {
    method: 'PUT',
    path: '/api/office/people/:id',
    params: personParams,
    body: OfficePersonInput,
    answer: OfficePerson,
    auth: true,
    office: RUN_PEOPLE,
  },
  /** Deactivating refuses every session of the person at once, on every instance. */
  officeSetPersonActive: {
    method: 'PUT',
    path: '/api/office/people/:id/active',
    params: personParams,
    body: OfficePersonActive,
    answer: OfficePerson,
    auth: true,
    office: RUN_PEOPLE,
  },
  /** OFFICE-10: what the office did, newest first, by person, job and kind. */
  officeAudit: {
    method: 'GET',
    path: '/api/office/audit',
    query: OfficeAuditQuery,
    answer: OfficeAuditList,
    auth: true,
    office: ['officeAdmin', 'officeManager'],
  },
  /** OFFICE-8: the days of a pay period, by foreman, with their review. */
  officeTimesheets: {
    method: 'GET',
    path: '/api/office/timesheets',
    query: PayPeriodQuery,
    answer: OfficeTimesheetList,
    auth: true,
    office: REVIEW_TIME,
  },
  officeReviewTimesheet: {
    method: 'POST',
    path: '/api/office/timesheets/:id/review',
    params: z.object({ id }),
    body: TimesheetReviewInput,
    answer: OfficeTimesheetRow,
    auth: true,
    office: REVIEW_TIME,
  },
  /** OFFICE-8, INT-5: every foreman's confirmed days of the period as payroll CSV. */
  officePayPeriodExport: {
    method: 'GET',
    path: '/api/office/timesheets/export',
    query: PayPeriodQuery,
    answer: BinaryAnswer,
    answerMediaTypes: ['text/csv'],
    auth: true,
    office: PAY_PERIOD_EXPORT,
    scopes: ['timesheets:read'],
  },
  /** OFFICE-8: the same period as a PDF to sign: each foreman's weeks and a signature line for each. */
  officePayPeriodPdf: {
    method: 'GET',
    path: '/api/office/timesheets/export/pdf',
    query: PayPeriodPdfQuery,
    answer: BinaryAnswer,
    answerMediaTypes: ['application/pdf'],
    auth: true,
    office: PAY_PERIOD_EXPORT,
    scopes: ['timesheets:read'],
  },
  /** OFFICE-7: every report of the company, filtered and paged, newest revision first. */
  officeReports: {
    method: 'GET',
    path: '/api/office/reports',
    query: OfficeReportQuery,
    answer: OfficeReportList,
    auth: true,
    office: REVIEW_REPORTS,
  },
  officeReport: {
    method: 'GET',
    path: '/api/office/reports/:id',
    params: reportParams,
    answer: OfficeReportRow,
    auth: true,
    office: REVIEW_REPORTS,
  },
  /** OFFICE-7: has issues (with the comment the foreman sees) or approved; in the office record. */
  officeReviewReport: {
    method: 'POST',
    path: '/api/office/reports/:id/review',
    params: reportParams,
    body: ReportReviewInput,
    answer: OfficeReportRow,
    auth: true,
    office: REVIEW_REPORTS,
  },
  /** OFFICE-7: a report's PDF as the field prints it (`lang` when the report recorded none). */
  officeReportPdf: {
    method: 'GET',
    path: '/api/office/reports/:id/pdf',
    params: reportParams,
    query: z.object({ lang: ReportLanguage.optional() }),
    answer: BinaryAnswer,
    answerMediaTypes: ['application/pdf'],
    auth: true,
    office: REVIEW_REPORTS,
  },
  /** OFFICE-7: one photo of a report (a JPEG as stored). */
  officeReportPhoto: {
    method: 'GET',
    path: '/api/office/reports/:id/photos/:ref',
    params: z.object({ id, ref: ReferenceCode }),
    answer: BinaryAnswer,
    answerMediaTypes: ['image/jpeg'],
    auth: true,
    office: REVIEW_REPORTS,
  },
  /** OFFICE-5: every option list and the event types, with their Spanish labels. */
  officeLists: {
    method: 'GET',
    path: '/api/office/lists',
    answer: OfficeLists,
    auth: true,
    office: RUN_JOBS,
  },
  officeSetOptionList: {
    method: 'PUT',
    path: '/api/office/lists/:listName',
    params: z.object({ listName: ListName }),
    body: OptionListInput,
    answer: OfficeLists,
    auth: true,
    office: RUN_JOBS,
  },
  officeSetEventTypes: {
    method: 'PUT',
    path: '/api/office/event-types',
    body: EventTypesInput,
    answer: OfficeLists,
    auth: true,
    office: RUN_JOBS,
  },
  /** OFFICE-6: the rule sets and per-diem rates, each in force from its date. */
  officeRuleSets: {
    method: 'GET',
    path: '/api/office/rule-sets',
    answer: RuleSetList,
    auth: true,
    office: RUN_RULES,
  },
  officeAddRuleSet: {
    method: 'POST',
    path: '/api/office/rule-sets',
    body: NewRuleSet,
    answer: RuleSet,
    auth: true,
    office: ['officeAdmin'],
  },
  /** OFFICE-6: a past week's pay now and by a rule set not saved yet (nothing is written). */
  officePreviewRuleSet: {
    method: 'POST',
    path: '/api/office/rule-sets/preview',
    body: RulePreviewInput,
    answer: RulePreview,
    auth: true,
    reads: true,
    office: RUN_RULES,
  },
} as const satisfies Record<string, CallDefinition>;
