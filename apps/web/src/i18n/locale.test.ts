import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@fieldops/contract';
import { logOut } from '../auth/logout';
import { json, stubFetch } from '../test/fetch-stub';
import { LOCALE_STORAGE_KEY, browserLocale, chooseLocale, deviceLocale, startLocale } from './locale';
import { currentLocale, setLocale, t } from './messages';

const storageWith = (value: string | null) => ({ getItem: () => value });

afterEach(() => {
  localStorage.removeItem(LOCALE_STORAGE_KEY);
  setLocale('en');
  vi.unstubAllGlobals();
});

describe('the device language', () => {
  it('[UX-1] defaults to the browser: any Spanish is Spanish, anything else English', () => {
    expect(browserLocale(['es-MX', 'en-US'])).toBe('es');
    expect(browserLocale(['fr-FR', 'es'])).toBe('es');
    expect(browserLocale(['fr-FR', 'de'])).toBe('en');
    expect(browserLocale([])).toBe('en');
    expect(deviceLocale(storageWith(null), ['es-ES'])).toBe('es');
    expect(deviceLocale(storageWith('en'), ['es-ES'])).toBe('en');
    expect(deviceLocale(storageWith('klingon'), ['es-ES'])).toBe('es');
  });

  it('[UX-1] applies before the first render: t() and <html lang> speak the device language', async () => {
    document.documentElement.lang = 'en';
    expect(await startLocale(storageWith(null), ['es-419'])).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(t('menu.dashboard')).toBe('Panel');
  });

  it('[UX-1] a choice is kept on the device, outlives log out, and is used at the next start', async () => {
    await chooseLocale('es');
    expect([currentLocale(), document.documentElement.lang]).toEqual(['es', 'es']);
    localStorage.setItem(STORAGE_KEYS.currentSessionID, 'sess-1');
    stubFetch({ 'DELETE /api/session/': json({ ok: true }) });
    await logOut(() => undefined);
    expect(localStorage.getItem(STORAGE_KEYS.currentSessionID)).toBeNull();
    setLocale('en');
    expect(await startLocale(localStorage, ['en-US'])).toBe('es');
    await chooseLocale('en');
    expect(await startLocale(localStorage, ['es-ES'])).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
