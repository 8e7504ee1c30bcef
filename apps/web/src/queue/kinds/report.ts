// REPORT-2: a report's save (saveReport): job, site, template and the report's own reference in
// the path, so sending it again replaces the same report. The answer gives the server's report id;
// a discarded save puts the report back to a draft on the device (nothing typed is lost).
import { type ReportSaveBody, type SavedReport, calls } from '@fieldops/contract';
import type { FieldOpsDatabase } from '../../db/database';
import { type NewTask, type QueuedTask, TASK_TYPES } from '../task';
import { type TaskMeta, callArgsOf, httpTask } from './call-task';
import { answerReader, defineKind } from './kind';

const CALLS = ['saveReport'] as const;
const IDS = ['jobId'];

export interface ReportPath {
  jobId: number;
  loc: string;
  templateName: string;
  referenceCode: string;
}

export const reportTask = (path: ReportPath, body: ReportSaveBody, meta: TaskMeta): NewTask =>
  httpTask('saveReport', { ...path }, body, TASK_TYPES.report, meta);

async function reportOf(database: FieldOpsDatabase, task: QueuedTask) {
  const ref = callArgsOf(task, CALLS, IDS)?.args.referenceCode;
  const report = typeof ref === 'string' ? await database.reports.get(ref) : undefined;
  return report?.queueID === task.queueID ? report : undefined;
}

export const reportKind = defineKind<SavedReport>({
  typeObject: TASK_TYPES.report,
  calls: CALLS,
  ids: { args: IDS },
  read: answerReader(calls.saveReport.answer),
  async apply(database, task, saved) {
    const local = await reportOf(database, task);
    if (!local) return;
    await database.reports.update(local.referenceCode, {
      status: 'sent',
      queueID: null,
      reportID: saved.reportID,
      jobID: saved.jobID,
    });
  },
  async discard(database, task) {
    const local = await reportOf(database, task);
    if (local) await database.reports.update(local.referenceCode, { status: 'draft', queueID: null });
  },
});
