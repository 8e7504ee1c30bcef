// A new job (OFFICE-2): the form; once created, its page, where its foreman and crew are assigned.
import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/i18n';
import { JobForm } from './JobForm';
import { EMPTY_JOB } from './job-form-values';

export function JobCreatePage() {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <Stack maw={960}>
      <Title order={2}>{t('jobs.newTitle')}</Title>
      <JobForm
        initial={EMPTY_JOB}
        onSaved={(job) => void navigate(`/jobs/${job.jobID}`)}
        onCancel={() => void navigate('/jobs')}
      />
    </Stack>
  );
}
