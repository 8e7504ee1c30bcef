import { describe, expect, it } from 'vitest';
import { checkTemplateFields } from './template-check.js';

const where = (fields: unknown[]) => {
  const check = checkTemplateFields(fields);
  return check.ok ? [] : check.issues.map((i) => [i.field, i.index, i.path]);
};

describe('checkTemplateFields (OFFICE-4)', () => {
  it('[OFFICE-4] accepts every kind the app renders, Spanish labels optional', () => {
    const check = checkTemplateFields([
      { kind: 'date', key: 'day', label: 'Day', labels: { es: 'Día' }, required: true },
      { kind: 'choice', key: 'weather', label: 'Weather', options: [{ value: 'Rain', label: 'Rain' }] },
      { kind: 'checkbox', key: 'stopped', label: 'Stopped', showWhen: { field: 'weather', equals: 'Rain' } },
      {
        kind: 'lineItems',
        key: 'items',
        label: 'Items',
        columns: [
          { kind: 'number', key: 'qty', label: 'Qty', min: 0, max: 10 },
          { kind: 'number', key: 'price', label: 'Price' },
        ],
        total: { quantity: 'qty', unitPrice: 'price' },
      },
    ]);
    expect(check.ok).toBe(true);
  });

  it('[OFFICE-4] names the field and the place of each problem', () => {
    expect(where([{ kind: 'video', key: 'clip', label: 'Clip' }, { label: 'No kind' }])).toEqual([
      ['clip', 0, 'kind'],
      ['#2', 1, 'kind'],
    ]);
    expect(
      where([
        { kind: 'choice', key: 'weather', label: 'Weather', options: [{ value: 'Rain', label: 'Rain' }] },
        { kind: 'text', key: 'why', label: 'Why', showWhen: { field: 'weather', equals: 'Snow' } },
        { kind: 'photos', key: 'pics', label: 'Pics', minCount: 5, maxCount: 2 },
        {
          kind: 'lineItems',
          key: 'items',
          label: 'Items',
          minRows: 1,
          columns: [{ kind: 'number', key: 'qty', label: 'Qty', min: 9, max: 1 }],
        },
        { kind: 'text', key: 'sig', label: 'Sig', showWhen: { field: 'pics', equals: 'x' } },
      ]),
    ).toEqual([
      ['why', 1, 'showWhen.equals'],
      ['pics', 2, 'minCount'],
      ['items', 3, 'columns.0.min'],
      ['sig', 4, 'showWhen.equals'],
    ]);
    expect(
      where([
        { kind: 'text', key: 'a', label: 'A' },
        { kind: 'text', key: 'a', label: 'Again' },
      ]),
    ).toEqual([['a', 1, 'key']]);
  });
});
