import { describe, expect, it } from 'vitest';
import { formatWhole, numberFormat } from './intl-formats';

// Regional tags a device may report for our two languages (format.ts uses the browser's when it
// speaks the chosen language), Spanish as written in Spain, Latin America and the US among them.
const TAGS = ['en', 'en-US', 'en-GB', 'en-IN', 'es', 'es-ES', 'es-MX', 'es-419', 'es-US', 'es-AR'];

describe('formatWhole', () => {
  it('[UX-1] writes every whole number under 1000 exactly as Intl does, in every regional form of both languages', () => {
    for (const tag of TAGS) {
      const intl = new Intl.NumberFormat(tag);
      for (let value = -999; value <= 999; value += 1) {
        expect(formatWhole(tag, value), `${tag} ${value}`).toBe(intl.format(value));
      }
    }
  });

  it('[UX-1] larger and fractional numbers and extended locales go through Intl', () => {
    expect(formatWhole('en-US', 1234)).toBe('1,234');
    expect(formatWhole('es-ES', 12345)).toBe('12.345');
    expect(formatWhole('es-ES', 2.5)).toBe('2,5');
    expect(formatWhole('en-u-nu-arab', 7)).toBe(new Intl.NumberFormat('en-u-nu-arab').format(7));
  });

  it('[UX-1] builds each format once per language and options', () => {
    expect(numberFormat('es', { minimumFractionDigits: 2 })).toBe(
      numberFormat('es', { minimumFractionDigits: 2 }),
    );
    expect(numberFormat('es')).not.toBe(numberFormat('en'));
  });
});
