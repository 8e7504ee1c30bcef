// REPORT-2: a report's save (saveReport): job, site, template and the report's own reference in
// the path, so sending it again replaces the same report. The answer gives the server's report id;
// a discarded save puts the report back to a draft on the device (nothing typed is lost).
import { type ReportSaveBody, type SavedReport, calls } from '@fieldops/contract';
import type { FieldOpsDatabase } from '../../db/database';
import { t } from '../../i18n/messages';
import type { NewTask } from '../task';
import { type ArgsOf, type KindTask, type TaskMeta, httpTask } from './call-task';
import { answerReader, defineKind } from './kind';
import { jobAndPlace, reportName } from './title-words';

const REPORT = 'Report';

export type ReportPath = ArgsOf<'saveReport'>;

export const reportTask = (path: ReportPath, body: ReportSaveBody, meta: TaskMeta): NewTask =>
  httpTask('saveReport', { ...path }, body, REPORT, meta);

async function reportOf(database: FieldOpsDatabase, task: KindTask<'saveReport'>) {
  const report = await database.reports.get(task.args.referenceCode);
  return report?.queueID === task.queueID ? report : undefined;
}

export const reportKind = defineKind<'saveReport', SavedReport>({
  typeObject: REPORT,
  calls: ['saveReport'],
  ids: { args: ['jobId'] },
  // TRUST-5: the job is in the path (a report named no job without it).
  jobOf: (task) => task.args.jobId,
  tables: (database) => [database.reports],
  title: (task, { job, templates }) =>
    job
      ? t('queue.name.report', {
          report: reportName(task.args.templateName, templates),
          where: jobAndPlace(job, task.args.loc),
        })
      : null,
  read: answerReader(calls.saveReport.answer),
  async apply(database, task, saved) {
    const local = await reportOf(database, task);
    if (!local) return;
    await database.reports.update(local.referenceCode, {
      status: 'sent',
      queueID: null,
      reportID: saved.reportID,
      jobID: saved.jobID,
      // OFFICE-7: a revision is received again by the office: the old review is done with.
      ...(saved.review ? { review: saved.review } : {}),
    });
  },
  async discard(database, task) {
    const local = await reportOf(database, task);
    if (local) await database.reports.update(local.referenceCode, { status: 'draft', queueID: null });
  },
});
