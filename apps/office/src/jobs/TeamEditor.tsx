// Assign a job's foreman and crew (OFFICE-2). The server checks that the foreman leads crews; the
// foreman's devices get the job on their next poll.
import { Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OfficeJob } from '@fieldops/contract';
import { useState } from 'react';
import { type CallFailure, officeCall } from '../api/office-call';
import { useT } from '../i18n/i18n';
import { Failure } from '../ui/states';
import { usePeopleChoices } from './use-people';

export function TeamEditor({ job, onSaved }: { job: OfficeJob; onSaved: (job: OfficeJob) => void }) {
  const { t } = useT();
  const people = usePeopleChoices();
  const [foreman, setForeman] = useState<string | null>(job.foreman ? String(job.foreman.employeeID) : null);
  const [crew, setCrew] = useState<string[]>(job.crew.map((person) => String(person.employeeID)));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  // Whoever is on the job now stays choosable even when beyond the page of people loaded.
  const onJob = [...(job.foreman ? [job.foreman] : []), ...job.crew].map((person) => ({
    value: String(person.employeeID),
    label: person.name,
  }));
  const merge = (choices: { value: string; label: string }[]) => {
    const known = new Set(choices.map((choice) => choice.value));
    return [...choices, ...onJob.filter((choice) => !known.has(choice.value))];
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    const result = await officeCall('officeSetJobCrew', {
      params: { id: job.jobID },
      body: { foremanID: foreman === null ? null : Number(foreman), crew: crew.map(Number) },
    });
    setSaving(false);
    if (!result.ok) return setFailure(result.failure);
    notifications.show({
      color: 'green',
      message: t('jobs.teamSaved', { jobNumber: result.value.jobNumber }),
    });
    onSaved(result.value);
  };

  if (people.status === 'failed') return <Text c="red">{t('jobs.peopleFailed')}</Text>;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('jobs.teamHint')}
      </Text>
      <Select
        label={t('jobs.foreman')}
        placeholder={t('jobs.pickForeman')}
        data={merge(people.foremen).filter(
          (choice) => choice.value === foreman || people.foremen.some((f) => f.value === choice.value),
        )}
        value={foreman}
        onChange={setForeman}
        searchable
        clearable
        disabled={people.status === 'loading'}
      />
      <MultiSelect
        label={t('jobs.crew')}
        placeholder={t('jobs.pickCrew')}
        data={merge(people.everyone).filter((choice) => choice.value !== foreman)}
        value={crew.filter((member) => member !== foreman)}
        onChange={setCrew}
        searchable
        disabled={people.status === 'loading'}
      />
      {failure && <Failure failure={failure} />}
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={saving} disabled={people.status === 'loading'}>
          {t('jobs.saveTeam')}
        </Button>
      </Group>
    </Stack>
  );
}
