// UX-1: report templates in the device's language. A template is data (the office adds one without
// a release), so its Spanish travels with it: `labels.es` and `helps.es` beside each English label
// and help, for fields, line-item columns and inline choices. The whole template is put into the
// shown language once, where a screen reads it, so the form, its checks' messages and the queued
// task's name all speak it. The template's own name, a key the device knows, comes from the catalogue.
import type { OptionListEntry, OtherLanguages, ReportField, ReportTemplate } from '@fieldops/contract';
import { type Locale, type MessageKey, currentLocale, en, t } from './messages';

function inLanguage(english: string, others: OtherLanguages | undefined, locale: Locale): string {
  return locale === 'en' ? english : (others?.[locale] ?? english);
}

type Labelled = { label: string; labels?: OtherLanguages; help?: string; helps?: OtherLanguages };
function labelled<F extends Labelled>(field: F, locale: Locale): F {
  const help = field.help === undefined ? {} : { help: inLanguage(field.help, field.helps, locale) };
  const options =
    'options' in field && Array.isArray(field.options)
      ? {
          options: (field.options as { value: string; label: string; labels?: OtherLanguages }[]).map(
            (o) => ({
              ...o,
              label: inLanguage(o.label, o.labels, locale),
            }),
          ),
        }
      : {};
  return { ...field, label: inLanguage(field.label, field.labels, locale), ...help, ...options };
}

/** The fields with their labels, help and choices in `locale` (English where a text has none). */
export function fieldsIn(fields: readonly ReportField[], locale: Locale = currentLocale()): ReportField[] {
  return fields.map((field) => {
    const shown = labelled(field, locale);
    return shown.kind === 'lineItems'
      ? { ...shown, columns: shown.columns.map((column) => labelled(column, locale)) }
      : shown;
  });
}

/** The template as the device shows it in `locale`. */
export function templateIn<T extends ReportTemplate>(template: T, locale: Locale = currentLocale()): T {
  if (locale === 'en') return template;
  return { ...template, reportName: templateTitle(template), fields: fieldsIn(template.fields, locale) };
}

/** The template's name in the shown language: the catalogue knows the company's templates by key. */
export function templateTitle(template: Pick<ReportTemplate, 'reportTemplateName' | 'reportName'>): string {
  const key = `report.template.${template.reportTemplateName}`;
  return Object.hasOwn(en, key) ? t(key as MessageKey) : template.reportName;
}

/** An option list entry's label in the shown language (its value, what is stored, stays one). */
export function optionLabel(
  entry: Pick<OptionListEntry, 'label' | 'labels'>,
  locale: Locale = currentLocale(),
): string {
  return inLanguage(entry.label, entry.labels, locale);
}
