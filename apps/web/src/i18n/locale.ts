// UX-1: the language of this device. Chosen on the Device page, first guessed from the browser
// (es* → Spanish, anything else → English), kept in localStorage: read synchronously before the
// first render, per device rather than per account, so it outlives log out (which clears only the
// session's keys). `<html lang>` follows it so screen readers and hyphenation speak the right one.
// Spanish is a chunk of its own (precached by the service worker, so it loads offline too).
import { useSyncExternalStore } from 'react';
import { type Locale, addCatalogue, currentLocale, onLocaleChange, setLocale } from './messages';

export const LOCALE_STORAGE_KEY = 'fieldops.locale';
export const LOCALES: readonly Locale[] = ['en', 'es'];
/** Each language named in itself, so someone who cannot read the current one still finds theirs. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The first of the browser's languages we speak; English when none. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/** The device's choice, or the browser's language when none was made. */
export function deviceLocale(storage: Pick<Storage, 'getItem'>, languages: readonly string[]): Locale {
  let stored: string | null = null;
  try {
    stored = storage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, policy): the browser's language still gives a good answer.
  }
  return isLocale(stored) ? stored : browserLocale(languages);
}

const loaded = new Set<Locale>(['en']);

/** The catalogue of `code` on the device; false when it could not be loaded (English stays). */
async function load(code: Locale): Promise<boolean> {
  if (loaded.has(code)) return true;
  try {
    addCatalogue(code, (await import('./es')).es);
    loaded.add(code);
    return true;
  } catch (error) {
    console.error(`Language ${code} could not be loaded`, error);
    return false;
  }
}

async function show(next: Locale, root: HTMLElement): Promise<Locale> {
  const shown = (await load(next)) ? next : 'en';
  root.lang = shown;
  setLocale(shown);
  return shown;
}

/** At start, before the first render: t() and `<html lang>` speak the device's language. */
export async function startLocale(
  storage: Pick<Storage, 'getItem'> = localStorage,
  languages: readonly string[] = navigator.languages,
  root: HTMLElement = document.documentElement,
): Promise<Locale> {
  return show(deviceLocale(storage, languages), root);
}

/** The choice on the Device page: kept on the device, shown at once (useLocale re-renders). */
export async function chooseLocale(
  next: Locale,
  storage: Pick<Storage, 'setItem'> = localStorage,
  root: HTMLElement = document.documentElement,
): Promise<Locale> {
  try {
    storage.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // Not kept (storage blocked), but still shown for this visit.
  }
  return show(next, root);
}

/**
 * The shown language; a component using it renders again when the device's language changes
 * (i18next's languageChanged event: the one re-render react-i18next's hook would give, without it).
 */
export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, currentLocale);
}
