// OFFICE-10: an entry's before and after read as the fields that changed.
import { describe, expect, it } from 'vitest';
import { changesOf, knownAction, objectName } from './audit-changes';

describe('audit changes', () => {
  it('[OFFICE-10] only the changed fields, each before and after; a creation shows every field', () => {
    const before = { jobNumber: 'J-4102', status: 'Open', crew: [1, 2] };
    const after = { jobNumber: 'J-4102', status: 'Closed', crew: [1] };
    expect(changesOf(before, after)).toEqual([
      { field: 'status', before: 'Open', after: 'Closed' },
      { field: 'crew', before: '[1,2]', after: '[1]' },
    ]);
    expect(changesOf(null, { fullName: 'Luis Ortega', trade: null })).toEqual([
      { field: 'fullName', before: '—', after: 'Luis Ortega' },
    ]);
    expect(changesOf(after, after)).toEqual([]);
    expect(objectName(after, before)).toBe('J-4102');
    expect(knownAction('officeCloseJob')).toBe('officeCloseJob');
    expect(knownAction('somethingElse')).toBeUndefined();
  });
});
