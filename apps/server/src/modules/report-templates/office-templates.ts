// OFFICE-4: report templates as the office edits them. A draft is checked whole when saved (every
// issue names its field) and kept by name; publishing makes it the next version: the current row
// devices fetch, and a kept, immutable version row. Mutations run in the call's transaction.
import {
  checkTemplateFields,
  ERROR_CODES,
  ReportTemplateDefinition,
  type OfficeTemplate,
  type OfficeTemplateList,
  type OfficeTemplateSummary,
  type TemplateDraftInput,
  type TemplateVersion,
  type UserData,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow } from '../../db/dialect.js';
import type { Database, ReportTemplateRow } from '../../db/types.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { userNames } from '../session/service.js';
import { templateByName } from './repository.js';
import {
  allDrafts,
  deleteDraft,
  draftByName,
  everyTemplate,
  publishVersion,
  retireTemplate,
  saveDraftRow,
  templateVersion,
  versionsOf,
  type DraftRow,
  type VersionRow,
} from './versions-repository.js';

const noTemplate = (name: string) => notFound(`No report template named ${name}`);
const fields = (definition: string) => ReportTemplateDefinition.parse(JSON.parse(definition));

async function summaries(
  db: Kysely<Database>,
  templates: readonly ReportTemplateRow[],
  drafts: readonly DraftRow[],
): Promise<OfficeTemplateSummary[]> {
  const versions = await versionsOf(
    db,
    templates.map((t) => t.report_template_id),
  );
  const names = await userNames(db, [
    ...versions.flatMap((v) => (v.published_by_user_id === null ? [] : [v.published_by_user_id])),
    ...drafts.map((d) => d.saved_by_user_id),
  ]);
  const who = (id: number | null) =>
    id === null ? null : { userID: id, name: names.get(id) ?? `User #${id}` };
  const byName = new Map(templates.map((t) => [t.report_template_name, t]));
  const draftOf = new Map(drafts.map((d) => [d.report_template_name, d]));
  const all = [...new Set([...byName.keys(), ...draftOf.keys()])].sort();
  return all.map((name) => {
    const current = byName.get(name);
    const draft = draftOf.get(name);
    const kept = versions.filter((v: VersionRow) => v.report_template_id === current?.report_template_id);
    return {
      reportTemplateName: name,
      reportTemplateID: current?.report_template_id ?? null,
      reportName: current?.report_name ?? draft?.report_name ?? name,
      currentVersion: current?.version ?? null,
      retired: current?.retired_at != null,
      versions: kept.map((v) => ({
        version: v.version,
        reportName: v.report_name,
        publishedAt: v.published_at,
        publishedBy: who(v.published_by_user_id),
      })),
      draftSavedAt: draft?.saved_at ?? null,
    };
  });
}

export async function officeTemplates(db: Kysely<Database>): Promise<OfficeTemplateList> {
  return summaries(db, await everyTemplate(db), await allDrafts(db));
}

export async function officeTemplate(db: Kysely<Database>, name: string): Promise<OfficeTemplate> {
  const current = await templateByName(db, name);
  const draft = await draftByName(db, name);
  if (!current && !draft) throw noTemplate(name);
  const [summary] = await summaries(db, current ? [current] : [], draft ? [draft] : []);
  const saver = draft && (await userNames(db, [draft.saved_by_user_id])).get(draft.saved_by_user_id);
  return {
    ...summary!,
    published: current ? { version: current.version, fields: fields(current.definition) } : null,
    draft: draft
      ? {
          reportName: draft.report_name,
          fields: fields(draft.definition),
          savedAt: draft.saved_at,
          savedBy: { userID: draft.saved_by_user_id, name: saver ?? `User #${draft.saved_by_user_id}` },
        }
      : null,
  };
}

export async function officeTemplateVersion(
  db: Kysely<Database>,
  name: string,
  version: number,
): Promise<TemplateVersion> {
  const current = await templateByName(db, name);
  const kept = current && (await templateVersion(db, current.report_template_id, version));
  if (!kept) throw notFound(`The template ${name} has no version ${version}`);
  const by = kept.published_by_user_id;
  const names = by === null ? new Map<number, string>() : await userNames(db, [by]);
  return {
    reportTemplateName: name,
    version: kept.version,
    reportName: kept.report_name,
    publishedAt: kept.published_at,
    publishedBy: by === null ? null : { userID: by, name: names.get(by) ?? `User #${by}` },
    fields: fields(kept.definition),
  };
}

/** Saves the draft if every field is one a device can fill; else 400 with an issue per field. */
export async function saveTemplateDraft(
  db: Kysely<Database>,
  user: UserData,
  name: string,
  input: TemplateDraftInput,
): Promise<OfficeTemplate> {
  const check = checkTemplateFields(input.fields);
  if (!check.ok) {
    const count = check.issues.length;
    throw badRequest(`The template has ${count} problem${count === 1 ? '' : 's'}`, check.issues);
  }
  await saveDraftRow(db, {
    report_template_name: name,
    report_name: input.reportName,
    definition: JSON.stringify(check.fields),
    saved_at: isoNow(),
    saved_by_user_id: user.userID,
  });
  return officeTemplate(db, name);
}

export async function publishTemplate(
  db: Kysely<Database>,
  user: UserData,
  name: string,
): Promise<OfficeTemplate> {
  const draft = await draftByName(db, name);
  if (!draft) {
    if (await templateByName(db, name)) {
      throw new HttpError(409, ERROR_CODES.conflict, `${name} has no draft to publish: save one first`);
    }
    throw noTemplate(name);
  }
  await publishVersion(db, draft, await templateByName(db, name), user.userID);
  await deleteDraft(db, name);
  return officeTemplate(db, name);
}

export async function retireOfficeTemplate(db: Kysely<Database>, name: string): Promise<OfficeTemplate> {
  const current = await templateByName(db, name);
  if (!current) throw noTemplate(name);
  await retireTemplate(db, current.report_template_id);
  return officeTemplate(db, name);
}
