// TSX-4: confirming a day asks once, with the day's totals in front of the foreman: a confirmed
// day goes to payroll and only a general foreman can change it again.
import { Button, Group, List, Modal, Text } from '@mantine/core';
import type { CrewTotal } from '@fieldops/contract';
import { formatHours } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { formatDate } from './DayFrame';

export function ConfirmDayModal(props: {
  opened: boolean;
  date: string;
  totals: readonly CrewTotal[];
  names: Readonly<Record<number, string>>;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { totals, names } = props;
  const hours = totals.reduce((sum, x) => sum + x.paidMinutes, 0) / 60;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={t('ts.confirm.askTitle', { date: formatDate(props.date) })}
      centered
    >
      <Text mb="sm">{t('ts.confirm.ask')}</Text>
      <Text fw={600}>{t('ts.confirm.askTotals', { people: totals.length, hours: formatHours(hours) })}</Text>
      <List mb="lg" aria-label={t('ts.totals.title')}>
        {totals.map((x) => (
          <List.Item key={x.employeeID}>
            {names[x.employeeID] ?? `#${x.employeeID}`}:{' '}
            {t('ts.totals.hours', { hours: formatHours(x.paidHours) })}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button variant="default" size="lg" onClick={props.onCancel} data-autofocus>
          {t('ts.confirm.cancel')}
        </Button>
        <Button color="green" size="lg" onClick={props.onConfirm}>
          {t('ts.confirm.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
