// REPORT-2, REPORT-5: submitting a report is one action. In one transaction the device checks the
// report with the contract's validateReport, queues an upload for each of its photos still only
// here, then the report save, and marks them waiting. The tasks form a chain (each photo waits for
// the one before, the report for the last photo), because a task names one parent and the runner
// picks the newest runnable task: a chain is what makes every photo reach the server before the
// report that names it. The chain hangs off the job's own task when the job was made offline.
import {
  type ReportIssue,
  type ReportSaveBody,
  type ReportTemplate,
  validateReport,
  visibleReportValues,
} from '@fieldops/contract';
import { readOAuth } from '../../auth/stored-oauth';
import { type FieldOpsDatabase, db } from '../../db/database';
import { readOptionLists } from '../../db/reports';
import { currentLocale, t } from '../../i18n/messages';
import { addTask, nextQueueID } from '../enqueue';
import type { ImageUploadPayload } from '../upload-body';
import { imageTask } from './image';
import { reportTask } from './report';
import { wakeQueue } from '../wake';
import { captureOf } from './photo-actions';
import { parentOf, resolveJobID } from './temp-ids';

export interface ReportSubmission {
  referenceCode: string;
  /** As shown (in the device's language): checks and task names. */
  template: ReportTemplate;
  /** OFFICE-4: the template version as the server sent it, kept with the report and sent as its version. */
  filledOn?: ReportTemplate;
  jobID: number;
  /** Already through locationOrDefault. */
  locationNumber: string;
  values: Record<string, unknown>;
}

export type SubmitReportResult =
  | { ok: true; queueID: number }
  | { ok: false; reason: 'invalid'; issues: ReportIssue[] }
  | { ok: false; reason: 'alreadySubmitted' };

/** Allowed values per option list, as validateReport takes them (lists not cached are not checked). */
export async function optionValuesForValidation(): Promise<Record<string, string[]>> {
  const lists = await readOptionLists();
  return Object.fromEntries(
    Object.entries(lists).map(([name, entries]) => [name, entries.map((e) => e.value)]),
  );
}

/** "Filled by": the signed-in identity's name, else its email. */
export function createdByUser(): string {
  const identity = readOAuth()?.identity;
  return identity?.name?.trim() || identity?.email || t('reports.unknownUser');
}

function photoRefsOf(template: ReportTemplate, values: Record<string, unknown>): string[] {
  return template.fields
    .filter((field) => field.kind === 'photos')
    .flatMap((field) => {
      const refs = values[field.key];
      return Array.isArray(refs) ? refs.filter((r): r is string => typeof r === 'string') : [];
    });
}

export async function submitReport(
  input: ReportSubmission,
  database: FieldOpsDatabase = db,
  now = new Date(),
): Promise<SubmitReportResult> {
  const { template, referenceCode, locationNumber } = input;
  const values = visibleReportValues(template.fields, input.values);
  const issues = validateReport(template, values, await optionValuesForValidation());
  if (issues.length > 0) return { ok: false, reason: 'invalid', issues };
  // UX-1: the language it is filled in is the one its PDF prints in, on every device.
  const body: ReportSaveBody = {
    values,
    createdDate: now.toISOString(),
    createdByUser: createdByUser(),
    language: currentLocale(),
    // OFFICE-4: the server checks it against this version, even once a newer one is published.
    ...(template.version === undefined ? {} : { templateVersion: template.version }),
  };
  const result = await database.transaction(
    'rw',
    [database.updateQueue, database.reports, database.photos, database.tempIDs],
    async (): Promise<SubmitReportResult> => {
      const stored = await database.reports.get(referenceCode);
      if (stored && stored.status !== 'draft') return { ok: false, reason: 'alreadySubmitted' };
      const jobID = await resolveJobID(database, input.jobID);
      let parent = await parentOf(database, jobID);
      const photos = await database.photos.bulkGet(photoRefsOf(template, values));
      // Photos already queued (a report discarded and submitted again): wait for the last of them.
      for (const photo of photos) {
        if (photo?.status === 'queued' && photo.queueID && (await database.updateQueue.get(photo.queueID))) {
          parent = Math.max(parent ?? 0, photo.queueID);
        }
      }
      for (const [index, photo] of photos.entries()) {
        if (!photo || photo.status !== 'draft') continue;
        const queueID = await nextQueueID(database, now.getTime());
        const payload: ImageUploadPayload = {
          referenceCode: photo.referenceCode,
          jobID,
          locationNumber,
          reportCode: referenceCode,
          fileName: photo.fileName,
          ...captureOf(photo),
        };
        const upload = imageTask(payload, {
          taskName: t('task.uploadPhoto', { number: index + 1, report: template.reportName }),
          dependsOn: parent,
        });
        await addTask(database, upload, { queueID, now });
        await database.photos.update(photo.referenceCode, {
          status: 'queued',
          queueID,
          jobID,
          locationNumber,
        });
        parent = queueID;
      }
      const queueID = await nextQueueID(database, now.getTime());
      const path = {
        jobId: jobID,
        loc: locationNumber,
        templateName: template.reportTemplateName,
        referenceCode,
      };
      const save = reportTask(path, body, {
        taskName: t('task.saveReport', { report: template.reportName }),
        dependsOn: parent,
      });
      await addTask(database, save, { queueID, now });
      await database.reports.put({
        referenceCode,
        reportID: stored?.reportID ?? null,
        jobID,
        locationNumber,
        reportTemplateName: template.reportTemplateName,
        values,
        createdDate: body.createdDate,
        createdByUser: body.createdByUser,
        status: 'waiting',
        queueID,
        updatedDate: body.createdDate,
        ...(input.filledOn ? { template: input.filledOn } : {}),
      });
      return { ok: true, queueID };
    },
  );
  if (result.ok) wakeQueue();
  return result;
}
