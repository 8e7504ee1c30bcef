import { createHash } from 'node:crypto';
import { optionListsOf, type QuestionLoaderAnswer, type ReportTemplate } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest, notFound } from '../../http/errors.js';
import { allOptionLists } from '../lookups/service.js';
import {
  allTemplates,
  currentVersions,
  templateByID,
  templateByName,
  fromVersion,
  toReportTemplate,
  type StoredTemplate,
} from './repository.js';
import { templateVersion } from './versions-repository.js';

export async function reportTemplates(db: Kysely<Database>): Promise<ReportTemplate[]> {
  return (await allTemplates(db)).map(toReportTemplate);
}

export const templateNotFound = (name: string) => notFound(`No report template named ${name}`);

/** The template of this name, or undefined (a report's save path names it). */
export async function findTemplateByName(
  db: Kysely<Database>,
  name: string,
): Promise<StoredTemplate | undefined> {
  const row = await templateByName(db, name);
  return row && toReportTemplate(row);
}

export async function reportTemplate(db: Kysely<Database>, name: string): Promise<ReportTemplate> {
  const template = await findTemplateByName(db, name);
  if (!template) throw templateNotFound(name);
  return template;
}

/**
 * OFFICE-4: a saved report's template as the version it was filled on (its PDF prints that one),
 * with when that changed (a PDF's ETag covers it). A version kept nowhere (a report saved before
 * versions were kept, on an older one) prints with the current template, all there is.
 */
export async function templateOfReport(
  db: Kysely<Database>,
  reportTemplateID: number,
  version: number,
): Promise<{ template: ReportTemplate; updatedAt: string }> {
  const row = await templateByID(db, reportTemplateID);
  const kept = await templateVersion(db, reportTemplateID, version);
  if (!kept) return { template: toReportTemplate(row), updatedAt: row.updated_at };
  return { template: fromVersion(row, kept), updatedAt: kept.published_at };
}

/**
 * OFFICE-4: the template a report is saved against: the version it was filled on when the device
 * says (a report queued before a publish is checked against ITS version), else the current one.
 */
export async function templateForSave(
  db: Kysely<Database>,
  name: string,
  version: number | undefined,
): Promise<StoredTemplate> {
  const current = await templateByName(db, name);
  if (!current) throw templateNotFound(name);
  if (version === undefined || version === current.version) return toReportTemplate(current);
  const kept = await templateVersion(db, current.report_template_id, version);
  if (!kept) {
    throw badRequest(`The template ${name} has no version ${version}`, [
      {
        field: 'templateVersion',
        code: 'version',
        message: `The template ${name} has no version ${version}`,
      },
    ]);
  }
  return fromVersion(current, kept);
}

/** OFFICE-4: names the current versions devices get; a publish or a retirement changes it. */
export async function templatesStamp(db: Kysely<Database>): Promise<string> {
  const rows = await currentVersions(db);
  return createHash('sha1')
    .update(rows.map((r) => `${r.report_template_name}@${r.version}`).join(','))
    .digest('base64url')
    .slice(0, 16);
}

/** OFF-2: the names of these templates by id, for lists of saved reports. */
export { templateNames } from './repository.js';

/** REPORT-1: the entries of every option list a template's choice names, for offline pick lists. */
export async function questionLoader(db: Kysely<Database>): Promise<QuestionLoaderAnswer> {
  const names = new Set((await reportTemplates(db)).flatMap((t) => optionListsOf(t.fields)));
  const optionLists = (await allOptionLists(db)).filter((entry) => names.has(entry.listName));
  return { optionLists };
}

/** OFFICE-4: the office's calls (list, read, draft, publish, retire). */
export {
  officeTemplate,
  officeTemplates,
  officeTemplateVersion,
  publishTemplate,
  retireOfficeTemplate,
  saveTemplateDraft,
} from './office-templates.js';
