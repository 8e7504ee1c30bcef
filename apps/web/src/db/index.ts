// The device database's public face: live-query hooks for screens, actions for writes.
export {
  type CachedMenuItem,
  type Dashboard,
  FieldOpsDatabase,
  type LocalJobComments,
  type LocalNote,
  SCHEMA,
} from './database';
export { clearUserCache, localDatabase } from './local-database';
export { readMenuItems, saveMenuItems, useMenuItems } from './menu';
export { saveDashboard, useDashboard } from './dashboard';
export { saveServerStatus, useServerStatus } from './server-status';
export {
  askPersistentStorageAgain,
  persistentStorageGranted,
  requestPersistentStorage,
  type StorageProtection,
} from './persist';
export { type UnsentWorkAtRisk, unsentChangeCount, useUnsentWorkAtRisk } from './unsent-work';
export { guardWrite, isQuotaError, onStorageError, reportStorageError } from './storage-errors';
export { applyJobUpdates, readLastJobUpdate, saveJobNotes, saveLoadedJobs } from './jobs';
export { saveLookupTables, useEventTypes, useOptionList } from './lookups';
export {
  type JobOrder,
  matchesJob,
  useJob,
  useJobFiles,
  useJobList,
  useJobNotes,
  useJobPhotos,
} from './job-hooks';
export {
  type PdfKey,
  readCachedPdf,
  readOptionLists,
  readReportTemplatesStamp,
  removeDraftPhoto,
  replaceReportTemplates,
  saveCachedPdf,
  saveDraftPhoto,
  saveReportDraft,
  reopenReportForRevision,
  useJobReports,
  usePhotos,
  useReport,
  useReportOptionLists,
  useReportTemplate,
  useReportTemplates,
} from './reports';
export {
  type LocalFile,
  type LocalPhoto,
  type LocalReport,
  type PhotoStatus,
  REPORT_PDF_PREFIX,
  type ReportStatus,
  reportPdfID,
} from './report-types';
