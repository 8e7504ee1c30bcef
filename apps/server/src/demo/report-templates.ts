// SRV-4, REPORT-1/3: the demo company's report templates and the option lists they name. Pure
// data, checked against the contract's ReportTemplateDefinition when seeded. Bumping a version
// here updates the stored template on the next start (seed-reports.ts). Spanish labels and help
// (UX-1) came with version 1 (nothing deployed yet), shown on Spanish devices and in Spanish PDFs.
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

/** UX-1: the demo lists' Spanish labels by value (billing units are codes, the same in both). */
export const DEMO_OPTION_LABELS_ES: Readonly<Record<string, string>> = {
  Clear: 'Despejado',
  Cloudy: 'Nublado',
  Rain: 'Lluvia',
  Snow: 'Nieve',
  Wind: 'Viento',
  Fog: 'Niebla',
  General: 'General',
  Safety: 'Seguridad',
  Delay: 'Retraso',
  Material: 'Material',
  Inspection: 'Inspección',
};

const signature = (key: string, label: string, es: string): ReportField => ({
  kind: 'signature',
  key,
  label,
  labels: { es },
  required: true,
});
const photos = (required: boolean): ReportField => ({
  kind: 'photos',
  key: 'photos',
  label: 'Photos',
  labels: { es: 'Fotos' },
  required,
  maxCount: 10,
  help: 'Before, during and after; the whole work area in at least one.',
  helps: { es: 'Antes, durante y después; toda el área de trabajo en al menos una.' },
});

export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  {
    name: 'cbilling',
    reportName: 'Contractor Billing',
    version: 1,
    fields: [
      {
        kind: 'text',
        key: 'workOrder',
        label: 'Work order / PO number',
        labels: { es: 'Orden de trabajo / número de compra' },
        required: false,
        maxLength: 40,
      },
      {
        kind: 'date',
        key: 'workDate',
        label: 'Work date',
        labels: { es: 'Fecha del trabajo' },
        required: true,
      },
      {
        kind: 'text',
        key: 'crewLead',
        label: 'Crew lead',
        labels: { es: 'Jefe de cuadrilla' },
        required: true,
        maxLength: 100,
      },
      {
        kind: 'lineItems',
        key: 'lineItems',
        label: 'Line items',
        labels: { es: 'Partidas' },
        required: true,
        maxRows: 100,
        columns: [
          {
            kind: 'text',
            key: 'code',
            label: 'Code',
            labels: { es: 'Código' },
            required: true,
            maxLength: 20,
          },
          {
            kind: 'text',
            key: 'description',
            label: 'Description',
            labels: { es: 'Descripción' },
            required: true,
            maxLength: 200,
          },
          {
            kind: 'choice',
            key: 'unit',
            label: 'Unit',
            labels: { es: 'Unidad' },
            required: true,
            optionList: 'billingUnits',
          },
          {
            kind: 'number',
            key: 'quantity',
            label: 'Quantity',
            labels: { es: 'Cantidad' },
            required: true,
            min: 0,
            max: 100_000,
            step: 0.01,
          },
          {
            kind: 'number',
            key: 'unitPrice',
            label: 'Unit price',
            labels: { es: 'Precio unitario' },
            required: true,
            unit: '$',
            min: 0,
            max: 1_000_000,
            step: 0.01,
          },
        ],
        total: { quantity: 'quantity', unitPrice: 'unitPrice' },
      },
      { kind: 'longText', key: 'notes', label: 'Notes', labels: { es: 'Notas' }, required: false },
      photos(false),
      {
        kind: 'text',
        key: 'foremanName',
        label: 'Foreman name',
        labels: { es: 'Nombre del capataz' },
        required: true,
        maxLength: 100,
      },
      signature('foremanSignature', 'Foreman signature', 'Firma del capataz'),
    ],
  },
  {
    name: 'construct-complete',
    reportName: 'Construction Complete',
    version: 1,
    fields: [
      {
        kind: 'date',
        key: 'completionDate',
        label: 'Completion date',
        labels: { es: 'Fecha de terminación' },
        required: true,
      },
      {
        kind: 'checkbox',
        key: 'pressureTested',
        label: 'Main pressure-tested and passed',
        labels: { es: 'Tubería principal probada a presión y aprobada' },
        required: false,
      },
      {
        kind: 'checkbox',
        key: 'servicesReconnected',
        label: 'Services reconnected',
        labels: { es: 'Servicios reconectados' },
        required: false,
      },
      {
        kind: 'checkbox',
        key: 'trafficControlRemoved',
        label: 'Traffic control removed',
        labels: { es: 'Control de tráfico retirado' },
        required: false,
      },
      {
        kind: 'checkbox',
        key: 'siteCleaned',
        label: 'Site cleaned and debris removed',
        labels: { es: 'Obra limpia y escombros retirados' },
        required: true,
      },
      {
        kind: 'checkbox',
        key: 'surfaceRestored',
        label: 'Surface restoration done',
        labels: { es: 'Restauración de superficie hecha' },
        required: false,
      },
      {
        kind: 'choice',
        key: 'restorationType',
        label: 'Restoration type',
        labels: { es: 'Tipo de restauración' },
        required: true,
        options: [
          { value: 'asphalt', label: 'Asphalt', labels: { es: 'Asfalto' } },
          { value: 'concrete', label: 'Concrete', labels: { es: 'Concreto' } },
          { value: 'gravel', label: 'Gravel', labels: { es: 'Grava' } },
          { value: 'landscape', label: 'Landscape / seed', labels: { es: 'Jardinería / siembra' } },
        ],
        showWhen: { field: 'surfaceRestored', equals: true },
      },
      {
        kind: 'longText',
        key: 'restorationNotes',
        label: 'Restoration notes',
        labels: { es: 'Notas de restauración' },
        required: true,
        help: 'Area restored, materials, anything left for a later visit.',
        helps: { es: 'Área restaurada, materiales, lo que quede para otra visita.' },
        showWhen: { field: 'surfaceRestored', equals: true },
      },
      photos(true),
      {
        kind: 'text',
        key: 'inspectorName',
        label: 'Inspector',
        labels: { es: 'Inspector' },
        required: false,
        maxLength: 100,
      },
      signature('signature', 'Foreman signature', 'Firma del capataz'),
    ],
  },
  {
    name: 'generic',
    reportName: 'Daily Report',
    version: 1,
    fields: [
      { kind: 'date', key: 'reportDate', label: 'Date', labels: { es: 'Fecha' }, required: true },
      {
        kind: 'time',
        key: 'startTime',
        label: 'Start time',
        labels: { es: 'Hora de inicio' },
        required: false,
      },
      {
        kind: 'choice',
        key: 'weather',
        label: 'Weather',
        labels: { es: 'Clima' },
        required: true,
        optionList: 'weather',
      },
      {
        kind: 'number',
        key: 'temperature',
        label: 'Temperature',
        labels: { es: 'Temperatura' },
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
        labels: { es: 'Horas trabajadas' },
        required: true,
        unit: 'h',
        min: 0,
        max: 24,
        step: 0.25,
      },
      {
        kind: 'number',
        key: 'crewSize',
        label: 'Crew size',
        labels: { es: 'Tamaño de la cuadrilla' },
        required: false,
        min: 1,
        max: 50,
        step: 1,
      },
      {
        kind: 'longText',
        key: 'workPerformed',
        label: 'Work performed',
        labels: { es: 'Trabajo realizado' },
        required: true,
      },
      {
        kind: 'checkbox',
        key: 'delays',
        label: 'Delays today',
        labels: { es: 'Retrasos hoy' },
        required: false,
      },
      {
        kind: 'longText',
        key: 'delayReason',
        label: 'Reason for delay',
        labels: { es: 'Motivo del retraso' },
        required: true,
        showWhen: { field: 'delays', equals: true },
      },
      { kind: 'longText', key: 'notes', label: 'Notes', labels: { es: 'Notas' }, required: false },
      photos(false),
      signature('signature', 'Signature', 'Firma'),
    ],
  },
];
