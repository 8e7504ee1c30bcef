import { afterEach, describe, expect, it } from 'vitest';
import { addCatalogue, currentLocale, onLocaleChange, setLocale, t } from './messages';

afterEach(() => setLocale('en'));

describe('t() through i18next', () => {
  it('[UX-1] a placeholder named like an i18next option ({lng}, {count}) is only a value', () => {
    expect(t('erJob.coordinates', { lat: 40.1, lng: -74.2 })).toBe('Position: 40.1, -74.2');
    expect(t('jobs.count', { count: 3 })).toBe('3 jobs');
  });

  it('[UX-1] a key a catalogue lacks or leaves empty falls back to English; the change is announced', () => {
    addCatalogue('es', { 'menu.dashboard': 'Panel', 'menu.jobList': '' });
    const seen: string[] = [];
    const stop = onLocaleChange(() => seen.push(currentLocale()));
    setLocale('es');
    stop();
    setLocale('en');
    expect(seen).toEqual(['es']);
    setLocale('es');
    expect([t('menu.dashboard'), t('menu.jobList'), t('menu.fileSync')]).toEqual([
      'Panel',
      'Jobs List',
      'File Sync',
    ]);
  });
});
