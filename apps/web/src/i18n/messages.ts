// The app's message catalogue: every user-visible string lives here (STYLE: English first, ready
// for more). Quoted spec strings are exact, including the spelling 'Autentication Success!'.
// `es` (es.ts) translates every key, loaded by locale.ts on Spanish devices only. i18next holds the
// catalogues and picks the language (falling back to English per key); plurals and placeholders
// are filled by render.ts through icu-lite-format.ts. The English texts are composed from one file per
// area (en/), so a feature edits its own area's file (issue 28 item 10).
import { createInstance } from 'i18next';
import { icuLiteFormat } from './icu-lite-format';
import { checkMessages } from './check-messages';
import { serverMessages } from './server-messages';
import type { MessageParams } from './render';
import { appFrameEn } from './en/app-frame';
import { dashboardEn } from './en/dashboard';
import { queueEn } from './en/queue';
import { jobsEn } from './en/jobs';
import { reportsEn } from './en/reports';
import { deviceEn } from './en/device';
import { timesheetsEn } from './en/timesheets';
import { filesEn } from './en/files';
import { crewEn } from './en/crew';

export const en = {
  appName: 'FieldOps',
  // The contract's check results and the server's coded texts (UX-1), in files of their own.
  ...checkMessages,
  ...serverMessages,
  ...appFrameEn,
  ...dashboardEn,
  ...queueEn,
  ...jobsEn,
  ...reportsEn,
  ...deviceEn,
  ...timesheetsEn,
  ...filesEn,
  ...crewEn,
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
export type Locale = 'en' | 'es';

type Translations = Readonly<Partial<Record<string, string>>>;

// One instance of our own, not i18next's global one, set up synchronously (no backend: English is
// here, Spanish arrives through addCatalogue, so English devices never download it). Keys hold dots
// and colons as plain text; an empty translation falls back to English like a missing one.
const i18n = createInstance();
void i18n.use(icuLiteFormat).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  // Our `{name}` syntax; render.ts fills it (i18nFormat), this keeps i18next's own reading the same.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
});

export function addCatalogue(code: Locale, translations: Translations): void {
  i18n.addResourceBundle(code, 'translation', translations, true, true);
}
let locale: Locale = 'en';

/** The language t() writes in; set at start from the device's choice (i18n/locale.ts). */
export function setLocale(next: Locale): void {
  locale = next;
  // Resources are in memory, so i18next switches at once; its languageChanged event tells listeners.
  void i18n.changeLanguage(next);
}

export function currentLocale(): Locale {
  return locale;
}

/** Called on each change of the shown language; returns the unsubscribe. */
export function onLocaleChange(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

/** A message with `{name}` placeholders and `{count, plural, …}` forms filled from `params`. */
export function t(key: MessageKey, params: MessageParams = {}): string {
  // Values go under `replace`, so a placeholder named like an i18next option ({lng}, {count}) is
  // only ever a value; `lng` is ours, so t() never depends on when changeLanguage settles.
  return i18n.t(key, { lng: locale, replace: params });
}
