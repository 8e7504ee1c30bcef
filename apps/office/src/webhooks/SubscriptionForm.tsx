// A new subscription: the receiver's URL, the events it wants, and whether an address inside the
// company network is allowed. The server checks the address (400 with its reason, shown here).
import { Button, Checkbox, Group, Stack, Switch, TextInput } from '@mantine/core';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
  type WebhookSubscriptionWithSecret,
} from '@fieldops/contract';
import { useState } from 'react';
import { type CallFailure, officeCall } from '../api/office-call';
import { useT } from '../i18n/i18n';
import { Failure } from '../ui/states';

export function SubscriptionForm({
  onCreated,
  onCancel,
}: {
  onCreated: (made: WebhookSubscriptionWithSecret) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [description, setDescription] = useState('');
  const [allowPrivate, setAllowPrivate] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    const result = await officeCall('officeCreateWebhook', {
      body: { url: url.trim(), events, description, allowPrivate, enabled: true },
    });
    setSaving(false);
    if (!result.ok) return setFailure(result.failure);
    onCreated(result.value);
  };

  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextInput
        label={t('webhooks.field.url')}
        description={t('webhooks.field.urlHint')}
        value={url}
        onChange={(event) => setUrl(event.currentTarget.value)}
        required
      />
      <Checkbox.Group
        label={t('webhooks.field.events')}
        value={events}
        onChange={(next) => setEvents(next as WebhookEventType[])}
        required
      >
        <Group mt="xs">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={type} />
          ))}
        </Group>
      </Checkbox.Group>
      <TextInput
        label={t('webhooks.field.description')}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      <Switch
        label={t('webhooks.field.allowPrivate')}
        checked={allowPrivate}
        onChange={(event) => setAllowPrivate(event.currentTarget.checked)}
      />
      {failure && <Failure failure={failure} />}
      <Group>
        <Button type="submit" loading={saving} disabled={!url.trim() || events.length === 0}>
          {t('webhooks.save')}
        </Button>
        <Button variant="subtle" onClick={onCancel}>
          {t('webhooks.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
