// '3 min ago': how long ago something happened, in the words of the queue list (QUEUE-6: a task's
// age) and the fleet list (MISC-2: last seen). One wording, so both screens read alike.
import { t } from '../i18n/messages';

const MINUTE = 60_000;

export function ageText(since: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - since) / MINUTE);
  if (minutes < 1) return t('age.justNow');
  if (minutes < 60) return t('age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('age.hours', { count: hours });
  return t('age.days', { count: Math.floor(hours / 24) });
}
