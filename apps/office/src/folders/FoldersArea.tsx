// OFFICE-9: the Job folders area: pick a job, then see and set up its folders. Everyone who reads
// jobs sees them; only those the contract lets set them up see the form (the server checks too).
import { calls } from '@fieldops/contract';
import { mayUse, useMe } from '../auth/me';
import { useT } from '../i18n/i18n';
import { JobArea } from '../ui/JobArea';
import { JobFolders } from './JobFolders';

export default function FoldersArea() {
  const { t } = useT();
  const canSetUp = mayUse(useMe(), calls.officeSetUpJobFolders.office);
  return (
    <JobArea
      title={t('folders.nav')}
      page={(jobID) => <JobFolders key={jobID} jobID={jobID} canSetUp={canSetUp} />}
    />
  );
}
