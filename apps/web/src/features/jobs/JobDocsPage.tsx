// JOB-1, FILES-1/2: the documents of a job's folders that are on this device; each opens offline.
import { useJobDocuments } from '../../file-sync';
import { t } from '../../i18n/messages';
import { Page } from '../../ui/Page';
import { DocumentsView } from '../files/DocumentsPage';
import { useRouteJobID } from './useRouteJobID';

export function JobDocsPage() {
  const jobID = useRouteJobID();
  const files = useJobDocuments(jobID ?? 0);
  return (
    <Page title={t('page.jobDocs')}>
      <DocumentsView files={files} empty={t('docs.empty')} />
    </Page>
  );
}
