// OFFICE-9: the Photos area: pick a job, then see its photos on a map and a timeline. Its own routes
// under /office/photos (a job's photos at /office/photos/<jobID>, a link other screens may use).
import { useT } from '../i18n/i18n';
import { JobArea } from '../ui/JobArea';
import { JobPhotos } from './JobPhotos';

export default function PhotosArea() {
  const { t } = useT();
  return <JobArea title={t('photos.nav')} page={(jobID) => <JobPhotos key={jobID} jobID={jobID} />} />;
}
