// A job chosen by number or address from the server's job search (the areas that work on one job:
// its photos, its folders). The search is the server's; nothing is filtered here.
import { Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { Failure } from './states';

export function JobPicker({ title, onPick }: { title: string; onPick: (jobID: number) => void }) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const jobs = useCall('officeJobs', { query: { search: search.trim(), pageSize: 50 } });
  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <Select
        label={t('jobPicker.label')}
        placeholder={t('jobPicker.hint')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        data={(jobs.value?.jobs ?? []).map((job) => ({
          value: String(job.jobID),
          label: `${job.jobNumber} · ${job.address1}`,
        }))}
        onChange={(jobID) => jobID && onPick(Number(jobID))}
        w={420}
      />
      {jobs.status === 'failed' && <Failure failure={jobs.failure} onRetry={jobs.reload} />}
    </Stack>
  );
}
