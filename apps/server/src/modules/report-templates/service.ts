import { optionListsOf, type QuestionLoaderAnswer, type ReportTemplate } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { allOptionLists } from '../lookups/repository.js';
import { allTemplates, templateByName, toReportTemplate } from './repository.js';

export async function reportTemplates(db: Kysely<Database>): Promise<ReportTemplate[]> {
  return (await allTemplates(db)).map(toReportTemplate);
}

export const templateNotFound = (name: string) => notFound(`No report template named ${name}`);

export async function reportTemplate(db: Kysely<Database>, name: string): Promise<ReportTemplate> {
  const row = await templateByName(db, name);
  if (!row) throw templateNotFound(name);
  return toReportTemplate(row);
}

/** REPORT-1: the entries of every option list a template's choice names, for offline pick lists. */
export async function questionLoader(db: Kysely<Database>): Promise<QuestionLoaderAnswer> {
  const names = new Set((await reportTemplates(db)).flatMap((t) => optionListsOf(t.fields)));
  const optionLists = (await allOptionLists(db)).filter((entry) => names.has(entry.listName));
  return { optionLists };
}
