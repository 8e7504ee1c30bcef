// The Webhooks area (INT-4): the company's subscriptions (made, paused, re-keyed, deleted by an
// office administrator) and the log of deliveries with each attempt, any of which can be sent again.
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../i18n/i18n';
import { Deliveries } from './Deliveries';
import { Subscriptions } from './Subscriptions';

export default function WebhooksArea() {
  const { t } = useT();
  // A change to the subscriptions (one deleted) changes the deliveries shown: read them again.
  const [round, setRound] = useState(0);
  return (
    <Stack>
      <Title order={2}>{t('webhooks.title')}</Title>
      <Text size="sm">{t('webhooks.intro')}</Text>
      <Subscriptions onChanged={() => setRound((r) => r + 1)} />
      <Deliveries key={round} />
    </Stack>
  );
}
