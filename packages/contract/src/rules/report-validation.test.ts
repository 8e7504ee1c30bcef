import { describe, expect, it } from 'vitest';
import { ReportTemplate } from '../entities.js';
import { optionListsOf, ReportTemplateDefinition } from '../report-template.js';
import { lineItemAmounts, shownFieldKeys, validateReport, visibleReportValues } from './report-validation.js';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const fields = ReportTemplateDefinition.parse([
  { kind: 'date', key: 'workDate', label: 'Work date', required: true },
  { kind: 'time', key: 'start', label: 'Start' },
  { kind: 'text', key: 'crewLead', label: 'Crew lead', required: true, maxLength: 20 },
  { kind: 'number', key: 'hours', label: 'Hours', unit: 'h', min: 0, max: 16, step: 0.25 },
  { kind: 'choice', key: 'weather', label: 'Weather', optionList: 'weather' },
  {
    kind: 'choice',
    key: 'shift',
    label: 'Shift',
    options: [
      { value: 'day', label: 'Day' },
      { value: 'night', label: 'Night' },
    ],
  },
  { kind: 'checkbox', key: 'restored', label: 'Surface restored' },
  {
    kind: 'longText',
    key: 'restorationNotes',
    label: 'Restoration notes',
    required: true,
    showWhen: { field: 'restored', equals: true },
  },
  {
    kind: 'text',
    key: 'detail',
    label: 'Detail',
    required: true,
    showWhen: { field: 'restorationNotes', notEmpty: true },
  },
  { kind: 'photos', key: 'photos', label: 'Photos', minCount: 2, maxCount: 3 },
  { kind: 'signature', key: 'signature', label: 'Signature', required: true },
  {
    kind: 'lineItems',
    key: 'items',
    label: 'Line items',
    required: true,
    columns: [
      { kind: 'text', key: 'description', label: 'Description', required: true },
      { kind: 'choice', key: 'unit', label: 'Unit', optionList: 'units' },
      { kind: 'number', key: 'quantity', label: 'Qty', min: 0, required: true },
      { kind: 'number', key: 'unitPrice', label: 'Unit price', min: 0, step: 0.01 },
    ],
    total: { quantity: 'quantity', unitPrice: 'unitPrice' },
  },
]);
const template = { fields };

const valid = {
  workDate: '2026-03-31',
  start: '07:30',
  crewLead: 'Frank',
  hours: 8.5,
  weather: 'Rain',
  shift: 'day',
  restored: false,
  photos: ['p-1', 'p-2'],
  signature: PNG,
  items: [{ description: 'Saw cut', unit: 'LF', quantity: 2.5, unitPrice: 12.1 }],
};
const issuesOf = (values: Record<string, unknown>) =>
  validateReport(template, values, { weather: ['Clear', 'Rain'], units: ['LF', 'EA'] });

describe('report templates', () => {
  it('[REPORT-1] a definition refuses duplicate keys, conditions on later fields and half-made choices', () => {
    const bad = ReportTemplateDefinition.safeParse([
      { kind: 'checkbox', key: 'a', label: 'A', showWhen: { field: 'b', equals: true } },
      { kind: 'checkbox', key: 'b', label: 'B' },
      { kind: 'checkbox', key: 'b', label: 'B again' },
      { kind: 'choice', key: 'c', label: 'C' },
      {
        kind: 'lineItems',
        key: 'd',
        label: 'D',
        columns: [{ kind: 'text', key: 'x', label: 'X' }],
        total: { quantity: 'x', unitPrice: 'x' },
      },
    ]);
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message).join('\n');
    expect(messages).toMatch(/not an earlier field/);
    expect(messages).toMatch(/Duplicate key b/);
    expect(messages).toMatch(/optionList or lists options/);
    expect(messages).toMatch(/two number columns/);
  });

  it('[REPORT-1] a template carries typed fields; the option lists it names are listed', () => {
    const parsed = ReportTemplate.parse({
      reportTemplateID: 1,
      reportTemplateName: 'x',
      reportName: 'X',
      fields,
    });
    expect(parsed.fields.map((f) => f.kind)).toContain('lineItems');
    expect(
      ReportTemplate.parse({ reportTemplateID: 2, reportTemplateName: 'y', reportName: 'Y' }).fields,
    ).toEqual([]);
    expect(optionListsOf(fields).sort()).toEqual(['units', 'weather']);
  });
});

describe('validateReport', () => {
  it('[REPORT-2] a complete report has no issues', () => {
    expect(issuesOf(valid)).toEqual([]);
  });

  it('[REPORT-2] required fields, bounds, steps, formats and options are checked, each named by its field', () => {
    const issues = issuesOf({
      ...valid,
      workDate: '2026-02-30',
      start: '7:30',
      crewLead: '   ',
      hours: 16.1,
      weather: 'Hail',
      shift: 'evening',
      photos: ['p-1'],
      signature: '',
      items: [{ description: '', unit: 'XX', quantity: -1, unitPrice: 1.005 }],
    });
    expect(issues.map((i) => [i.field, i.code])).toEqual([
      ['workDate', 'format'],
      ['start', 'format'],
      ['crewLead', 'required'],
      ['hours', 'max'],
      ['weather', 'option'],
      ['shift', 'option'],
      ['photos', 'count'],
      ['signature', 'required'],
      ['items.0.description', 'required'],
      ['items.0.unit', 'option'],
      ['items.0.quantity', 'min'],
      ['items.0.unitPrice', 'step'],
    ]);
    expect(issuesOf({ ...valid, hours: 8.3 })).toEqual([
      {
        field: 'hours',
        code: 'step',
        variant: 'numberStep',
        params: { step: 0.25, unit: 'h' },
        message: 'Use steps of 0.25 h',
      },
    ]);
    expect(issuesOf({ ...valid, hours: '8' })[0]).toMatchObject({ field: 'hours', code: 'type' });
    expect(issuesOf({ ...valid, items: [] })[0]).toMatchObject({ field: 'items', code: 'required' });
    expect(issuesOf({ ...valid, photos: ['p-1', 'p-1'] })[0]).toMatchObject({ code: 'format' });
    expect(issuesOf({ ...valid, photos: ['null', 'p-2'] })[0]).toMatchObject({ code: 'format' });
    expect(issuesOf({ ...valid, signature: 'data:image/jpeg;base64,AAAA' })[0]).toMatchObject({
      field: 'signature',
      code: 'format',
    });
    expect(issuesOf({ ...valid, crewLead: 'x'.repeat(21) })[0]).toMatchObject({ code: 'tooLong' });
  });

  it('[REPORT-2] show-when: hidden fields are neither checked nor kept; a chain hides with its head', () => {
    expect(shownFieldKeys(fields, valid).has('restorationNotes')).toBe(false);
    expect(issuesOf({ ...valid, restored: true })).toEqual([
      {
        field: 'restorationNotes',
        code: 'required',
        variant: 'required',
        params: { label: 'Restoration notes' },
        message: 'Restoration notes is required',
      },
    ]);
    expect(issuesOf({ ...valid, restored: true, restorationNotes: 'Patched' })).toEqual([
      {
        field: 'detail',
        code: 'required',
        variant: 'required',
        params: { label: 'Detail' },
        message: 'Detail is required',
      },
    ]);
    const kept = visibleReportValues(fields, {
      ...valid,
      restorationNotes: 'typed, then unticked',
      detail: 'stale',
      extra: 'not in the template',
      items: [{ description: 'Saw cut', quantity: 1, junk: 1 }],
    });
    expect(kept).not.toHaveProperty('restorationNotes');
    expect(kept).not.toHaveProperty('detail');
    expect(kept).not.toHaveProperty('extra');
    expect(kept.items).toEqual([{ description: 'Saw cut', quantity: 1 }]);
  });

  it('[REPORT-2] a required checkbox must be ticked', () => {
    const confirm = {
      fields: ReportTemplateDefinition.parse([
        { kind: 'checkbox', key: 'ok', label: 'Confirmed', required: true },
      ]),
    };
    expect(validateReport(confirm, { ok: false })).toHaveLength(1);
    expect(validateReport(confirm, { ok: true })).toEqual([]);
  });

  it('[REPORT-2] line-item amounts are quantity × unit price in cents, rounded per row', () => {
    const items = fields.find((f) => f.kind === 'lineItems')!;
    if (items.kind !== 'lineItems') throw new Error('expected line items');
    const rows = [{ quantity: 2.5, unitPrice: 12.1 }, { quantity: 3, unitPrice: 0.1 }, { quantity: 1 }];
    expect(lineItemAmounts(items, rows)).toEqual({ amountsCents: [3025, 30, null], totalCents: 3055 });
  });
});
