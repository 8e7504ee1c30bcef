// OFFICE-9: the Photos area: pick a job, then see its photos on a map and a timeline. Its own routes
// under /office/photos (a job's photos at /office/photos/<jobID>, a link other screens may use).
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { useT } from '../i18n/i18n';
import { JobPicker } from '../ui/JobPicker';
import { JobPhotos } from './JobPhotos';

function JobPhotosRoute() {
  const jobID = Number(useParams()['jobID']);
  return <JobPhotos key={jobID} jobID={jobID} />;
}

export default function PhotosArea() {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <Routes>
      <Route
        index
        element={<JobPicker title={t('photos.nav')} onPick={(id) => void navigate(String(id))} />}
      />
      <Route path=":jobID" element={<JobPhotosRoute />} />
    </Routes>
  );
}
