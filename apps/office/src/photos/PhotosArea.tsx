// OFFICE-9: the Photos area: pick a job, then see its photos on a map and a timeline. Its own routes
// under /office/photos (a job's photos at /office/photos/<jobID>, a link other screens may use).
import { Select, Stack, Title } from '@mantine/core';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { useState } from 'react';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { Failure } from '../ui/states';
import { JobPhotos } from './JobPhotos';

function JobPicker() {
  const { t } = useT();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const jobs = useCall('officeJobs', { query: { search: search.trim(), pageSize: 50 } });
  return (
    <Stack>
      <Title order={2}>{t('photos.nav')}</Title>
      <Select
        label={t('photos.pickJob')}
        placeholder={t('photos.pickJobHint')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        data={(jobs.value?.jobs ?? []).map((job) => ({
          value: String(job.jobID),
          label: `${job.jobNumber} · ${job.address1}`,
        }))}
        onChange={(jobID) => jobID && void navigate(jobID)}
        w={420}
      />
      {jobs.status === 'failed' && <Failure failure={jobs.failure} onRetry={jobs.reload} />}
    </Stack>
  );
}

function JobPhotosRoute() {
  const jobID = Number(useParams()['jobID']);
  return <JobPhotos key={jobID} jobID={jobID} />;
}

export default function PhotosArea() {
  return (
    <Routes>
      <Route index element={<JobPicker />} />
      <Route path=":jobID" element={<JobPhotosRoute />} />
    </Routes>
  );
}
