// Fills a catalogue template: `{name}` placeholders, and ICU-lite plurals
// `{count, plural, one {# job} other {# jobs}}` chosen by Intl.PluralRules in the shown language
// (`=N` matches one exact number first; `#` is the number written the language's way). ICU-lite
// rather than `_one`/`_other` keys: a message and its plural forms stay one key, so callers and the
// English block stay as they were, and Spanish (one/many/other) needs no extra keys either.
import { formatWhole, pluralRulesOf } from './intl-formats';

export type MessageParams = Record<string, string | number>;

/** The index of the `}` closing the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && (depth -= 1) === 0) return i;
  }
  return -1;
}

/** `one {…} other {…}` → { one: '…', other: '…' } */
function branches(body: string): Map<string, string> {
  const found = new Map<string, string>();
  let at = 0;
  for (;;) {
    const head = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(at));
    if (!head) return found;
    const open = at + head[0].length - 1;
    const end = closing(body, open);
    if (end < 0) return found;
    found.set(head[1]!, body.slice(open + 1, end));
    at = end + 1;
  }
}

function plural(body: string, value: number, locale: string, params: MessageParams): string {
  const forms = branches(body);
  const form =
    forms.get(`=${value}`) ?? forms.get(pluralRulesOf(locale).select(value)) ?? forms.get('other') ?? '';
  const number = formatWhole(locale, value);
  // `#` first, so a '#' inside a filled-in value (a unit called "Truck #4") stays as it is.
  return renderMessage(form.replace(/#/g, number), params, locale);
}

/** The template with its placeholders filled; an unknown placeholder stays visible as written. */
export function renderMessage(template: string, params: MessageParams, locale: string): string {
  let out = '';
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf('{', at);
    const end = open < 0 ? -1 : closing(template, open);
    if (end < 0) return out + template.slice(at);
    out += template.slice(at, open);
    const inner = template.slice(open + 1, end);
    const choice = /^(\w+),\s*plural,/.exec(inner);
    const name = choice ? choice[1]! : inner;
    const known = Object.hasOwn(params, name);
    if (choice && known) out += plural(inner.slice(choice[0].length), Number(params[name]), locale, params);
    else out += known ? String(params[name]) : template.slice(open, end + 1);
    at = end + 1;
    // A value that ends a sentence's last word with its own period ("4:14 a. m.") takes the
    // template's full stop: "… el 27 nov, 4:14 a. m.", not "a. m..". An ellipsis stays.
    if (known && !choice && out.endsWith('.') && template[at] === '.' && template[at + 1] !== '.') at += 1;
  }
  return out;
}
