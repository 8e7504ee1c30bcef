// JOB-4, JOB-5: the new ER job form. Submitting is one action (the job on the device under a
// temporary id, plus its three tasks); it works offline and then shows 'ER job completed'. A save
// that fails (FIELD-7: a full disk) stays on the form with everything typed and says why.
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Autocomplete, Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import type { EventType } from '@fieldops/contract';
import { isQuotaError, useEventTypes, useOptionList } from '../../db';
import { t } from '../../i18n/messages';
import { optionLabel } from '../../i18n/template-text';
import { createErJob } from '../../queue/actions';
import { FormActions } from '../../ui/FormActions';
import { Page } from '../../ui/Page';
import { FillNote } from './FillNote';
import { useLocationFill } from './useLocationFill';

const today = () => new Date().toLocaleDateString('en-CA'); // YYYY-MM-DD in local time

/** The event type an ER job gets unless the user picks another: an emergency one, else the first. */
export function defaultEventType(names: readonly string[]): string {
  return names.find((name) => /emergenc/i.test(name)) ?? names[0] ?? '';
}

export function NewErJobPage() {
  const navigate = useNavigate();
  const workTypes = useOptionList('workTypes');
  const eventTypes = useEventTypes();
  const [form, setForm] = useState({ workType: '', description: '', address1: '', city: '', eventType: '' });
  const [dates, setDates] = useState({ start: today(), end: today() });
  const [errors, setErrors] = useState<Partial<Record<'workType' | 'eventType' | 'end' | 'form', string>>>(
    {},
  );
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const { fill, position, locate } = useLocationFill((address) =>
    setForm((f) => ({ ...f, address1: address.address1, city: address.city })),
  );

  /** An event type's name in the shown language; the English name is what the job event keeps. */
  const eventTypeLabel = (e: Pick<EventType, 'eventType' | 'labels'>) =>
    optionLabel({ label: e.eventType, labels: e.labels });
  const eventType = form.eventType || defaultEventType((eventTypes ?? []).map((e) => e.eventType));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      workType: form.workType.trim() ? undefined : t('erJob.workTypeRequired'),
      eventType: eventType.trim() ? undefined : t('erJob.eventTypeRequired'),
      end: dates.end < dates.start ? t('erJob.endBeforeStart') : undefined,
    };
    setErrors(next);
    if (next.workType || next.eventType || next.end) return;
    setSaving(true);
    try {
      const { jobID } = await createErJob({
        ...form,
        eventType,
        eventTypeLabel: eventTypeLabel(eventTypes?.find((e) => e.eventType === eventType) ?? { eventType }),
        latitude: position?.latitude ?? null,
        longitude: position?.longitude ?? null,
        startDate: dates.start,
        endDate: dates.end,
      });
      void navigate(`/er-job-completed?job=${jobID}`, { viewTransition: true });
    } catch (error) {
      console.error('ER job not saved', error instanceof Error ? error.message : error);
      setErrors({ form: t(isQuotaError(error) ? 'storage.fullNothingSaved' : 'erJob.saveFailed') });
      setSaving(false);
    }
  }

  const hasWorkTypes = workTypes !== undefined && workTypes.length > 0;
  return (
    <Page title={t('page.newErJob')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm" maw={560}>
          {hasWorkTypes ? (
            // Free text with the list's suggestions: a work type not on the list still works.
            <Autocomplete
              label={t('erJob.workType')}
              data={[...new Set(workTypes.map((o) => o.value))]}
              value={form.workType}
              onChange={set('workType')}
              error={errors.workType}
              required
            />
          ) : (
            <TextInput
              label={t('erJob.workType')}
              value={form.workType}
              onChange={(e) => set('workType')(e.currentTarget.value)}
              error={errors.workType}
              required
            />
          )}
          <Textarea
            label={t('erJob.description')}
            description={t('erJob.descriptionHint')}
            placeholder={form.workType}
            value={form.description}
            onChange={(e) => set('description')(e.currentTarget.value)}

            rows={2}
          />
          <Group align="end">
            <Button
              variant="light"
              size="md"
              leftSection={<IconCurrentLocation size={18} aria-hidden />}
              onClick={() => void locate()}
              loading={fill.state === 'locating' || fill.state === 'found'}
            >
              {t('erJob.useLocation')}
            </Button>
          </Group>
          <FillNote fill={fill} />
          <TextInput
            label={t('erJob.address')}
            value={form.address1}
            onChange={(e) => set('address1')(e.currentTarget.value)}
          />
          <TextInput
            label={t('erJob.city')}
            value={form.city}
            onChange={(e) => set('city')(e.currentTarget.value)}
          />
          {eventTypes && eventTypes.length > 0 ? (
            <Select
              label={t('erJob.eventType')}
              data={eventTypes.map((e) => ({ value: e.eventType, label: eventTypeLabel(e) }))}
              value={eventType || null}
              onChange={(v) => set('eventType')(v ?? '')}
              allowDeselect={false}
              error={errors.eventType}
              required
            />
          ) : (
            <TextInput
              label={t('erJob.eventType')}
              value={eventType}
              onChange={(e) => set('eventType')(e.currentTarget.value)}
              error={errors.eventType}
              required
            />
          )}
          <Group grow>
            <TextInput
              type="date"
              label={t('erJob.start')}
              value={dates.start}
              onChange={(e) => {
                const start = e.currentTarget.value;
                setDates((d) => ({ ...d, start }));
              }}
              required
            />
            <TextInput
              type="date"
              label={t('erJob.end')}
              value={dates.end}
              onChange={(e) => {
                const end = e.currentTarget.value;
                setDates((d) => ({ ...d, end }));
              }}
              error={errors.end}
              required
            />
          </Group>
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          <FormActions>
            <Button type="submit" size="md" loading={saving}>
              {t('erJob.create')}
            </Button>
          </FormActions>
          <Text size="sm" c="dimmed">
            {t('erJob.completedIntro')}
          </Text>
        </Stack>
      </form>
    </Page>
  );
}
