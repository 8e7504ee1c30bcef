import { afterEach, describe, expect, it, vi } from 'vitest';
import { es } from '../i18n/es';
import { addCatalogue, setLocale } from '../i18n/messages';
import { ageText } from './age-text';

addCatalogue('es', es);

afterEach(() => {
  setLocale('en');
  vi.restoreAllMocks();
});

describe('ageText', () => {
  it('[UX-1] ages through Intl.RelativeTimeFormat, with its plurals, in both languages', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const minute = 60_000;
    expect([
      ageText(0, 30_000),
      ageText(0, minute),
      ageText(0, 3 * minute),
      ageText(0, 26 * 60 * minute),
    ]).toEqual(['just now', '1 minute ago', '3 minutes ago', '1 day ago']);
    setLocale('es');
    expect([ageText(0, 30_000), ageText(0, 2 * 60 * minute), ageText(0, 50 * 60 * minute)]).toEqual([
      'justo ahora',
      'hace 2 horas',
      'hace 2 días',
    ]);
  });
});
