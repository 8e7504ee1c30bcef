// Create or edit a job (OFFICE-2): its number, address, city, work type and description, and the
// site's pin (map click or typed coordinates). Checked by the contract's schema before it is sent;
// the server's refusal (a taken job number) is shown under the form in its own words.
import { Button, Grid, Group, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { OfficeJob } from '@fieldops/contract';
import { useState } from 'react';
import { type CallFailure, officeCall } from '../api/office-call';
import { useT } from '../i18n/i18n';
import { Failure } from '../ui/states';
import { type JobFormValues, inputOf, problemsOf } from './job-form-values';
import { SitePin } from './SitePin';

export interface JobFormProps {
  initial: JobFormValues;
  /** The job being edited; none when creating. */
  jobID?: number;
  onSaved: (job: OfficeJob) => void;
  onCancel: () => void;
}

export function JobForm({ initial, jobID, onSaved, onCancel }: JobFormProps) {
  const { t } = useT();
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<JobFormValues>({
    initialValues: initial,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(problemsOf(values)).map(([field, problem]) => [
          field,
          problem === 'required' ? t('jobs.required') : t('jobs.invalid'),
        ]),
      ),
  });
  const latitude = form.values.latitude;
  const longitude = form.values.longitude;
  const pin =
    latitude !== '' &&
    longitude !== '' &&
    Number.isFinite(Number(latitude)) &&
    Number.isFinite(Number(longitude))
      ? { latitude: Number(latitude), longitude: Number(longitude) }
      : null;

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    const body = inputOf(values);
    const result =
      jobID === undefined
        ? await officeCall('officeCreateJob', { body })
        : await officeCall('officeUpdateJob', { params: { id: jobID }, body });
    setSaving(false);
    if (!result.ok) return setFailure(result.failure);
    notifications.show({
      color: 'green',
      message: t(jobID === undefined ? 'jobs.created' : 'jobs.saved', { jobNumber: result.value.jobNumber }),
    });
    onSaved(result.value);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              label={t('jobs.field.jobNumber')}
              description={t('jobs.field.jobNumberHint')}
              required
              {...form.getInputProps('jobNumber')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <TextInput label={t('jobs.field.workType')} required {...form.getInputProps('workType')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <TextInput label={t('jobs.field.address1')} {...form.getInputProps('address1')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput label={t('jobs.field.city')} {...form.getInputProps('city')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t('jobs.field.workDescription')}
              autosize
              minRows={2}
              {...form.getInputProps('workDescription')}
            />
          </Grid.Col>
        </Grid>
        <Stack gap="xs">
          <Text fw={500} size="sm">
            {t('jobs.site')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('jobs.siteHint')}
          </Text>
          <Group align="flex-start">
            <NumberInput
              label={t('jobs.field.latitude')}
              decimalScale={6}
              min={-90}
              max={90}
              hideControls
              {...form.getInputProps('latitude')}
            />
            <NumberInput
              label={t('jobs.field.longitude')}
              decimalScale={6}
              min={-180}
              max={180}
              hideControls
              {...form.getInputProps('longitude')}
            />
            {pin && (
              <Button
                variant="subtle"
                mt={24}
                onClick={() => form.setValues({ latitude: '', longitude: '' })}
              >
                {t('jobs.clearPin')}
              </Button>
            )}
          </Group>
          <SitePin pin={pin} onPick={(picked) => form.setValues(picked)} />
        </Stack>
        {failure && <Failure failure={failure} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('jobs.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {jobID === undefined ? t('jobs.create') : t('jobs.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
