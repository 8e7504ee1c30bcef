// The subscriptions: receiver, events, on or paused; pause or resume, a new secret (shown once), or
// delete. Each change goes to the server, which records it in the office record.
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { WebhookSubscription } from '@fieldops/contract';
import { useState } from 'react';
import { type CallFailure, type CallResult, officeCall } from '../api/office-call';
import { useCall } from '../api/use-call';
import { type MessageKey } from '../i18n/catalogue';
import { useT } from '../i18n/i18n';
import { Failure, Loading } from '../ui/states';
import { SecretShown } from './SecretShown';
import { SubscriptionForm } from './SubscriptionForm';

export function Subscriptions({ onChanged }: { onChanged: () => void }) {
  const { t, locale } = useT();
  const list = useCall('officeWebhooks', {});
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<CallFailure | null>(null);

  const after = async (call: Promise<CallResult<unknown>>) => {
    setFailure(null);
    const result = await call;
    if (!result.ok) return setFailure(result.failure);
    list.reload();
    onChanged();
  };
  const confirm = (title: MessageKey, body: MessageKey, run: () => void) =>
    modals.openConfirmModal({
      title: t(title),
      children: <Text size="sm">{t(body)}</Text>,
      labels: { confirm: t('webhooks.confirm'), cancel: t('webhooks.cancel') },
      onConfirm: run,
    });
  const toggle = (s: WebhookSubscription) =>
    void after(
      officeCall('officeUpdateWebhook', {
        params: { id: s.subscriptionID },
        body: {
          url: s.url,
          events: s.events,
          description: s.description,
          allowPrivate: s.allowPrivate,
          enabled: !s.enabled,
        },
      }),
    );
  const rotate = (s: WebhookSubscription) =>
    confirm(
      'webhooks.rotateTitle',
      'webhooks.rotateBody',
      () =>
        void (async () => {
          const result = await officeCall('officeRotateWebhookSecret', { params: { id: s.subscriptionID } });
          if (result.ok) setSecret(result.value.secret);
          await after(Promise.resolve(result));
        })(),
    );
  const remove = (s: WebhookSubscription) =>
    confirm(
      'webhooks.deleteTitle',
      'webhooks.deleteBody',
      () => void after(officeCall('officeDeleteWebhook', { params: { id: s.subscriptionID } })),
    );

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {t('webhooks.subscriptions')}
        </Title>
        {!adding && <Button onClick={() => setAdding(true)}>{t('webhooks.new')}</Button>}
      </Group>
      <Stack>
        {secret && <SecretShown secret={secret} onDone={() => setSecret(null)} />}
        {adding && (
          <SubscriptionForm
            onCancel={() => setAdding(false)}
            onCreated={(made) => {
              setAdding(false);
              setSecret(made.secret);
              list.reload();
            }}
          />
        )}
        {failure && <Failure failure={failure} />}
        {list.status === 'failed' && <Failure failure={list.failure} onRetry={list.reload} />}
        {list.status === 'loading' && !list.value && <Loading />}
        {list.value && list.value.length === 0 && <Text size="sm">{t('webhooks.empty')}</Text>}
        {list.value && list.value.length > 0 && (
          <Table aria-label={t('webhooks.subscriptionsLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('webhooks.col.url')}</Table.Th>
                <Table.Th>{t('webhooks.col.events')}</Table.Th>
                <Table.Th>{t('webhooks.col.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.value.map((s) => (
                <Table.Tr key={s.subscriptionID}>
                  <Table.Td>
                    <Text size="sm">{s.url}</Text>
                    {s.description && (
                      <Text size="xs" c="dimmed">
                        {s.description}
                      </Text>
                    )}
                    {s.previousSecretUntil && (
                      <Text size="xs" c="dimmed">
                        {t('webhooks.overlap', {
                          until: new Date(s.previousSecretUntil).toLocaleString(locale),
                        })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{s.events.join(', ')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={s.enabled ? 'green' : 'gray'} variant="light">
                      {t(s.enabled ? 'webhooks.enabled' : 'webhooks.disabled')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => toggle(s)}>
                        {t(s.enabled ? 'webhooks.pause' : 'webhooks.resume')}
                      </Button>
                      <Button size="xs" variant="light" onClick={() => rotate(s)}>
                        {t('webhooks.rotate')}
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => remove(s)}>
                        {t('webhooks.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
