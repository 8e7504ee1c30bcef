// The queue's own writes, each an action beside its kind (kinds/): the local change and its task(s)
// in one transaction. File Sync's and the timesheets' actions sit beside their kinds in those rooms.
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
