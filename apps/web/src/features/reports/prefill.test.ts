import { describe, expect, it } from 'vitest';
import type { ReportField } from '@fieldops/contract';
import { prefillValues } from './prefill';

const facts = {
  today: '2026-11-27',
  foreman: 'Frank Foreman',
  crewLead: 'Frank Foreman',
  job: 'J-4101',
  location: '1200 SE Division St, Portland',
};

describe('report prefill', () => {
  it('[TRUST-6] fills the fields whose key means a known fact, only where the kind fits', () => {
    const fields: ReportField[] = [
      { kind: 'date', key: 'workDate', label: 'Work date', required: true },
      { kind: 'text', key: 'foremanName', label: 'Foreman', required: true },
      { kind: 'text', key: 'crewLead', label: 'Crew lead', required: true, maxLength: 5 },
      // A template that reuses a known key for another kind is left alone.
      { kind: 'text', key: 'reportDate', label: 'Report date (text)', required: false },
      { kind: 'text', key: 'notes', label: 'Notes', required: false },
    ];
    expect(prefillValues(fields, facts)).toEqual({
      workDate: '2026-11-27',
      foremanName: 'Frank Foreman',
      crewLead: 'Frank',
    });
    expect(prefillValues(fields, { ...facts, foreman: null })).not.toHaveProperty('foremanName');
  });
});
