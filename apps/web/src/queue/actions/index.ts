// Every write of the app, each an action: the local change and its task(s) in one transaction.
export { addComment, type AddCommentResult } from './notes';
export { createErJob, ER_JOB_FOLDERS, type ErJobForm, jobRecordOf } from './er-job';
export { isTempID } from './temp-ids';
export { discardTask, retryAllSkipped, retryTask } from '../manage';
export {
  createdByUser,
  optionValuesForValidation,
  type ReportSubmission,
  submitReport,
  type SubmitReportResult,
} from './reports';
export { addJobPhoto, deletePhoto, type NewJobPhoto, type PhotoToDelete } from './photos';
export {
  blockingResults,
  saveTimesheet,
  type SaveTimesheetOptions,
  type SaveTimesheetResult,
} from './timesheets';
