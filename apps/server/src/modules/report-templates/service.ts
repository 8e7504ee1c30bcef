import { optionListsOf, type QuestionLoaderAnswer, type ReportTemplate } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { allOptionLists } from '../lookups/service.js';
import {
  allTemplates,
  templateByID,
  templateByName,
  toReportTemplate,
  type StoredTemplate,
} from './repository.js';

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

/** A saved report's template, with when it last changed (a PDF's ETag covers it). */
export async function templateOfReport(
  db: Kysely<Database>,
  reportTemplateID: number,
): Promise<{ template: ReportTemplate; updatedAt: string }> {
  const row = await templateByID(db, reportTemplateID);
  return { template: toReportTemplate(row), updatedAt: row.updated_at };
}

/** OFF-2: the names of these templates by id, for lists of saved reports. */
export { templateNames } from './repository.js';

/** REPORT-1: the entries of every option list a template's choice names, for offline pick lists. */
export async function questionLoader(db: Kysely<Database>): Promise<QuestionLoaderAnswer> {
  const names = new Set((await reportTemplates(db)).flatMap((t) => optionListsOf(t.fields)));
  const optionLists = (await allOptionLists(db)).filter((entry) => names.has(entry.listName));
  return { optionLists };
}
