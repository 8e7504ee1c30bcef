// TRUST-6: which template fields a new report fills from what the device knows. Templates are
// the office's data and declare no meaning of their own, so the meaning goes by the field's key,
// in this one table (the demo company's keys; a template that names its fields otherwise starts
// empty, as before), and only into a field of the kind the fact fits.
import type { ReportField } from '@fieldops/contract';
import type { ReportFacts } from '../../db/report-drafts';

type Fact = keyof ReportFacts;

/** A field key and the fact it is filled with. */
export const FIELD_FACTS: Readonly<Record<string, Fact>> = {
  workDate: 'today',
  reportDate: 'today',
  completionDate: 'today',
  foremanName: 'foreman',
  crewLead: 'crewLead',
  jobNumber: 'job',
  locationAddress: 'location',
};

/** A date goes into a date field; names and places into text. */
const FITS: Record<Fact, readonly ReportField['kind'][]> = {
  today: ['date'],
  foreman: ['text'],
  crewLead: ['text'],
  job: ['text'],
  location: ['text', 'longText'],
};

/** The values a new report starts with: the known facts, in the fields that mean them. */
export function prefillValues(fields: readonly ReportField[], facts: ReportFacts): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const fact = Object.hasOwn(FIELD_FACTS, field.key) ? FIELD_FACTS[field.key] : undefined;
    const value = fact ? facts[fact] : null;
    if (!fact || !value || !FITS[fact].includes(field.kind)) continue;
    const max = 'maxLength' in field ? field.maxLength : undefined;
    values[field.key] = max === undefined ? value : value.slice(0, max);
  }
  return values;
}
