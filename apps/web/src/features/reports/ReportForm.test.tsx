import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReportField, ReportTemplateDefinition, validateReport } from '@fieldops/contract';
import { es } from '../../i18n/es';
import { addCatalogue, setLocale } from '../../i18n/messages';
import { resetDb } from '../../test/db';
import { allByLabel, byLabel, queryByLabel } from '../../test/labels';
import { demoOptionLists } from '../../test/report-templates';
import { renderWithProviders } from '../../test/render';
import { FakeSignaturePad } from '../../test/signature-pad-stub';
import type { ValueUpdate } from './form-types';
import { ReportForm } from './ReportForm';
import { parseNumberText } from './fields/SimpleFieldInput';

vi.mock('signature_pad', () => import('../../test/signature-pad-stub'));

const fields: ReportField[] = ReportTemplateDefinition.parse([
  { kind: 'text', key: 'crewLead', label: 'Crew lead', required: true, help: 'Who ran the crew' },
  { kind: 'longText', key: 'notes', label: 'Notes' },
  {
    kind: 'number',
    key: 'hours',
    label: 'Hours worked',
    required: true,
    unit: 'h',
    min: 0,
    max: 24,
    step: 0.25,
  },
  { kind: 'date', key: 'workDate', label: 'Work date' },
  { kind: 'time', key: 'startTime', label: 'Start time' },
  { kind: 'choice', key: 'weather', label: 'Weather', optionList: 'weather' },
  { kind: 'choice', key: 'surface', label: 'Surface', options: [{ value: 'asphalt', label: 'Asphalt' }] },
  { kind: 'checkbox', key: 'delays', label: 'Delays today' },
  {
    kind: 'longText',
    key: 'delayReason',
    label: 'Reason for delay',
    required: true,
    showWhen: { field: 'delays', equals: true },
  },
  {
    kind: 'text',
    key: 'afterReason',
    label: 'Delay follow-up',
    showWhen: { field: 'delayReason', notEmpty: true },
  },
  {
    kind: 'lineItems',
    key: 'items',
    label: 'Line items',
    required: true,
    columns: [
      { kind: 'text', key: 'code', label: 'Code', required: true },
      { kind: 'number', key: 'quantity', label: 'Quantity', required: true, min: 0 },
      { kind: 'number', key: 'unitPrice', label: 'Unit price', unit: '$', min: 0 },
    ],
    total: { quantity: 'quantity', unitPrice: 'unitPrice' },
  },
  { kind: 'photos', key: 'photos', label: 'Photos', maxCount: 3 },
  { kind: 'signature', key: 'signature', label: 'Foreman signature', required: true },
]);

const optionLists = { weather: demoOptionLists.filter((e) => e.listName === 'weather') };

let latest: Record<string, unknown> = {};

function Harness({
  errors = new Map<string, string>(),
  initial = {},
}: {
  errors?: Map<string, string>;
  initial?: Record<string, unknown>;
}) {
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const onChange = (key: string, update: ValueUpdate) =>
    setValues((previous) => {
      const next = {
        ...previous,
        [key]: typeof update === 'function' ? (update as (p: unknown) => unknown)(previous[key]) : update,
      };
      latest = next;
      return next;
    });
  return (
    <ReportForm
      fields={fields}
      values={values}
      onChange={onChange}
      context={{
        optionLists,
        readOnly: false,
        errors,
        photos: { jobID: 5, locationNumber: '1', reportCode: 'r-1' },
      }}
    />
  );
}

describe('report renderer', () => {
  beforeEach(async () => {
    await resetDb();
    latest = {};
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[UX-1] in Spanish a choice from an option list shows its Spanish labels and keeps the stored value', async () => {
    addCatalogue('es', es);
    setLocale('es');
    try {
      const user = userEvent.setup();
      renderWithProviders(<Harness />);
      const weather = byLabel('Weather');
      expect(within(weather).getByRole('option', { name: 'Lluvia' })).toHaveValue('Rain');
      expect(within(weather).queryByRole('option', { name: 'Rain' })).toBeNull();
      await user.selectOptions(weather, 'Lluvia');
      expect(latest).toMatchObject({ weather: 'Rain' });
    } finally {
      setLocale('en');
    }
  });

  it('[REPORT-2] renders every field kind as a labelled input and keeps typed values by field key', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(byLabel('Crew lead'), 'Dana');
    await user.type(byLabel('Notes'), 'Long day');
    await user.type(byLabel('Hours worked'), '7.5');
    expect(byLabel('Work date')).toHaveAttribute('type', 'date');
    expect(byLabel('Start time')).toHaveAttribute('type', 'time');
    await user.selectOptions(byLabel('Weather'), 'Rain');
    expect(within(byLabel('Surface')).getByRole('option', { name: 'Asphalt' })).toBeInTheDocument();
    await user.selectOptions(byLabel('Surface'), 'asphalt');
    await user.click(byLabel('Delays today'));
    expect(latest).toMatchObject({
      crewLead: 'Dana',
      notes: 'Long day',
      hours: 7.5,
      weather: 'Rain',
      surface: 'asphalt',
      delays: true,
    });
    // The unit and the bounds are shown with the number; required fields are marked.
    expect(screen.getByText('h')).toBeInTheDocument();
    expect(screen.getByText('0–24 h')).toBeInTheDocument();
    expect(byLabel('Crew lead')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Who ran the crew')).toBeInTheDocument();
    // Photos and signature have their controls and accessible names.
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signature' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear signature' })).toBeInTheDocument();
  });

  it('[REPORT-2] a number field keeps what is typed and hands back a number, or the text when it is none', () => {
    expect(parseNumberText('7.25')).toBe(7.25);
    expect(parseNumberText('0,5')).toBe(0.5);
    expect(parseNumberText('  ')).toBeUndefined();
    expect(parseNumberText('7.')).toBe(7);
    expect(parseNumberText('abc')).toBe('abc');
  });

  it('[REPORT-2] show-when: a field shows only while its condition holds, chained conditions too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(queryByLabel('Reason for delay')).not.toBeInTheDocument();
    await user.click(byLabel('Delays today'));
    expect(byLabel('Reason for delay')).toBeInTheDocument();
    expect(queryByLabel('Delay follow-up')).not.toBeInTheDocument();
    await user.type(byLabel('Reason for delay'), 'Rain');
    expect(byLabel('Delay follow-up')).toBeInTheDocument();
    await user.click(byLabel('Delays today'));
    expect(queryByLabel('Reason for delay')).not.toBeInTheDocument();
    expect(queryByLabel('Delay follow-up')).not.toBeInTheDocument();
    // A hidden required field is not required.
    const issues = validateReport({ fields }, { ...latest, delays: false });
    expect(issues.map((i) => i.field)).not.toContain('delayReason');
  });

  it('[REPORT-2] line items: add and remove rows, per-row columns, amounts and the total', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.getByText('No line items yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add line item' }));
    await user.click(screen.getByRole('button', { name: 'Add line item' }));
    const [quantity1, quantity2] = allByLabel('Quantity');
    const [price1, price2] = allByLabel('Unit price');
    await user.type(allByLabel('Code')[0]!, 'A-1');
    await user.type(quantity1!, '3');
    await user.type(price1!, '2.50');
    await user.type(quantity2!, '2');
    await user.type(price2!, '10');
    expect(screen.getByText('Amount: 7.50')).toBeInTheDocument();
    expect(screen.getByText('Amount: 20.00')).toBeInTheDocument();
    expect(screen.getByText('Total: 27.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove line item 1' }));
    expect(screen.getByText('Total: 20.00')).toBeInTheDocument();
    expect(latest['items']).toEqual([{ quantity: 2, unitPrice: 10 }]);
  });

  it('[REPORT-2] shows each error next to its field, row cells included', () => {
    const errors = new Map([
      ['crewLead', 'Crew lead is required'],
      ['items.0.code', 'Code is required'],
      ['signature', 'Foreman signature is required'],
    ]);
    renderWithProviders(<Harness errors={errors} initial={{ items: [{}] }} />);
    expect(byLabel('Crew lead')).toHaveAccessibleDescription(
      expect.stringContaining('Crew lead is required'),
    );
    expect(byLabel('Crew lead')).toHaveAttribute('aria-invalid', 'true');
    expect(byLabel('Code')).toHaveAccessibleDescription(expect.stringContaining('Code is required'));
    expect(screen.getByText('Foreman signature is required')).toBeInTheDocument();
  });

  it('[REPORT-7] the signature field: empty is not signed, a stroke signs, Clear empties again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await waitFor(() => expect(FakeSignaturePad.last).not.toBeNull());
    expect(screen.getByText('Not signed yet')).toBeInTheDocument();
    FakeSignaturePad.last?.draw();
    await screen.findByText('Signed');
    expect(latest['signature']).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole('button', { name: 'Clear signature' }));
    await screen.findByText('Not signed yet');
    expect(latest['signature']).toBeUndefined();
    expect(validateReport({ fields }, latest).find((i) => i.field === 'signature')?.code).toBe('required');
  });
});
