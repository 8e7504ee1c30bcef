// UX-1: why a day earns subsistence or not, in the device's language, worded from the server's code
// and figures (Subsistence.why). An answer without them (an older server, or a day this device
// stored before) keeps the server's own English reason rather than showing nothing.
import { assertNever, formatDuration, type Subsistence } from '@fieldops/contract';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/messages';

export function subsistenceReason({ why, reason }: Pick<Subsistence, 'why' | 'reason'>): string {
  switch (why?.code) {
    case undefined:
      return reason;
    case 'noJob':
      return t('ts.subsistence.noJob');
    case 'tooFewHours':
      return t('ts.subsistence.tooFewHours', {
        paid: formatDuration(why.paidMinutes),
        hours: formatNumber(why.minimumHours),
      });
    case 'subsistenceJob':
      return t('ts.subsistence.subsistenceJob');
    case 'distance':
      return t('ts.subsistence.distance', {
        km: formatNumber(why.distanceKm),
        fromKm: formatNumber(why.fromKm),
      });
    case 'noneQualifies':
      return t('ts.subsistence.noneQualifies');
    default:
      return assertNever(why);
  }
}
