import { describe, expect, it } from 'vitest';
import { assertNever } from './assert-never.js';
import type { ReportField } from './report-template.js';

// A switch over every report field kind, as the renderers, the PDF and validation have.
const handled = (field: ReportField): string => {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'number':
    case 'date':
    case 'time':
    case 'choice':
    case 'checkbox':
    case 'photos':
    case 'signature':
    case 'lineItems':
      return field.kind;
    default:
      return assertNever(field);
  }
};

describe('assertNever', () => {
  it('[REPORT-2] ends a switch over field kinds; a kind the union does not have throws with its value', () => {
    expect(handled({ kind: 'date', key: 'day', label: 'Day' } as ReportField)).toBe('date');
    expect(() => handled({ kind: 'photoStrip', key: 'strip' } as unknown as ReportField)).toThrow(
      '{"kind":"photoStrip","key":"strip"}',
    );
    expect(() => assertNever('photoStrip' as never)).toThrow('"photoStrip"');
  });
});
