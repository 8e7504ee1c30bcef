// '3 min ago': how long ago a task was made (QUEUE-6). queueID is its creation timestamp.
import { t } from '../../i18n/messages';

const MINUTE = 60_000;

export function ageText(since: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - since) / MINUTE);
  if (minutes < 1) return t('age.justNow');
  if (minutes < 60) return t('age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('age.hours', { count: hours });
  return t('age.days', { count: Math.floor(hours / 24) });
}
