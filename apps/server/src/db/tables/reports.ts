// Report templates and filled reports (modules report-templates and reports).
import type { Generated } from 'kysely';

/** REPORT-1: `definition` is a ReportTemplateDefinition as JSON text: the current version (OFFICE-4: each kept in report_template_versions). */
export interface ReportTemplatesTable {
  report_template_id: Generated<number>;
  report_template_name: string;
  report_name: string;
  definition: string;
  version: number;
  updated_at: string;
  /** OFFICE-4: when the office retired it (devices no longer get it); NULL while in use. */
  retired_at: string | null;
}

/** REPORT-2: one report per device-made reference_code on a job (TRUST-10); a resend by its creator replaces it. */
export interface ReportsTable {
  report_id: Generated<number>;
  reference_code: string;
  job_id: number;
  location_number: string;
  report_template_id: number;
  template_version: number;
  values_json: string;
  filled_on: string;
  filled_by: string;
  created_by_user_id: number;
  saved_at: string;
  revision: number;
  /** UX-1: 'en' | 'es', the language the report was filled in; NULL for reports saved before. */
  language: string | null;
  /** OFFICE-7: the office's review; back to 'received' when a revision is saved. */
  review_state: Generated<'received' | 'hasIssues' | 'approved'>;
  review_comment: string | null;
  reviewed_by_user_id: number | null;
  reviewed_at: string | null;
}

export interface ReportsTables {
  report_templates: ReportTemplatesTable;
  reports: ReportsTable;
}
