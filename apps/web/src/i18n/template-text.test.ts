import { afterEach, describe, expect, it } from 'vitest';
import { ReportTemplateDefinition } from '@fieldops/contract';
import { es } from './es';
import { addCatalogue, setLocale } from './messages';
import { menuItemTitle, serverErrorText, statusText } from './server-text';
import { templateIn, templateTitle } from './template-text';

addCatalogue('es', es);
afterEach(() => setLocale('en'));

const template = {
  reportTemplateID: 3,
  reportTemplateName: 'generic',
  reportName: 'Daily Report',
  fields: ReportTemplateDefinition.parse([
    {
      kind: 'text',
      key: 'lead',
      label: 'Crew lead',
      labels: { es: 'Jefe de cuadrilla' },
      help: 'Who',
      helps: { es: 'Quién' },
    },
    {
      kind: 'choice',
      key: 'surface',
      label: 'Surface',
      options: [
        { value: 'asphalt', label: 'Asphalt', labels: { es: 'Asfalto' } },
        { value: 'x', label: 'Other' },
      ],
    },
    {
      kind: 'lineItems',
      key: 'items',
      label: 'Line items',
      labels: { es: 'Partidas' },
      columns: [{ kind: 'number', key: 'qty', label: 'Quantity', labels: { es: 'Cantidad' } }],
    },
  ]),
};

describe('server texts on the device (UX-1)', () => {
  it('[UX-1] a template shows its Spanish labels, help, choices, columns and name; English where it has none', () => {
    setLocale('es');
    const shown = templateIn(template);
    expect(shown.reportName).toBe('Reporte diario');
    expect(shown.fields.map((f) => f.label)).toEqual(['Jefe de cuadrilla', 'Surface', 'Partidas']);
    expect(shown.fields[0]!.help).toBe('Quién');
    const choice = shown.fields[1]!;
    expect(choice.kind === 'choice' && choice.options?.map((o) => o.label)).toEqual(['Asfalto', 'Other']);
    const items = shown.fields[2]!;
    expect(items.kind === 'lineItems' && items.columns[0]!.label).toBe('Cantidad');
    setLocale('en');
    expect(templateIn(template)).toBe(template);
    expect(templateTitle({ reportTemplateName: 'office-new', reportName: 'Office New' })).toBe('Office New');
  });

  it('[UX-1] status values, menu items and server error codes are named in Spanish; unknown ones keep the server text', () => {
    setLocale('es');
    expect([statusText('Open'), statusText('Closed'), statusText('Pending')]).toEqual([
      'Abierto',
      'Cerrado',
      'Pending',
    ]);
    expect(menuItemTitle({ title: 'Fleet', url: '/fleet-list' })).toBe('Flota');
    expect(menuItemTitle({ title: 'Payroll', url: 'https://payroll.example' })).toBe('Payroll');
    expect(serverErrorText({ error: 'forbidden', message: 'Not your job' })).toBe(
      'No tienes permiso para hacer esto.',
    );
    expect(serverErrorText({ error: 'brand_new', message: 'Something new' })).toBe('Something new');
    setLocale('en');
    expect(serverErrorText({ error: 'forbidden', message: 'Not your job' })).toBe('Not your job');
  });
});
