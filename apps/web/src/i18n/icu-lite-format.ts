// UX-1: our ICU-lite message syntax as i18next's message format (an `i18nFormat` module, the hook
// i18next-icu uses): i18next finds the message (language, fallback to English, resources added
// later), render.ts fills it. One pass fills `{name}` and `{count, plural, …}` together, so a `#`
// inside a filled-in value ("Truck #4") is never read as the plural's number, and a placeholder
// without a value stays visible as written. docs/decisions.md (UX-1) says why not `_one`/`_other`.
import type { I18nFormatModule } from 'i18next';
import { type MessageParams, renderMessage } from './render';

/** What t() hands i18next: the caller's values under `replace`, never as i18next options. */
export interface IcuLiteOptions {
  replace?: MessageParams;
}

export const icuLiteFormat = {
  type: 'i18nFormat',
  parse(message: unknown, options: IcuLiteOptions, lng: string): unknown {
    return typeof message === 'string' ? renderMessage(message, options.replace ?? {}, lng) : message;
  },
} satisfies I18nFormatModule & { parse: (message: unknown, options: IcuLiteOptions, lng: string) => unknown };
