// Report templates for tests, shaped like the demo company's (apps/server/src/demo/report-templates.ts;
// the app never imports the server), checked against the contract when built.
import { type OptionListEntry, ReportTemplate } from '@fieldops/contract';

const signature = (key: string, label: string) =>
  ({ kind: 'signature', key, label, required: true }) as const;
const photos = (required: boolean) =>
  ({ kind: 'photos', key: 'photos', label: 'Photos', required, maxCount: 10 }) as const;

export const cbillingTemplate = ReportTemplate.parse({
  reportTemplateID: 1,
  reportTemplateName: 'cbilling',
  reportName: 'Contractor Billing',
  version: 1,
  fields: [
    { kind: 'text', key: 'workOrder', label: 'Work order / PO number', required: false, maxLength: 40 },
    { kind: 'date', key: 'workDate', label: 'Work date', required: true },
    { kind: 'text', key: 'crewLead', label: 'Crew lead', required: true, maxLength: 100 },
    {
      kind: 'lineItems',
      key: 'lineItems',
      label: 'Line items',
      required: true,
      maxRows: 100,
      columns: [
        { kind: 'text', key: 'code', label: 'Code', required: true, maxLength: 20 },
        { kind: 'text', key: 'description', label: 'Description', required: true, maxLength: 200 },
        { kind: 'choice', key: 'unit', label: 'Unit', required: true, optionList: 'billingUnits' },
        {
          kind: 'number',
          key: 'quantity',
          label: 'Quantity',
          required: true,
          min: 0,
          max: 100_000,
          step: 0.01,
        },
        {
          kind: 'number',
          key: 'unitPrice',
          label: 'Unit price',
          required: true,
          unit: '$',
          min: 0,
          step: 0.01,
        },
      ],
      total: { quantity: 'quantity', unitPrice: 'unitPrice' },
    },
    { kind: 'longText', key: 'notes', label: 'Notes', required: false },
    photos(false),
    { kind: 'text', key: 'foremanName', label: 'Foreman name', required: true, maxLength: 100 },
    signature('foremanSignature', 'Foreman signature'),
  ],
});

export const constructCompleteTemplate = ReportTemplate.parse({
  reportTemplateID: 2,
  reportTemplateName: 'construct-complete',
  reportName: 'Construction Complete',
  version: 1,
  fields: [
    { kind: 'date', key: 'completionDate', label: 'Completion date', required: true },
    { kind: 'checkbox', key: 'siteCleaned', label: 'Site cleaned and debris removed', required: true },
    { kind: 'checkbox', key: 'surfaceRestored', label: 'Surface restoration done', required: false },
    {
      kind: 'choice',
      key: 'restorationType',
      label: 'Restoration type',
      required: true,
      options: [
        { value: 'asphalt', label: 'Asphalt' },
        { value: 'concrete', label: 'Concrete' },
      ],
      showWhen: { field: 'surfaceRestored', equals: true },
    },
    photos(true),
    signature('signature', 'Foreman signature'),
  ],
});

export const genericTemplate = ReportTemplate.parse({
  reportTemplateID: 3,
  reportTemplateName: 'generic',
  reportName: 'Daily Report',
  version: 1,
  fields: [
    { kind: 'date', key: 'reportDate', label: 'Date', required: true },
    { kind: 'time', key: 'startTime', label: 'Start time', required: false },
    { kind: 'choice', key: 'weather', label: 'Weather', required: true, optionList: 'weather' },
    {
      kind: 'number',
      key: 'hoursWorked',
      label: 'Hours worked',
      required: true,
      unit: 'h',
      min: 0,
      max: 24,
      step: 0.25,
    },
    { kind: 'longText', key: 'workPerformed', label: 'Work performed', required: true },
    { kind: 'checkbox', key: 'delays', label: 'Delays today', required: false },
    {
      kind: 'longText',
      key: 'delayReason',
      label: 'Reason for delay',
      required: true,
      showWhen: { field: 'delays', equals: true },
    },
    photos(false),
    signature('signature', 'Signature'),
  ],
});

export const demoTemplates = [cbillingTemplate, constructCompleteTemplate, genericTemplate];

const list = (listName: string, values: string[]): OptionListEntry[] =>
  values.map((value, sortOrder) => ({ listName, value, label: value, sortOrder }));

export const demoOptionLists: OptionListEntry[] = [
  ...list('billingUnits', ['EA', 'LF', 'HR']),
  // UX-1: weather as the demo seeds it, with Spanish labels; units are codes, without.
  ...list('weather', ['Clear', 'Rain']).map((entry) => ({
    ...entry,
    labels: { es: entry.value === 'Rain' ? 'Lluvia' : 'Despejado' },
  })),
];

/** A signature as the pad makes it: a PNG data URL (a 1×1 PNG). */
export const SIGNED =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
