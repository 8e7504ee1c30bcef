// INT-1: one example request per contract call, shown in the OpenAPI document beside the call's
// schemas. The mapped type makes a call without an example (or an example missing a part its call
// has) a compile error; openapi.test.ts parses every example with the call's own schemas.
import type { CallName, calls } from '@fieldops/contract';
import type { z } from 'zod';

type Part = 'params' | 'query' | 'body';
type PartOf<C extends CallName, K extends Part> = (typeof calls)[C] extends {
  [P in K]: infer S extends z.ZodType;
}
  ? { [P in K]: z.input<S> }
  : { [P in K]?: never };

type Answer<C extends CallName> = z.output<(typeof calls)[C]['answer']>;
/** A call that takes nothing shows what it answers instead (an operation with no example says nothing). */
type AnswerOf<C extends CallName> = (typeof calls)[C] extends
  { params: unknown } | { query: unknown } | { body: unknown }
  ? { answer?: never }
  : { answer: Answer<C> };

/** What an integrator sends for the call (path parameters, query, body), or what a call without input answers. */
export type CallExample<C extends CallName> = { summary: string } & PartOf<C, 'params'> &
  PartOf<C, 'query'> &
  PartOf<C, 'body'> &
  AnswerOf<C>;

const fleetUnit = {
  code: 'V-118',
  name: 'Truck 118',
  type: 'Bucket truck',
  status: 'idle',
  assignedTo: 'Frank Foreman',
} as const;

const device = {
  model: 'Pixel 8',
  platform: 'android',
  uuid: '3f1c2a9e-7d44-4e0b-9a51-0c6f2d8e5b17',
  version: '14',
  manufacturer: 'Google',
  isVirtual: false,
  serial: '1700000000000@@3f1c2a9e',
};
const day = {
  timeSheetID: null,
  timeSheetDate: '2026-11-23',
  shiftStart: '07:00',
  shiftEnd: '15:30',
  jobs: [
    {
      jobID: 4102,
      startTime: '07:00',
      endTime: '15:30',
      crew: [{ employeeID: 31, startTime: '07:00', endTime: '15:30', lunchTaken: true }],
    },
  ],
};
const ruleSet = {
  allowOvernightShifts: false,
  crewInsideJob: true,
  lunchAfterHours: 5,
  lunchMinutes: 30,
  warnNoLunch: true,
  warnShiftHours: 12,
  maxShiftHours: 16,
  subsistence: {
    flaggedJobAmountPerDay: 60,
    distanceBands: [{ fromKm: 80, amountPerDay: 45 }],
    minimumPaidHours: 4,
  },
  dailyOvertimeAfterHours: 8,
  weeklyOvertimeAfterHours: 40,
  effectiveFrom: '2026-12-01',
};
const officeJobInput = {
  jobNumber: 'J-4102',
  workType: 'Water main replacement',
  workDescription: 'Replace 120 m of 200 mm main on Main St',
  address1: '1200 Main St',
  city: 'Vancouver',
  latitude: 49.2827,
  longitude: -123.1207,
};
const officePerson = {
  fullName: 'Luis Ortega',
  email: 'luis.ortega@example.com',
  fieldRole: 'crew' as const,
  trade: 'Pipefitter',
  workerClass: 'Journeyman',
  signsIn: true,
  officeRoles: [],
};
const photoBase64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=';
const folderID = '1AbCdEfGhIjKlMnOp';

/** INT-4: a documentation address (TEST-NET-3): public, so the example passes the address check. */
const webhookInput = {
  url: 'https://203.0.113.10/fieldops/webhooks',
  events: ['timesheet.approved', 'timesheet.returned'] as ('timesheet.approved' | 'timesheet.returned')[],
  enabled: true,
  description: 'Payroll',
  allowPrivate: false,
};
const webhook = {
  ...webhookInput,
  subscriptionID: 3,
  createdAt: '2026-11-20T16:00:00.000Z',
  previousSecretUntil: null,
};

export const callExamples: { [C in CallName]: CallExample<C> } = {
  createSession: {
    summary: 'Sign in with the id token the company provider issued',
    body: {
      email: 'frank@example.com',
      token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJmcmFuayJ9.c2lnbmF0dXJl',
      device,
      gps: { latitude: 49.2827, longitude: -123.1207 },
      password: '',
    },
  },
  endSession: { summary: 'Sign out this session', answer: { ok: true } },
  authConfig: {
    summary: 'Where the app signs in',
    answer: {
      issuer: 'https://id.example.com',
      clientId: 'fieldops-app',
      hostedDomain: 'example.com',
      authorizationEndpoint: 'https://id.example.com/auth',
      userinfoEndpoint: 'https://id.example.com/me',
      revocationEndpoint: 'https://id.example.com/token/revocation',
    },
  },
  serverStatus: {
    summary: 'Whether the server takes work',
    answer: { Database: 'fieldops', DBStatus: 'success', Server: 'fieldops-1' },
  },
  command: {
    summary: 'Run the GetJobs procedure',
    query: { proc: 'GetJobs' },
    body: { procedure: 'GetJobs', parameters: [{ name: 'after', value: '2026-11-23T00:00:00Z' }] },
  },
  batch: {
    summary: 'Send two queued notes in one request',
    body: {
      entries: [
        { idempotencyKey: 'note-4102-0001-6b1f', method: 'POST', path: '/api/cmd?proc=AddNote', body: {} },
        { idempotencyKey: 'note-4102-0002-9c2e', method: 'POST', path: '/api/cmd?proc=AddNote', body: {} },
      ],
    },
  },
  addJobRecord: {
    summary: 'Open an emergency-response job',
    body: {
      workType: 'Water main break',
      workDescription: 'Water main break',
      address1: '1200 Main St',
      city: 'Vancouver',
      latitude: 49.2827,
      longitude: -123.1207,
    },
  },
  addJobFolders: {
    summary: 'Add folders to a job',
    params: { id: 4102 },
    body: { folders: ['Photos', 'Permits'] },
  },
  addJobEvent: {
    summary: 'Schedule an inspection',
    params: { id: 4102 },
    query: { eventType: 'Inspection', startDateColumn: '2026-11-30', endDateColumn: '2026-11-30' },
  },
  reverseGeocode: { summary: 'The address at a point', query: { lat: 49.2827, lng: -123.1207 } },
  timesheetWeek: { summary: "A foreman's week", params: { foremanID: 12, weekStart: '2026-11-23' } },
  timesheet: { summary: 'One timesheet', params: { id: 880 } },
  timesheetJobs: {
    summary: 'Jobs a foreman can put on a day',
    query: { foremanid: 12, startdate: '2026-11-23' },
  },
  createTimesheet: { summary: 'Save a new day', body: day },
  updateTimesheet: {
    summary: 'Save a change to a day, based on version 3',
    params: { id: 880 },
    body: { ...day, timeSheetID: 880, version: 3 },
  },
  timesheetValidation: { summary: "A day's errors and warnings", params: { id: 880 } },
  timesheetJobDefaults: {
    summary: "A job's default crew and hours",
    params: { id: 880 },
    query: { jobID: 4102, startTime: '07:00', endTime: '15:30', lunchTaken: 'true' },
  },
  crewDefaults: {
    summary: "A crew member's default hours",
    params: { id: 31 },
    query: { startTime: '07:00' },
  },
  crewSubsistence: { summary: "A day's subsistence", params: { id: 880 } },
  timesheetRuleSets: { summary: "The company's rule sets", answer: [{ ...ruleSet, ruleSetID: 2 }] },
  addTimesheetRuleSet: { summary: 'Rules in force from December', body: ruleSet },
  timesheetExport: {
    summary: "A foreman's week as CSV",
    params: { foremanID: 12, weekStart: '2026-11-23' },
    query: { format: 'csv', lang: 'en' },
  },
  crewRoster: {
    summary: 'Everyone a foreman can put on a day',
    answer: [{ employeeID: 31, name: 'Luis Ortega', trade: 'Pipefitter', workerClass: 'Journeyman' }],
  },
  saveTimesheetDefaults: {
    summary: "The foreman's usual day",
    body: { shiftStart: '07:00', shiftEnd: '15:30', lunchTaken: true, ignoreDayoff: false },
  },
  jobLoader: { summary: 'One job with its sites, reports, photos and notes', params: { id: 4102 } },
  jobLoaderBulk: { summary: 'Several jobs at once', body: { jobs: [4102, 4103] } },
  jobContent: { summary: "The jobs' report and photo lists", body: { jobs: [4102] } },
  jobLoaderRefresh: { summary: 'One job, read again', params: { id: 4102 } },
  reportTemplates: {
    summary: 'The report templates',
    answer: [
      {
        reportTemplateID: 1,
        reportTemplateName: 'DailyReport',
        reportName: 'Daily report',
        fields: [{ kind: 'text', key: 'weather', label: 'Weather', required: true, labels: { es: 'Clima' } }],
      },
    ],
  },
  reportTemplate: { summary: 'One report template', params: { name: 'DailyReport' } },
  saveReport: {
    summary: 'Save a daily report filled at site 1',
    params: { jobId: 4102, loc: '1', templateName: 'DailyReport', referenceCode: 'DR-4102-1-20261123-0001' },
    body: {
      values: { weather: 'Rain', crewCount: 4 },
      createdDate: '2026-11-23T15:10:00-08:00',
      createdByUser: 'frank@example.com',
    },
  },
  reportPdf: {
    summary: 'A report as PDF',
    query: { id: 4102, referenceCode: 'DR-4102-1-20261123-0001', template: 'DailyReport', lang: 'en' },
  },
  uploadImage: {
    summary: 'A photo taken at site 1',
    body: {
      referenceCode: 'IMG-4102-1-0001',
      jobID: 4102,
      locationNumber: '1',
      reportCode: null,
      base64: photoBase64,
    },
  },
  image: {
    summary: 'A photo, 640 px wide',
    params: { ref: 'IMG-4102-1-0001' },
    query: { format: 'jpeg', width: 640 },
  },
  deleteImage: {
    summary: 'Remove a photo',
    query: { referenceCode: 'IMG-4102-1-0001', JobID: 4102, locationNumber: '1' },
  },
  imagesByRef: { summary: "A site's photos", query: { jobID: 4102, locationNumber: '1' } },
  questionLoader: {
    summary: 'The lists the report forms use',
    answer: {
      optionLists: [
        { listName: 'weather', value: 'rain', label: 'Rain', labels: { es: 'Lluvia' }, sortOrder: 1 },
      ],
    },
  },
  chatLog: {
    summary: 'Post a message to the crew channel',
    params: { chatService: 'slack' },
    body: { blocks: [{ type: 'header', text: 'Water main break at 1200 Main St' }] },
  },
  assetList: {
    summary: 'The fleet in a folder',
    params: { folder: 'trucks' },
    query: { forcerefresh: 'false' },
  },
  recordPunch: {
    summary: 'Clock in at a job site, offline-made and sent later (CREW-1)',
    body: {
      punchID: '3f2b8c1e-7a4d-4e59-9c1a-2b6f0d8e4a71',
      kind: 'in',
      employeeID: 12,
      jobID: 4102,
      deviceTime: '2026-12-28T14:58:00.000Z',
      clockOffsetMs: -42_000,
      position: { latitude: 49.2827, longitude: -123.1207, accuracyM: 12 },
      recordedAs: 'self',
      kiosk: null,
      corrects: null,
    },
  },
  punches: {
    summary: "The punches of a job's day (CREW-1)",
    query: { from: '2026-12-28T08:00:00.000Z', to: '2026-12-29T08:00:00.000Z', jobID: 4102 },
  },
  setCrewPin: {
    summary: "Set a crew member's kiosk PIN (stored hashed)",
    params: { employeeID: 12 },
    body: { pin: '4821' },
  },
  driveFolder: { summary: "A tracked folder's files", params: { drive: 'google', id: folderID } },
  driveFile: { summary: 'One file of a tracked folder', params: { drive: 'google', id: folderID } },
  uploadToFolder: {
    summary: 'Put a PDF into a job folder',
    params: { parent: folderID },
    body: { name: 'permit.pdf', mimeType: 'application/pdf', base64: 'JVBERi0xLjQKJcfsj6IKMSAwIG9iago=' },
  },
  officeMe: {
    summary: 'Who is signed in to the office console, and their office roles',
    answer: { userID: 7, name: 'Olivia Park', email: 'olivia@example.com', roles: ['officeAdmin'] },
  },
  officeJobs: {
    summary: 'Open jobs matching "main", most recently changed first',
    query: { search: 'main', status: 'Open', sort: '-updated', page: 1, pageSize: 50 },
  },
  officeJob: { summary: 'One job as the office sees it', params: { id: 4102 } },
  officeCreateJob: { summary: 'Add a job from the ERP', body: officeJobInput },
  officeUpdateJob: { summary: "Correct a job's address", params: { id: 4102 }, body: officeJobInput },
  officeSetJobCrew: {
    summary: 'Give the job to Frank with two crew members',
    params: { id: 4102 },
    body: { foremanID: 12, crew: [31, 32] },
  },
  officeCloseJob: { summary: 'Close a finished job', params: { id: 4102 } },
  officeReopenJob: { summary: 'Reopen a job', params: { id: 4102 } },
  officeJobHistory: { summary: "A job's openings, closings, foremen and crew changes", params: { id: 4102 } },
  officePeople: {
    summary: 'Active people whose name, email, trade or class has "pipe"',
    query: { search: 'pipe', active: 'active' },
  },
  officeCreatePerson: {
    summary: 'Invite a new pipefitter who signs in with his company email',
    body: officePerson,
  },
  officeUpdatePerson: {
    summary: 'Move Luis to foreman',
    params: { id: 31 },
    body: { ...officePerson, fieldRole: 'foreman' },
  },
  officeSetPersonActive: {
    summary: 'Deactivate a person who left: every session of theirs is refused at once',
    params: { id: 31 },
    body: { active: false },
  },
  officeAudit: {
    summary: 'What the office did to job 4102, newest first',
    query: { jobID: 4102, objectKind: 'job' },
  },
  officeTimesheets: {
    summary: "Frank's days of a two-week pay period, with their reviews",
    query: { from: '2026-11-16', to: '2026-11-29', foremanID: 12 },
  },
  officeReviewTimesheet: {
    summary: 'Return a day to its foreman with a comment',
    params: { id: 880 },
    body: { decision: 'returned', comment: 'Luis left at 14:00 on Tuesday; please correct his end time' },
  },
  officePayPeriodExport: {
    summary: "Every foreman's confirmed days of a two-week pay period, as payroll CSV",
    query: { from: '2026-11-16', to: '2026-11-29' },
  },
  officePayPeriodPdf: {
    summary: 'The same pay period as a PDF in Spanish, for each foreman and payroll to sign',
    query: { from: '2026-11-16', to: '2026-11-29', lang: 'es' },
  },
  officeReports: {
    summary: "Frank's reports of a week that the office has not reviewed yet",
    query: { from: '2026-11-16', to: '2026-11-22', foremanID: 12, state: 'received' },
  },
  officeReport: { summary: 'One report with the paths of its PDF and photos', params: { id: 3101 } },
  officeReviewReport: {
    summary: 'Mark a report as having issues, with the comment its foreman sees',
    params: { id: 3101 },
    body: { state: 'hasIssues', comment: 'The photo of the panel is missing; add it and send it again' },
  },
  officeReportPdf: {
    summary: 'The PDF of a report, as the field prints it',
    params: { id: 3101 },
    query: { lang: 'es' },
  },
  officeReportPhoto: {
    summary: 'One photo of a report',
    params: { id: 3101, ref: 'IMG-20261118-0001' },
  },
  officeLists: {
    summary: 'Every option list and the job event types, with their Spanish labels',
    answer: {
      optionLists: [
        {
          listName: 'noteTypes',
          value: 'Safety',
          label: 'Safety',
          labels: { es: 'Seguridad' },
          sortOrder: 10,
        },
      ],
      eventTypes: [{ eventTypeID: 1, eventType: 'Inspection', labels: { es: 'Inspección' } }],
    },
  },
  officeSetOptionList: {
    summary: 'The cost codes the crews pick from, in this order',
    params: { listName: 'costCodes' },
    body: {
      entries: [
        { value: '01-100', label: 'Excavation', labelEs: 'Excavación' },
        { value: '02-200', label: 'Pipe laying', labelEs: 'Tendido de tubería' },
      ],
    },
  },
  officeSetEventTypes: {
    summary: 'The kinds of event a job calendar shows',
    body: {
      entries: [
        { name: 'Inspection', labelEs: 'Inspección' },
        { name: 'Mobilize', labelEs: 'Movilización' },
      ],
    },
  },
  officeRuleSets: {
    summary: 'The rule sets and per-diem rates, each in force from its date',
    answer: [{ ...ruleSet, ruleSetID: 2 }],
  },
  officeAddRuleSet: { summary: 'Overtime after 8 hours and new per-diem rates from December', body: ruleSet },
  officeReportTemplates: {
    summary: 'Every report template with its published versions and whether a draft waits',
    answer: [
      {
        reportTemplateName: 'generic',
        reportTemplateID: 3,
        reportName: 'Daily Report',
        currentVersion: 2,
        retired: false,
        versions: [
          {
            version: 2,
            reportName: 'Daily Report',
            publishedAt: '2026-12-01T15:04:00.000Z',
            publishedBy: { userID: 7, name: 'Olivia Park' },
          },
          {
            version: 1,
            reportName: 'Daily Report',
            publishedAt: '2026-11-01T00:00:00.000Z',
            publishedBy: null,
          },
        ],
        draftSavedAt: null,
      },
    ],
  },
  officeReportTemplate: {
    summary: 'The daily report: its published fields and its draft',
    params: { name: 'generic' },
  },
  officeReportTemplateVersion: {
    summary: 'The first version of the daily report, as reports filled on it print',
    params: { name: 'generic', version: 1 },
  },
  officeSaveTemplateDraft: {
    summary: 'A daily log with the weather and, when it rained, whether work stopped',
    params: { name: 'daily-log' },
    body: {
      reportName: 'Daily Log',
      fields: [
        { key: 'workDate', kind: 'date', label: 'Date', labels: { es: 'Fecha' }, required: true },
        {
          key: 'weather',
          kind: 'choice',
          label: 'Weather',
          labels: { es: 'Clima' },
          options: [
            { value: 'Clear', label: 'Clear', labels: { es: 'Despejado' } },
            { value: 'Rain', label: 'Rain', labels: { es: 'Lluvia' } },
          ],
        },
        {
          key: 'workStopped',
          kind: 'checkbox',
          label: 'Work stopped for rain',
          showWhen: { field: 'weather', equals: 'Rain' },
        },
      ],
    },
  },
  officePublishTemplate: {
    summary: 'Publish the daily log: devices fetch it on their next sync',
    params: { name: 'daily-log' },
  },
  officeRetireTemplate: {
    summary: 'Stop sending the daily log to devices (reports already filled on it are kept)',
    params: { name: 'daily-log' },
  },
  officePreviewRuleSet: {
    summary: "What the new rules would have paid Frank's crew in the week of 16 November",
    body: { ruleSet, foremanID: 12, weekStart: '2026-11-16' },
  },
  officeWebhooks: { summary: "The company's webhook subscriptions (never their secrets)", answer: [webhook] },
  officeCreateWebhook: {
    summary: 'Send approved and returned days to payroll (the answer shows the signing secret, once)',
    body: webhookInput,
  },
  officeUpdateWebhook: {
    summary: 'Pause the payroll subscription',
    params: { id: 3 },
    body: { ...webhookInput, enabled: false },
  },
  officeDeleteWebhook: { summary: 'Remove the payroll subscription and its deliveries', params: { id: 3 } },
  officeRotateWebhookSecret: {
    summary: 'A new signing secret; the old one keeps signing for the overlap',
    params: { id: 3 },
  },
  officeWebhookDeliveries: {
    summary: "The payroll subscription's failed deliveries, with their attempts",
    query: { subscriptionID: 3, status: 'failed' },
  },
  officeRedeliverWebhook: {
    summary: 'Send delivery 811 again, with the same webhook-id',
    params: { id: 811 },
  },
  officeFleet: {
    summary: 'The vehicles in service, as the office keeps them',
    query: { kind: 'vehicle', state: 'inService' },
  },
  officeAddFleetUnit: {
    summary: 'Add a new bucket truck to the yard',
    params: { kind: 'vehicle' },
    body: fleetUnit,
  },
  officeUpdateFleetUnit: {
    summary: 'Send truck V-118 to the shop',
    params: { kind: 'vehicle', id: 7 },
    body: { ...fleetUnit, status: 'maintenance' },
  },
  officeSetFleetRetired: {
    summary: "Retire truck V-118: it leaves the field crews' fleet screen",
    params: { kind: 'vehicle', id: 7 },
    body: { retired: true },
  },
  officeJobPhotos: {
    summary: "Job 4102's photos with when and where each was taken, oldest first",
    params: { id: 4102 },
  },
  officeJobPhoto: {
    summary: 'One photo of job 4102',
    params: { id: 4102, ref: 'IMG-20261118-0001' },
  },
  officeJobFolders: {
    summary: "Job 4102's crew folder and the folders in it, with whether each is on the drive",
    params: { id: 4102 },
  },
  officeSetUpJobFolders: {
    summary: 'Set up the permit and as-built folders of job 4102 before the crew starts',
    params: { id: 4102 },
    body: { names: ['Permits', 'As-built'] },
  },
  officeServiceAccounts: {
    summary: 'The service accounts and their tokens (never the tokens themselves)',
    answer: {
      accounts: [
        {
          serviceAccountID: 3,
          name: 'ERP sync',
          scopes: ['jobs:write', 'people:write'],
          createdAt: '2026-11-20T15:04:05.000Z',
          tokens: [
            {
              tokenID: 5,
              hint: 'fo_svc_Q3xa…',
              createdAt: '2026-11-20T15:05:00.000Z',
              expiresAt: '2027-02-18T15:05:00.000Z',
              revokedAt: null,
              lastUsedAt: '2026-11-27T06:00:12.000Z',
            },
          ],
        },
      ],
    },
  },
  officeCreateServiceAccount: {
    summary: 'A service account for the ERP, which sends jobs and people',
    body: { name: 'ERP sync', scopes: ['jobs:write', 'people:write'] },
  },
  officeIssueServiceToken: {
    summary: 'A token for the ERP that lives 90 days (the answer shows it once)',
    params: { id: 3 },
    body: { expiresInDays: 90 },
  },
  officeRevokeServiceToken: { summary: 'Revoke a leaked token at once', params: { id: 3, tokenID: 5 } },
  upsertJobs: {
    summary: "The ERP's jobs, keyed by its own ids; a dry run answers each row's outcome without writing",
    body: {
      dryRun: true,
      rows: [
        {
          externalID: 'ERP-J-4102',
          jobNumber: 'J-4102',
          workType: 'Storm drain repair',
          address1: '1200 Harbor Blvd',
          city: 'Oakland',
          latitude: 37.8044,
          longitude: -122.2712,
          foreman: 'HR-0012',
          crew: ['HR-0031', 'carlos@example.com'],
          sites: [{ locationNumber: '1', address1: '1200 Harbor Blvd', city: 'Oakland' }],
        },
      ],
    },
  },
  upsertPeople: {
    summary: "HR's people, keyed by its own ids",
    body: {
      rows: [
        {
          externalID: 'HR-0031',
          fullName: 'Carlos Ruiz',
          email: 'carlos@example.com',
          fieldRole: 'crew',
          trade: 'Laborer',
          workerClass: 'Journeyman',
        },
      ],
    },
  },
  upsertOptionLists: {
    summary: "The accounting system's cost codes",
    body: { rows: [{ listName: 'costCodes', value: '02-200', label: 'Excavation', labelEs: 'Excavación' }] },
  },
  upsertEquipment: {
    summary: "The asset register's trucks and generators",
    body: {
      rows: [
        {
          kind: 'vehicle',
          code: 'V-117',
          name: 'Bucket truck 117',
          type: 'Bucket truck',
          assignedTo: 'Frank Foreman',
        },
        { kind: 'asset', code: 'A-0042', name: 'Generator 42', type: 'Generator' },
      ],
    },
  },
};
