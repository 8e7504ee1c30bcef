// Every write of the app, each an action beside its kind (kinds/, file-sync/, timesheets/): the
// local change and its task(s) in one transaction.
export { addComment, type AddCommentResult } from './kinds/note-action';
export { createErJob, ER_JOB_FOLDERS, type ErJobForm, jobRecordOf } from './kinds/er-job-action';
export { isTempID } from './kinds/temp-ids';
export { newReferenceCode } from './kinds/reference-code';
export { discardTask, retryAllSkipped, retryTask } from './manage';
export {
  createdByUser,
  optionValuesForValidation,
  type ReportSubmission,
  submitReport,
  type SubmitReportResult,
} from './kinds/report-action';
export { addJobPhoto, deletePhoto, type NewJobPhoto, type PhotoToDelete } from './kinds/photo-actions';
export {
  blockingResults,
  saveTimesheet,
  type SaveTimesheetOptions,
  type SaveTimesheetResult,
} from './actions/timesheets';
