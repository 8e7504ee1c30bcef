// The Jobs area (OFFICE-2): its own routes under /office/jobs.
import { Route, Routes, useNavigate } from 'react-router';
import { JobList } from './JobList';

export default function JobsArea() {
  const navigate = useNavigate();
  return (
    <Routes>
      <Route index element={<JobList onOpen={(job) => void navigate(`/jobs/${job.jobID}`)} />} />
    </Routes>
  );
}
