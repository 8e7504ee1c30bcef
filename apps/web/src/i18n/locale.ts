// UX-1: the language of this device. Chosen on the Device page, first guessed from the browser
// (es* → Spanish, anything else → English), kept in localStorage: read synchronously before the
// first render, per device rather than per account, so it outlives log out (which clears only the
// session's keys). `<html lang>` follows it so screen readers and hyphenation speak the right one.
import { useSyncExternalStore } from 'react';
import { type Locale, currentLocale, setLocale } from './messages';

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

const listeners = new Set<() => void>();

function show(next: Locale, root: HTMLElement): void {
  setLocale(next);
  root.lang = next;
  for (const listener of listeners) listener();
}

/** At start, before the first render: t() and `<html lang>` speak the device's language. */
export function startLocale(
  storage: Pick<Storage, 'getItem'> = localStorage,
  languages: readonly string[] = navigator.languages,
  root: HTMLElement = document.documentElement,
): Locale {
  const locale = deviceLocale(storage, languages);
  show(locale, root);
  return locale;
}

/** The choice on the Device page: kept on the device, shown at once (useLocale re-renders). */
export function chooseLocale(
  next: Locale,
  storage: Pick<Storage, 'setItem'> = localStorage,
  root: HTMLElement = document.documentElement,
): void {
  try {
    storage.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // Not kept (storage blocked), but still shown for this visit.
  }
  show(next, root);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shown language; a component using it renders again when the device's language changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale);
}
