// The update queue and how each queued change is named: the English texts (issue 28 item 10: the catalogue is composed by area in
// messages.ts, so a feature edits its own file). Spanish in ../es/queue.ts.
export const queueEn = {
  // Update queue (QUEUE-1..9)
  'task.createErJob': 'Create ER job: {workType}, {address}',
  'task.addJobFolders': 'Add folders to ER job {job}',
  'task.addJobEvent': 'Add event "{eventType}" to ER job {job}',
  'task.addNote': 'Add note ({noteType}): {text}',
  'task.uploadPhoto': 'Upload photo {number} of {report}',
  'task.uploadJobPhoto': 'Upload photo {name}',
  // UX-3: a photo without a file name is named by its location, never by its reference code
  'task.uploadJobPhotoAt': 'Upload a photo of location {location}',
  'task.deletePhoto': 'Delete a photo of location {location}',
  'task.saveReport': 'Send report: {report}',
  'queue.error.status': 'The server failed (HTTP {status})',
  'queue.error.answer': 'The server answered something the app cannot read',
  'upload.progress': 'Uploading {percent} %',
  'queue.badge': '{count} waiting to be sent',
  'queue.loading': 'Loading the queue…',
  'queue.empty': 'Nothing is waiting: every change made on this device has been sent.',
  'queue.intro': 'Changes made on this device, newest first. They are sent when the network allows.',
  'queue.listLabel': 'Changes waiting to be sent',
  'queue.shown': 'Showing the newest {shown} of {total}.',
  'queue.showMore': 'Show more',
  'queue.status.waiting': 'Waiting',
  'queue.status.failing': 'Failing',
  'queue.status.rejected': 'Rejected',
  'queue.status.skipped': 'Skipped',
  'queue.tries': '{count, plural, one {# try} other {# tries}}',
  'queue.oneTry': '1 try',
  'queue.noTries': 'Not tried yet',
  'queue.created': 'Made {age}',
  'queue.lastError': 'Last error: {error}',
  // UX-3: each queued task names its job by number
  'queue.forJob': 'Job {job}',
  // TRUST-5: a change named by job, place and day (features/queue-list/task-title.ts)
  'queue.name.timesheet': 'Timesheet, {day}',
  'queue.name.timesheetConfirmed': 'Timesheet confirmed, {day}',
  'queue.name.report': '{report} for {where}',
  'queue.name.photo': 'Photo for {where}',
  'queue.name.photoRemoved': 'Photo removed from {where}',
  'queue.name.note': 'Note on {job}: {text}',
  'queue.waitsFor': 'Waits for: {name}',
  'queue.skippedHelp':
    'Tried {count, plural, one {# time} other {# times}} without success; it is kept until you retry or discard it.',
  'queue.retry': 'Retry',
  'queue.retryAll': 'Retry all',
  'queue.retryAllHelp':
    '{count, plural, one {# change was} other {# changes were}} skipped after failing; Retry all sends them again.',
  'queue.retryAllHelpOne': '1 change was skipped after failing; Retry all sends it again.',
  'queue.retriedAll': '{count, plural, one {# skipped change} other {# skipped changes}} will be sent again.',
  'queue.retriedAllOne': '1 skipped change will be sent again.',
  'queue.discard': 'Discard',
  'queue.discardTitle': 'Discard this change?',
  'queue.discardText': '"{name}" will never be sent, and it is removed from this device.',
  'queue.discardDependents':
    '{count, plural, one {# later change that depends on it is} other {# later changes that depend on it are}} discarded too.',
  'queue.discardConfirm': 'Discard',
  'queue.cancel': 'Cancel',
  'queue.running': 'Sending…',
  'queue.needsSignIn': 'Your session has ended. Log out and sign in again to send your changes.',
  'queue.serverBusy':
    'The server is busy; your work is kept on this device and will be sent when it has room.',
  'queue.unsentWarning':
    '{count, plural, one {# change has} other {# changes have}} not been sent yet. They stay on this device and are sent when this account signs in again.',
  'queue.unsentOne':
    '1 change has not been sent yet. It stays on this device and is sent when this account signs in again.',
  'queue.logOutTitle': 'Log out?',
  'queue.logOutAnyway': 'Log out anyway',
  'queue.updateUnsent':
    '{count, plural, one {# change has} other {# changes have}} not been sent yet. They stay on this device and are sent after the update.',
  'age.justNow': 'just now',
} as const;
