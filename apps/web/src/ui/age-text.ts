// '3 minutes ago': how long ago something happened, in the words of the queue list (QUEUE-6: a
// task's age) and the fleet list (MISC-2: last seen). One wording, so both screens read alike; the
// words and plurals are Intl's, in the device's language (UX-1).
import { formatRelative } from '../i18n/format';
import { t } from '../i18n/messages';

const MINUTE = 60_000;

export function ageText(since: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - since) / MINUTE);
  if (minutes < 1) return t('age.justNow');
  if (minutes < 60) return formatRelative(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return formatRelative(-hours, 'hour');
  return formatRelative(-Math.floor(hours / 24), 'day');
}
