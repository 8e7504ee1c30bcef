// An area that is about one job at a time (photos, folders): pick the job, then its own page at
// <area>/<jobID>, a link other screens may use. The job page is keyed by the job, so picking
// another starts it afresh.
import type { ReactNode } from 'react';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { JobPicker } from './JobPicker';

function JobRoute({ page }: { page: (jobID: number) => ReactNode }) {
  return page(Number(useParams()['jobID']));
}

export function JobArea({ title, page }: { title: string; page: (jobID: number) => ReactNode }) {
  const navigate = useNavigate();
  return (
    <Routes>
      <Route index element={<JobPicker title={title} onPick={(id) => void navigate(String(id))} />} />
      <Route path=":jobID" element={<JobRoute page={page} />} />
    </Routes>
  );
}
