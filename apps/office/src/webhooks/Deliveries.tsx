// The deliveries, newest first, by status: each with its attempts (status or error, duration; an
// attempt cut off by a stopped server says so) and a button to send it again with the same id.
import {
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDelivery } from '@fieldops/contract';
import { useState } from 'react';
import { type CallFailure, officeCall } from '../api/office-call';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { Pager } from '../ui/Pager';
import { Failure, Loading } from '../ui/states';

type Status = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
const PAGE_SIZE = 25;
const COLORS: Record<Status, string> = { pending: 'yellow', delivered: 'green', failed: 'red' };

function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  const { t, locale } = useT();
  const when = (iso: string) => new Date(iso).toLocaleString(locale);
  return (
    <Stack gap={2}>
      {delivery.attempts.map((a, i) => (
        <Text key={i} size="xs">
          {a.statusCode === null && a.error === null
            ? t('webhooks.attemptCut', { at: when(a.at) })
            : t('webhooks.attempt', {
                at: when(a.at),
                outcome: a.statusCode === null ? (a.error ?? '') : `HTTP ${a.statusCode}`,
                ms: a.durationMs ?? 0,
              })}
        </Text>
      ))}
      {delivery.status === 'pending' && delivery.nextAttemptAt && (
        <Text size="xs" c="dimmed">
          {t('webhooks.nextAttempt', { at: when(delivery.nextAttemptAt) })}
        </Text>
      )}
    </Stack>
  );
}

export function Deliveries() {
  const { t, locale } = useT();
  const [status, setStatus] = useState<Status | 'all'>('all');
  const [page, setPage] = useState(1);
  const list = useCall('officeWebhookDeliveries', {
    query: { status: status === 'all' ? undefined : status, page, pageSize: PAGE_SIZE },
  });
  const [failure, setFailure] = useState<CallFailure | null>(null);

  const redeliver = async (delivery: WebhookDelivery) => {
    setFailure(null);
    const result = await officeCall('officeRedeliverWebhook', { params: { id: delivery.deliveryID } });
    if (!result.ok) return setFailure(result.failure);
    notifications.show({ color: 'green', message: t('webhooks.redelivered') });
    list.reload();
  };

  const rows = list.value?.deliveries ?? [];
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {t('webhooks.deliveries')}
        </Title>
        <SegmentedControl
          value={status}
          onChange={(next) => {
            setStatus(next as Status | 'all');
            setPage(1);
          }}
          data={(['all', ...WEBHOOK_DELIVERY_STATUSES] as const).map((value) => ({
            value,
            label: t(`webhooks.status.${value}`),
          }))}
        />
      </Group>
      <Stack>
        {failure && <Failure failure={failure} />}
        {list.status === 'failed' && <Failure failure={list.failure} onRetry={list.reload} />}
        {list.status === 'loading' && !list.value && <Loading />}
        {list.value && rows.length === 0 && <Text size="sm">{t('webhooks.noDeliveries')}</Text>}
        {rows.length > 0 && (
          <Table aria-label={t('webhooks.deliveriesLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('webhooks.col.event')}</Table.Th>
                <Table.Th>{t('webhooks.col.created')}</Table.Th>
                <Table.Th>{t('webhooks.col.status')}</Table.Th>
                <Table.Th>{t('webhooks.col.attempts')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((d) => (
                <Table.Tr key={d.deliveryID}>
                  <Table.Td>
                    <Text size="sm">{d.eventType}</Text>
                    <Text size="xs" c="dimmed">
                      {d.webhookID}
                    </Text>
                  </Table.Td>
                  <Table.Td>{new Date(d.createdAt).toLocaleString(locale)}</Table.Td>
                  <Table.Td>
                    <Badge color={COLORS[d.status]} variant="light">
                      {t(`webhooks.status.${d.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Attempts delivery={d} />
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => void redeliver(d)}>
                      {t('webhooks.redeliver')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {list.value && list.value.total > PAGE_SIZE && (
          <Pager page={page} pages={Math.ceil(list.value.total / PAGE_SIZE)} onChange={setPage} />
        )}
      </Stack>
    </Card>
  );
}
