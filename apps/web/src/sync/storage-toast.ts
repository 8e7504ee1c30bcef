// OFF-4: what the storage budget freed, said where the user is (a Mantine toast, as the folder
// sync's), in the same words as the device page's list.
import { notifications } from '@mantine/notifications';
import type { StorageNotice } from '../db/records';
import { formatBytes } from '../i18n/format';
import { t } from '../i18n/messages';
import { LONG_UNOPENED_MS } from '../db/job-storage';

const DAY_MS = 24 * 60 * 60_000;
/** Longer than the sync's toasts (SYNC_TOAST_MS): it names a job and a size to read. */
const FREED_TOAST_MS = 8_000;

/** "Freed 12 MB: copies of job J-4102 (closed)"; for `full`, the job that could not be downloaded. */
export function storageNoticeText(notice: StorageNotice): string {
  const size = formatBytes(notice.bytes);
  if (notice.why === 'full') return t('budget.full', { job: notice.jobNumber, size });
  const why =
    notice.why === 'unopened'
      ? t('budget.why.unopened', { days: Math.round(LONG_UNOPENED_MS / DAY_MS) })
      : t(notice.why === 'closed' ? 'budget.why.closed' : 'budget.why.gone');
  return t('budget.freed', { size, job: notice.jobNumber, why });
}

export function showStorageFreed(notices: readonly StorageNotice[]): void {
  for (const notice of notices)
    notifications.show({ message: storageNoticeText(notice), color: 'blue', autoClose: FREED_TOAST_MS });
}
