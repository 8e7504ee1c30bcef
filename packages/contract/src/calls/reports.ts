// Report templates, saving a filled report and its PDF.
import { z } from 'zod';
import { ReportTemplate } from '../entities.js';
import {
  BinaryAnswer,
  QuestionLoaderAnswer,
  ReferenceCode,
  ReportLanguage,
  ReportSaveBody,
  SavedReport,
} from '../reports.js';
import { type CallDefinition, id } from './definition.js';

export const reportCalls = {
  reportTemplates: {
    method: 'GET',
    path: '/api/Mobile/ReportTemplates',
    answer: z.array(ReportTemplate),
    auth: true,
  },
  reportTemplate: {
    method: 'GET',
    path: '/api/Mobile/ReportTemplates/:name',
    params: z.object({ name: z.string().min(1).max(200) }),
    answer: ReportTemplate,
    auth: true,
  },
  /**
   * REPORT-2: {templateName} is the template's reportTemplateName and {referenceCode} the report's
   * own code made on the device, so the path names the report: sending it again replaces the same
   * report (by its creator), never adds a second one.
   */
  saveReport: {
    method: 'POST',
    path: '/api/jobs/:jobId/locations/:loc/reports/:templateName/:referenceCode',
    params: z.object({
      jobId: id,
      loc: z.string().min(1).max(20),
      templateName: z.string().min(1).max(100),
      referenceCode: ReferenceCode,
    }),
    body: ReportSaveBody,
    answer: SavedReport,
    auth: true,
  },
  /**
   * REPORT-4: the PDF of a saved report. `id` is the job id; `template` the reportTemplateName;
   * UX-1: `lang` the language it prints in when the report recorded none (the reader's device's),
   * English when absent; a report filled in a language prints in that one.
   */
  reportPdf: {
    method: 'GET',
    path: '/api/ContractorBillingForm',
    query: z.object({
      id,
      referenceCode: ReferenceCode,
      template: z.string().min(1).max(100),
      lang: ReportLanguage.optional(),
    }),
    answer: BinaryAnswer,
    answerMediaTypes: ['application/pdf'],
    auth: true,
  },
  questionLoader: { method: 'GET', path: '/api/QuestionLoader', answer: QuestionLoaderAnswer, auth: true },
} as const satisfies Record<string, CallDefinition>;
