// OFFICE-4: the published versions of report templates, and the office's drafts (module report-templates).

/** One published version, immutable; `definition` is a ReportTemplateDefinition as JSON text. */
export interface ReportTemplateVersionsTable {
  report_template_id: number;
  version: number;
  report_name: string;
  definition: string;
  published_at: string;
  /** NULL for versions shipped with the app (demo data). */
  published_by_user_id: number | null;
}

/** The office's draft of a template, by name (a new template has no report_templates row yet). */
export interface ReportTemplateDraftsTable {
  report_template_name: string;
  report_name: string;
  definition: string;
  saved_at: string;
  saved_by_user_id: number;
}

export interface ReportTemplateVersionsTables {
  report_template_versions: ReportTemplateVersionsTable;
  report_template_drafts: ReportTemplateDraftsTable;
}
