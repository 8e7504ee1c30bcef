// TS-6 ts-confirmation's totals per person: worked, lunch, paid hours and the server's subsistence.
// A table on a wide screen, a card per person on a phone (UX-3: five columns do not fit 390 px).
import type { CrewTotal, Subsistence } from '@fieldops/contract';
import { formatDuration } from '@fieldops/contract';
import { formatHours, formatNumber } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { RecordTable } from '../../ui/RecordTable';
import { subsistenceReason } from './subsistence-reason';

interface CrewTotalsTableProps {
  totals: readonly CrewTotal[];
  names: Record<number, string>;
  /** The server's subsistence for this day as sent; null while changes wait to be sent. */
  subsistence: readonly Subsistence[] | null;
}

export function CrewTotalsTable({ totals, names, subsistence }: CrewTotalsTableProps) {
  const subsistenceText = (employeeID: number) => {
    const s = subsistence?.find((x) => x.employeeID === employeeID);
    if (!s) return t('ts.totals.subsistenceLater');
    return s.eligible
      ? t('ts.totals.amount', { amount: formatNumber(s.amount, 2), reason: subsistenceReason(s) })
      : subsistenceReason(s);
  };
  return (
    <RecordTable
      label={t('ts.totals.title')}
      striped
      rows={totals}
      rowKey={(total) => total.employeeID}
      title={{
        header: t('ts.totals.person'),
        cell: (total) => names[total.employeeID] ?? `#${total.employeeID}`,
      }}
      columns={[
        { header: t('ts.totals.worked'), cell: (total) => formatDuration(total.workedMinutes) },
        { header: t('ts.totals.lunch'), cell: (total) => formatDuration(total.lunchMinutes) },
        {
          header: t('ts.totals.paid'),
          cell: (total) => t('ts.totals.hours', { hours: formatHours(total.paidHours) }),
        },
        { header: t('ts.totals.subsistence'), cell: (total) => subsistenceText(total.employeeID) },
      ]}
    />
  );
}
