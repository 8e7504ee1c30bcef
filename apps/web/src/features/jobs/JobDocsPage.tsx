// JOB-1: the documents of a job that are on this device (file sync fills them in a later issue).
import { List, Text } from '@mantine/core';
import { useJobFiles } from '../../db';
import { t } from '../../i18n/messages';
import { Page } from '../../shell/Page';
import { Loading } from './JobStates';
import { useRouteJobID } from './useRouteJobID';

export function JobDocsPage() {
  const jobID = useRouteJobID();
  const files = useJobFiles(jobID ?? 0);
  return (
    <Page title={t('page.jobDocs')}>
      {files === undefined && <Loading label={t('jobs.loading')} />}
      {files?.length === 0 && <Text role="status">{t('docs.empty')}</Text>}
      {files && files.length > 0 && (
        <List aria-label={t('docs.listLabel')}>
          {files.map((file) => (
            <List.Item key={file.id}>{file.name}</List.Item>
          ))}
        </List>
      )}
    </Page>
  );
}
