import { afterEach, describe, expect, it } from 'vitest';
import {
  ReportTemplateDefinition,
  validateReport,
  validateTimesheet,
  type ValidationResult,
} from '@fieldops/contract';
import { reportIssueText, timesheetCheckText } from './check-text';
import { checkMessages } from './check-messages';
import { es } from './es';
import { addCatalogue, setLocale } from './messages';

addCatalogue('es', es);
afterEach(() => setLocale('en'));

const crewDay = validateTimesheet(
  {
    timeSheetID: 1,
    timeSheetDate: '2026-03-02',
    shiftStart: '07:00',
    shiftEnd: '15:30',
    jobs: [
      {
        jobID: 11,
        startTime: '07:00',
        endTime: '15:30',
        crew: [{ employeeID: 7, startTime: '07:00', endTime: '06:00', lunchTaken: true }],
      },
    ],
  },
  { employeeNames: { 7: 'Carlos Crew' }, jobNumbers: { 11: 'J-11' } },
);

describe('check results written on the device (UX-1)', () => {
  it('[UX-1] a timesheet result is written from its code and values, in either language', () => {
    const [result] = crewDay;
    setLocale('es');
    const spanish = timesheetCheckText(result!);
    expect(spanish).toMatch(
      /^La hora de salida de Carlos Crew, .+, es anterior a la entrada .+ en el trabajo J-11$/,
    );
    expect(spanish).not.toMatch(/before|start/);
    setLocale('en');
    expect(timesheetCheckText(result!)).toMatch(
      /^Carlos Crew's end time .+ is before the start .+ on job J-11$/,
    );
  });

  it('[UX-1] a result without a known wording (an older server) shows its English message', () => {
    const old = { ...crewDay[0]!, variant: undefined, params: undefined } satisfies ValidationResult;
    setLocale('es');
    expect(timesheetCheckText(old)).toBe(old.message);
    expect(timesheetCheckText({ ...crewDay[0]!, variant: 'fromTheFuture' })).toBe(crewDay[0]!.message);
  });

  it('[UX-1] a report issue takes the label shown and writes plurals and units in Spanish', () => {
    const template = {
      fields: ReportTemplateDefinition.parse([
        { kind: 'text', key: 'lead', label: 'Crew lead', required: true },
        { kind: 'number', key: 'hours', label: 'Hours', unit: 'h', min: 0, max: 24, step: 0.25 },
        { kind: 'photos', key: 'photos', label: 'Photos', minCount: 2 },
      ]),
    };
    const issues = validateReport(template, { hours: 8.3, photos: ['p-1'] });
    setLocale('es');
    expect(
      issues.map((issue) => reportIssueText(issue, issue.field === 'lead' ? 'Jefe de cuadrilla' : undefined)),
    ).toEqual(['Falta Jefe de cuadrilla', 'Usa pasos de 0,25 h', 'Agrega al menos 2 fotos']);
  });

  it('[UX-1] every timesheet code and report wording the contract can give has catalogue text', () => {
    const keys = Object.keys(checkMessages);
    for (const key of keys) expect(es[key], key).toBeTruthy();
    expect(keys.filter((k) => k.startsWith('check.report.')).length).toBe(24);
  });
});
