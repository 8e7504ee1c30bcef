// UX-4: an Intl format is costly to build (it loads its language's patterns: the dashboard's six
// figures took ~100 ms of one task on a 4× slower phone, one new NumberFormat each) and cheap to
// reuse, so each language and option set is built once. Keyed by the options' text: callers pass
// small literal objects.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function reused<Format>(cache: Map<string, Format>, key: string, build: () => Format): Format {
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  reused(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const pluralRulesOf = (locale: string): Intl.PluralRules =>
  reused(pluralRules, locale, () => new Intl.PluralRules(locale));

export const relativeTimeFormat = (locale: string): Intl.RelativeTimeFormat =>
  reused(relativeFormats, locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));

/**
 * A whole number as `locale` writes it. Under 1000 that is its plain digits in both of our
 * languages (Latin digits, no grouping; intl-formats.test.ts holds it to Intl for each of them), so
 * counts, the most common numbers on screen, need no format at all: the first NumberFormat of a
 * start cost ~80 ms on a 4× slower phone, in the middle of the dashboard's first render. A locale
 * with a Unicode extension (`-u-nu-…` may change the digits) always goes through Intl.
 */
export function formatWhole(locale: string, value: number): string {
  const plain = Number.isInteger(value) && Math.abs(value) < 1000 && !locale.includes('-u-');
  return plain ? String(value) : numberFormat(locale).format(value);
}
