// REPORT-1: what a report template says about its fields. One definition for the app's renderer,
// the server's check of a saved report (rules/report-validation.ts) and the PDF. A template is
// data in the database, so the office can add one without a release; this schema is what keeps
// such data readable by every device.
import { z } from 'zod';

/** A field key: also the key of its value in a report's `values`, so it stays plain. */
export const FieldKey = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,59}$/, 'Use letters, digits and _ (starting with a letter), at most 60');

/** Shown only when another (earlier) field equals a value, or has any value at all. */
export const ShowWhen = z.union([
  z.object({ field: FieldKey, equals: z.union([z.string(), z.number(), z.boolean()]) }).strict(),
  z.object({ field: FieldKey, notEmpty: z.literal(true) }).strict(),
]);
export type ShowWhen = z.infer<typeof ShowWhen>;

/** UX-1: a text in other languages than the English one beside it (Spanish so far). */
export const OtherLanguages = z.object({ es: z.string().min(1).max(500).optional() }).strict();
export type OtherLanguages = z.infer<typeof OtherLanguages>;

export const ChoiceOption = z.object({
  value: z.string().min(1).max(100),
  label: z.string().min(1).max(200),
  labels: OtherLanguages.optional(),
});
export type ChoiceOption = z.infer<typeof ChoiceOption>;

const common = {
  key: FieldKey,
  label: z.string().min(1).max(200),
  /** UX-1: the label in the device's language when it is not English (`labels.es`). */
  labels: OtherLanguages.optional(),
  required: z.boolean().default(false),
  help: z.string().max(500).optional(),
  helps: OtherLanguages.optional(),
};

export const TEXT_MAX_LENGTH = 500;
export const LONG_TEXT_MAX_LENGTH = 4_000;
export const LINE_ITEMS_MAX_ROWS = 200;
export const PHOTOS_MAX_COUNT = 30;

const TextField = z.object({
  ...common,
  kind: z.literal('text'),
  maxLength: z.number().int().positive().max(TEXT_MAX_LENGTH).optional(),
});
const LongTextField = z.object({
  ...common,
  kind: z.literal('longText'),
  maxLength: z.number().int().positive().max(LONG_TEXT_MAX_LENGTH).optional(),
});
const NumberField = z.object({
  ...common,
  kind: z.literal('number'),
  unit: z.string().max(20).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  /** Values must be min + k × step (or k × step without min); 1 means whole numbers. */
  step: z.number().positive().optional(),
});
const DateField = z.object({ ...common, kind: z.literal('date') });
const TimeField = z.object({ ...common, kind: z.literal('time') });
/** Options come from a named option list (served by /api/QuestionLoader) or are listed inline. */
const ChoiceField = z
  .object({
    ...common,
    kind: z.literal('choice'),
    optionList: z.string().min(1).max(100).optional(),
    options: z.array(ChoiceOption).min(1).max(200).optional(),
  })
  .refine((f) => (f.optionList === undefined) !== (f.options === undefined), {
    message: 'A choice names an optionList or lists options, not both',
  });
/** A required checkbox must be ticked (an "I confirm" box). */
const CheckboxField = z.object({ ...common, kind: z.literal('checkbox') });
/** Values are image referenceCodes uploaded with POST /api/Image. */
const PhotosField = z.object({
  ...common,
  kind: z.literal('photos'),
  minCount: z.number().int().min(0).max(PHOTOS_MAX_COUNT).optional(),
  maxCount: z.number().int().min(1).max(PHOTOS_MAX_COUNT).optional(),
});
/** The value is a PNG data URL of the drawn signature (REPORT-7). */
const SignatureField = z.object({ ...common, kind: z.literal('signature') });

/** A column of a line-item table: the simple kinds only, without conditions. */
export const LineItemColumn = z.discriminatedUnion('kind', [
  TextField,
  NumberField,
  DateField,
  TimeField,
  ChoiceField,
  CheckboxField,
]);
export type LineItemColumn = z.infer<typeof LineItemColumn>;

const LineItemsField = z
  .object({
    ...common,
    kind: z.literal('lineItems'),
    columns: z.array(LineItemColumn).min(1).max(20),
    minRows: z.number().int().min(0).max(LINE_ITEMS_MAX_ROWS).optional(),
    maxRows: z.number().int().min(1).max(LINE_ITEMS_MAX_ROWS).optional(),
    /** Each row's amount is quantity × unitPrice (two number columns); the table shows a total. */
    total: z.object({ quantity: FieldKey, unitPrice: FieldKey }).optional(),
  })
  .refine((f) => new Set(f.columns.map((c) => c.key)).size === f.columns.length, {
    message: 'Column keys must be unique',
  })
  .refine(
    (f) =>
      !f.total ||
      [f.total.quantity, f.total.unitPrice].every((k) =>
        f.columns.some((c) => c.key === k && c.kind === 'number'),
      ),
    { message: 'total names two number columns' },
  );

const withCondition = { showWhen: ShowWhen.optional() };

export const ReportField = z.discriminatedUnion('kind', [
  TextField.extend(withCondition),
  LongTextField.extend(withCondition),
  NumberField.extend(withCondition),
  DateField.extend(withCondition),
  TimeField.extend(withCondition),
  ChoiceField.safeExtend(withCondition),
  CheckboxField.extend(withCondition),
  PhotosField.extend(withCondition),
  SignatureField.extend(withCondition),
  LineItemsField.safeExtend(withCondition),
]);
export type ReportField = z.infer<typeof ReportField>;
export type ReportFieldKind = ReportField['kind'];
export const REPORT_FIELD_KINDS = [
  'text',
  'longText',
  'number',
  'date',
  'time',
  'choice',
  'checkbox',
  'photos',
  'signature',
  'lineItems',
] as const satisfies readonly ReportFieldKind[];

/**
 * The fields of a template, in display order. Keys are unique, and a condition names an earlier
 * field, so conditions never loop and are evaluated in one pass from the top.
 */
export const ReportTemplateDefinition = z.array(ReportField).superRefine((fields, ctx) => {
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (seen.has(field.key))
      ctx.addIssue({ code: 'custom', message: `Duplicate key ${field.key}`, path: [index, 'key'] });
    if (field.showWhen && !seen.has(field.showWhen.field)) {
      ctx.addIssue({
        code: 'custom',
        message: `showWhen names ${field.showWhen.field}, which is not an earlier field`,
        path: [index, 'showWhen', 'field'],
      });
    }
    seen.add(field.key);
  });
});
export type ReportTemplateDefinition = z.infer<typeof ReportTemplateDefinition>;

/** The option lists a template's choice fields (and line-item columns) name. */
export function optionListsOf(fields: readonly ReportField[]): string[] {
  const names = new Set<string>();
  for (const field of fields) {
    const columns = field.kind === 'lineItems' ? field.columns : [field];
    for (const c of columns) if (c.kind === 'choice' && c.optionList) names.add(c.optionList);
  }
  return [...names];
}
