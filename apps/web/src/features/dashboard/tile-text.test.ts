import { afterEach, describe, expect, it } from 'vitest';
import { es } from '../../i18n/es';
import { addCatalogue, setLocale } from '../../i18n/messages';
import { tileTitle, tileValue } from './tile-text';

addCatalogue('es', es);
afterEach(() => setLocale('en'));

describe('dashboard tiles in the device language', () => {
  it('[UX-1] a known tile is named from the catalogue, an unknown one keeps the server title', () => {
    const open = { key: 'openJobs', title: 'My open jobs', value: 1234 };
    const role = { key: 'role', title: 'Your role', value: 'General foreman' };
    const newer = { key: 'hoursThisWeek', title: 'Hours this week', value: 'n/a' };
    expect([tileTitle(open), tileValue(open), tileValue(role)]).toEqual([
      'My open jobs',
      '1,234',
      'General foreman',
    ]);
    setLocale('es');
    expect([tileTitle(open), tileValue(open), tileTitle(role), tileValue(role)]).toEqual([
      'Mis trabajos abiertos',
      '1234',
      'Tu puesto',
      'Capataz general',
    ]);
    expect([tileTitle(newer), tileValue(newer)]).toEqual(['Hours this week', 'n/a']);
  });
});
