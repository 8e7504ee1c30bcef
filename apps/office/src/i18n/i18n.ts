// i18next holds both catalogues (the console is online and small: Spanish is not split off) and the
// chosen language, kept on this computer. `useT` re-renders a screen when the language changes.
import { createInstance } from 'i18next';
import { useSyncExternalStore } from 'react';
import { type MessageKey, en, es } from './catalogue';

export type Locale = 'en' | 'es';
export const LOCALES: readonly Locale[] = ['en', 'es'];
const LANGUAGE_KEY = 'fieldops.office.language';

function initialLocale(): Locale {
  const kept = localStorage.getItem(LANGUAGE_KEY);
  if (kept === 'en' || kept === 'es') return kept;
  return navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

const i18n = createInstance();
void i18n.init({
  lng: initialLocale(),
  fallbackLng: 'en',
  resources: { en: { translation: en }, es: { translation: es } },
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
});

export type Params = Record<string, string | number>;

export function t(key: MessageKey, params: Params = {}): string {
  return i18n.t(key, { replace: params });
}

export function currentLocale(): Locale {
  return i18n.language === 'es' ? 'es' : 'en';
}

export function setLocale(next: Locale): void {
  localStorage.setItem(LANGUAGE_KEY, next);
  document.documentElement.lang = next;
  void i18n.changeLanguage(next);
}

function subscribe(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

/** The current language, re-rendering on change; `t` of the hook reads it. */
export function useT(): { t: typeof t; locale: Locale } {
  const locale = useSyncExternalStore(subscribe, currentLocale);
  return { t, locale };
}
