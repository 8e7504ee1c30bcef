import { afterEach, describe, expect, it } from 'vitest';
import { es } from './es';
import { addCatalogue, en, setLocale, t } from './messages';

/** Every placeholder name a template uses, plural variables included: `{count, plural, …}` → count. */
const placeholders = (template: string) =>
  [...new Set([...template.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();

addCatalogue('es', es);
afterEach(() => setLocale('en'));

describe('Spanish catalogue', () => {
  it('[UX-1] translates every English key, with the same placeholders, and no key English lacks', () => {
    const missing = Object.keys(en).filter((key) => !es[key]?.trim());
    expect(missing).toEqual([]);
    expect(Object.keys(es).filter((key) => !Object.hasOwn(en, key))).toEqual([]);
    const mismatched = Object.entries(en)
      .filter(([key, text]) => placeholders(text).join() !== placeholders(es[key] ?? '').join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('[UX-1] no English text is copied into Spanish, beyond words both languages write alike', () => {
    const alike = new Set([
      'appName',
      'update.no',
      'device.no',
      'ts.conflict.no',
      'ts.result.error',
      'device.serviceWorker',
      'notes.by',
      'photo.position',
      'reports.total',
      'reports.zoom',
      'ts.totals.hours',
      'ts.totals.amount',
      'files.size.b',
      'files.size.kb',
      'files.size.mb',
      'files.size.gb',
      'check.duration.hours',
      'check.duration.minutes',
      'check.duration.both',
    ]);
    const copied = Object.entries(en).filter(([key, text]) => es[key] === text && !alike.has(key));
    expect(copied.map(([key]) => key)).toEqual([]);
  });

  it('[UX-1] t() writes Spanish once chosen, and the spec texts stay exact in English', () => {
    setLocale('es');
    expect(t('menu.dashboard')).toBe('Panel');
    expect(t('auth.failed', { host: 'idp.example.com' })).toBe('No se pudo autenticar con idp.example.com');
    setLocale('en');
    expect(t('auth.success')).toBe('Autentication Success!');
    expect(t('splash.loading')).toBe('Loading...');
  });

  it('[UX-1] plural forms in both languages: 1 job / 2 jobs, 1 trabajo / 2 trabajos', () => {
    expect([
      t('jobs.count', { count: 1 }),
      t('jobs.count', { count: 2 }),
      t('jobs.count', { count: 0 }),
    ]).toEqual(['1 job', '2 jobs', '0 jobs']);
    expect(t('ts.confirm.summary', { start: '6:30 AM', end: '4:00 PM', jobs: 1, people: 3 })).toBe(
      'Shift 6:30 AM–4:00 PM, 1 job, 3 people.',
    );
    expect(t('reports.pdfPages', { count: 1 })).toBe('1 page');
    setLocale('es');
    expect([t('jobs.count', { count: 1 }), t('jobs.count', { count: 2 })]).toEqual([
      '1 trabajo',
      '2 trabajos',
    ]);
    expect(t('ts.jobs.summary', { start: '6:30', end: '16:00', count: 1 })).toBe(
      '6:30–16:00, cuadrilla de 1 persona',
    );
    expect(t('files.count', { downloaded: 2, count: 2, size: '27 B' })).toBe(
      '2 de 2 archivos en el dispositivo · 27 B',
    );
    // Numbers in a plural are written the language's way.
    expect(t('jobs.count', { count: 1200 })).toBe('1200 trabajos');
  });
});
