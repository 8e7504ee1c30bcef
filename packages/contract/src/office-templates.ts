// OFFICE-4: report templates as the office edits them. A template has a draft (saved as often as
// the office likes, seen only in the console) and published versions (immutable; the newest is what
// devices fetch). A report keeps the version it was filled on. The fields of a draft are checked by
// checkTemplateFields (rules/template-check.ts) so every issue names its field.
import { z } from 'zod';
import { ReportTemplateDefinition } from './report-template.js';

/** The template's name: its key in report paths and on the device (`cbilling`, `construct-complete`). */
export const TemplateName = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{0,59}$/,
    'Use lowercase letters, digits and - (starting with a letter), at most 60',
  );

export const TEMPLATE_FIELDS_MAX = 100;

/**
 * A draft as the console sends it. `fields` are checked field by field after the body's shape
 * (checkTemplateFields), so a bad field is a 400 whose details name it rather than one zod path.
 */
export const TemplateDraftInput = z.object({
  reportName: z.string().trim().min(1).max(200),
  fields: z.array(z.record(z.string(), z.unknown())).min(1).max(TEMPLATE_FIELDS_MAX),
});
export type TemplateDraftInput = z.infer<typeof TemplateDraftInput>;

/** One problem of a draft: the field's key (or its place, `#3`, when it has none), where, and what. */
export const TemplateIssue = z.object({
  field: z.string(),
  /** 0-based position of the field in the draft. */
  index: z.number().int(),
  /** Inside the field: `kind`, `label`, `showWhen.field`, `columns.1.key`, … (empty: the field). */
  path: z.string(),
  message: z.string(),
});
export type TemplateIssue = z.infer<typeof TemplateIssue>;

const Who = z.object({ userID: z.number().int(), name: z.string() });

export const TemplateVersionSummary = z.object({
  version: z.number().int().positive(),
  reportName: z.string(),
  publishedAt: z.string(),
  /** null for versions that came with the app (the demo data), not from the console. */
  publishedBy: Who.nullable(),
});
export type TemplateVersionSummary = z.infer<typeof TemplateVersionSummary>;

export const TemplateDraft = z.object({
  reportName: z.string(),
  fields: ReportTemplateDefinition,
  savedAt: z.string(),
  savedBy: Who.nullable(),
});
export type TemplateDraft = z.infer<typeof TemplateDraft>;

/** A template in the console's list: its published versions (newest first) and whether a draft waits. */
export const OfficeTemplateSummary = z.object({
  reportTemplateName: TemplateName,
  /** null until its first version is published. */
  reportTemplateID: z.number().int().nullable(),
  reportName: z.string(),
  /** The version devices fetch; null until published. */
  currentVersion: z.number().int().positive().nullable(),
  /** Retired: devices no longer get it; reports already filled on it are still accepted. */
  retired: z.boolean(),
  versions: z.array(TemplateVersionSummary),
  draftSavedAt: z.string().nullable(),
});
export type OfficeTemplateSummary = z.infer<typeof OfficeTemplateSummary>;

export const OfficeTemplateList = z.array(OfficeTemplateSummary);
export type OfficeTemplateList = z.infer<typeof OfficeTemplateList>;

/** One template as the editor opens it: the published version's fields and the draft, if any. */
export const OfficeTemplate = OfficeTemplateSummary.extend({
  published: z.object({ version: z.number().int().positive(), fields: ReportTemplateDefinition }).nullable(),
  draft: TemplateDraft.nullable(),
});
export type OfficeTemplate = z.infer<typeof OfficeTemplate>;

/** One published version whole (the console shows an older one; a PDF prints a report's). */
export const TemplateVersion = TemplateVersionSummary.extend({
  reportTemplateName: TemplateName,
  fields: ReportTemplateDefinition,
});
export type TemplateVersion = z.infer<typeof TemplateVersion>;
