// OFFICE-9: the Job folders area: pick a job, then see and set up its folders. Everyone who reads
// jobs sees them; only those the contract lets set them up see the form (the server checks too).
import { calls } from '@fieldops/contract';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { mayUse, useMe } from '../auth/me';
import { useT } from '../i18n/i18n';
import { JobPicker } from '../ui/JobPicker';
import { JobFolders } from './JobFolders';

function JobFoldersRoute() {
  const me = useMe();
  const jobID = Number(useParams()['jobID']);
  return <JobFolders key={jobID} jobID={jobID} canSetUp={mayUse(me, calls.officeSetUpJobFolders.office)} />;
}

export default function FoldersArea() {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <Routes>
      <Route
        index
        element={<JobPicker title={t('folders.nav')} onPick={(id) => void navigate(String(id))} />}
      />
      <Route path=":jobID" element={<JobFoldersRoute />} />
    </Routes>
  );
}
