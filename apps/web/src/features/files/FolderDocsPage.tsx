// FILES-1..3: one folder's documents with their tags; open one offline, upload into the folder.
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Group, Text } from '@mantine/core';
import { useFolderDocuments, useTrackedFolder } from '../../file-sync';
import { t } from '../../i18n/messages';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { DocumentList } from './DocumentList';
import { DocumentViewer } from './DocumentViewer';
import { UploadButton } from './UploadButton';

export function FolderDocsPage() {
  const folderID = useParams().folderid ?? '';
  const folder = useTrackedFolder(folderID);
  const files = useFolderDocuments(folderID);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Page title={folder?.name ?? t('page.folderDocs')}>
      {(folder === undefined || files === undefined) && <Loading label={t('files.loading')} />}
      {folder === null && <Alert color="gray">{t('files.folderMissing')}</Alert>}
      {folder && (
        <Group justify="flex-end">
          <UploadButton folderID={folder.folderID} />
        </Group>
      )}
      {folder && files?.length === 0 && <Text role="status">{t('files.docsEmpty')}</Text>}
      {folder && files && files.length > 0 && (
        <DocumentList files={files} label={t('files.docsLabel')} onOpen={(file) => setOpen(file.id)} />
      )}
      <DocumentViewer fileID={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
