// FILES-1: docs-list (every document kept on the device) and job-docs (the documents of the
// user's job folders), both read from the device only.
import { useState } from 'react';
import { Text } from '@mantine/core';
import type { LocalFile } from '../../db';
import { useAllDocuments, useJobDocuments } from '../../file-sync';
import { t } from '../../i18n/messages';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { DocumentList } from './DocumentList';
import { DocumentViewer } from './DocumentViewer';

export function DocumentsView({ files, empty }: { files: LocalFile[] | undefined; empty: string }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      {files === undefined && <Loading label={t('files.loading')} />}
      {files?.length === 0 && <Text role="status">{empty}</Text>}
      {files && files.length > 0 && (
        <DocumentList files={files} label={t('files.docsLabel')} onOpen={(file) => setOpen(file.id)} />
      )}
      <DocumentViewer fileID={open} onClose={() => setOpen(null)} />
    </>
  );
}

export function DocsListPage() {
  const files = useAllDocuments();
  return (
    <Page title={t('page.docsList')}>
      <DocumentsView files={files} empty={t('files.allDocsEmpty')} />
    </Page>
  );
}

export function JobFolderDocsPage() {
  const files = useJobDocuments();
  return (
    <Page title={t('page.docs')}>
      <DocumentsView files={files} empty={t('files.jobDocsEmpty')} />
    </Page>
  );
}
