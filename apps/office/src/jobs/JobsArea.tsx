// The Jobs area (OFFICE-2): its own routes under /office/jobs. Creating is offered to the office
// roles that may create (the server checks again).
import { calls } from '@fieldops/contract';
import { Route, Routes, useNavigate } from 'react-router';
import { mayUse, useMe } from '../auth/me';
import { JobCreatePage } from './JobCreatePage';
import { JobList } from './JobList';
import { JobPage } from './JobPage';

export default function JobsArea() {
  const navigate = useNavigate();
  const me = useMe();
  const mayCreate = mayUse(me, calls.officeCreateJob.office);
  return (
    <Routes>
      <Route
        index
        element={
          <JobList
            onOpen={(job) => void navigate(`/jobs/${job.jobID}`)}
            {...(mayCreate ? { onCreate: () => void navigate('/jobs/new') } : {})}
          />
        }
      />
      {mayCreate && <Route path="new" element={<JobCreatePage />} />}
      <Route path=":jobID" element={<JobPage />} />
    </Routes>
  );
}
