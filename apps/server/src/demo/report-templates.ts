// SRV-4, REPORT-1/3: the demo company's report templates and the option lists they name. Pure
// data, checked against the contract's ReportTemplateDefinition when seeded. Bumping a version
// here updates the stored template on the next start (seed-reports.ts).
import type { ReportField } from '@fieldops/contract';

export interface DemoTemplate {
  name: string;
  reportName: string;
  version: number;
  fields: ReportField[];
}

export const DEMO_OPTION_LISTS: Record<string, readonly string[]> = {
  weather: ['Clear', 'Cloudy', 'Rain', 'Snow', 'Wind', 'Fog'],
  billingUnits: ['EA', 'LF', 'SY', 'CY', 'TON', 'HR', 'LS'],
};

const signature = (key: string, label: string): ReportField => ({
  kind: 'signature',
  key,
  label,
  required: true,
});
const photos = (required: boolean): ReportField => ({
  kind: 'photos',
  key: 'photos',
  label: 'Photos',
  required,
  maxCount: 10,
  help: 'Before, during and after; the whole work area in at least one.',
});

export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  {
    name: 'cbilling',
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
            max: 1_000_000,
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
  },
  {
    name: 'construct-complete',
    reportName: 'Construction Complete',
    version: 1,
    fields: [
      { kind: 'date', key: 'completionDate', label: 'Completion date', required: true },
      { kind: 'checkbox', key: 'pressureTested', label: 'Main pressure-tested and passed', required: false },
      { kind: 'checkbox', key: 'servicesReconnected', label: 'Services reconnected', required: false },
      { kind: 'checkbox', key: 'trafficControlRemoved', label: 'Traffic control removed', required: false },
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
          { value: 'gravel', label: 'Gravel' },
          { value: 'landscape', label: 'Landscape / seed' },
        ],
        showWhen: { field: 'surfaceRestored', equals: true },
      },
      {
        kind: 'longText',
        key: 'restorationNotes',
        label: 'Restoration notes',
        required: true,
        help: 'Area restored, materials, anything left for a later visit.',
        showWhen: { field: 'surfaceRestored', equals: true },
      },
      photos(true),
      { kind: 'text', key: 'inspectorName', label: 'Inspector', required: false, maxLength: 100 },
      signature('signature', 'Foreman signature'),
    ],
  },
  {
    name: 'generic',
    reportName: 'Daily Report',
    version: 1,
    fields: [
      { kind: 'date', key: 'reportDate', label: 'Date', required: true },
      { kind: 'time', key: 'startTime', label: 'Start time', required: false },
      { kind: 'choice', key: 'weather', label: 'Weather', required: true, optionList: 'weather' },
      {
        kind: 'number',
        key: 'temperature',
        label: 'Temperature',
        required: false,
        unit: '°F',
        min: -40,
        max: 130,
        step: 1,
      },
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
      { kind: 'number', key: 'crewSize', label: 'Crew size', required: false, min: 1, max: 50, step: 1 },
      { kind: 'longText', key: 'workPerformed', label: 'Work performed', required: true },
      { kind: 'checkbox', key: 'delays', label: 'Delays today', required: false },
      {
        kind: 'longText',
        key: 'delayReason',
        label: 'Reason for delay',
        required: true,
        showWhen: { field: 'delays', equals: true },
      },
      { kind: 'longText', key: 'notes', label: 'Notes', required: false },
      photos(false),
      signature('signature', 'Signature'),
    ],
  },
];
