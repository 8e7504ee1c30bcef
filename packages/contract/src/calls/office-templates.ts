// OFFICE-4: the office's calls for report templates: list them with their versions, read one (and
// one published version), save a draft, publish it as the next version, retire a template. The
// office administrator and the office manager make them; every other caller gets 403.
import { z } from 'zod';
import {
  OfficeTemplate,
  OfficeTemplateList,
  TemplateDraftInput,
  TemplateName,
  TemplateVersion,
} from '../office-templates.js';
import type { CallDefinition } from './definition.js';

const EDIT_TEMPLATES = ['officeAdmin', 'officeManager'] as const;
const templateParams = z.object({ name: TemplateName });

export const officeTemplateCalls = {
  officeReportTemplates: {
    method: 'GET',
    path: '/api/office/report-templates',
    answer: OfficeTemplateList,
    auth: true,
    office: EDIT_TEMPLATES,
  },
  officeReportTemplate: {
    method: 'GET',
    path: '/api/office/report-templates/:name',
    params: templateParams,
    answer: OfficeTemplate,
    auth: true,
    office: EDIT_TEMPLATES,
  },
  officeReportTemplateVersion: {
    method: 'GET',
    path: '/api/office/report-templates/:name/versions/:version',
    params: templateParams.extend({ version: z.coerce.number().int().positive().max(1_000_000) }),
    answer: TemplateVersion,
    auth: true,
    office: EDIT_TEMPLATES,
  },
  /** Saves the draft (a new name starts a template); devices see nothing until it is published. */
  officeSaveTemplateDraft: {
    method: 'PUT',
    path: '/api/office/report-templates/:name/draft',
    params: templateParams,
    body: TemplateDraftInput,
    answer: OfficeTemplate,
    auth: true,
    office: EDIT_TEMPLATES,
  },
  /** The draft becomes the next version, immutable; devices fetch it on their next sync. */
  officePublishTemplate: {
    method: 'POST',
    path: '/api/office/report-templates/:name/publish',
    params: templateParams,
    answer: OfficeTemplate,
    auth: true,
    office: EDIT_TEMPLATES,
  },
  /** Devices stop getting it; reports already filled on it are still accepted. Publishing again brings it back. */
  officeRetireTemplate: {
    method: 'POST',
    path: '/api/office/report-templates/:name/retire',
    params: templateParams,
    answer: OfficeTemplate,
    auth: true,
    office: EDIT_TEMPLATES,
  },
} as const satisfies Record<string, CallDefinition>;
