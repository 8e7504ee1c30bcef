// FILES-2: a document opened from the device, with no network: a pdf drawn by pdf.js (ui's
// PdfDocumentView, as in the reports viewer), an image, or text. The bytes come from the `files`
// store only.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Code, Image, Modal, Text } from '@mantine/core';
import { useDocument } from '../../file-sync';
import { t } from '../../i18n/messages';
import { Loading } from '../../ui/Loading';
import { useObjectUrl } from '../../ui/useObjectUrl';

const PdfDocumentView = lazy(async () => ({
  default: (await import('../../ui/PdfDocumentView')).PdfDocumentView,
}));

function TextView({ blob }: { blob: Blob }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void blob.text().then((value) => live && setText(value));
    return () => {
      live = false;
    };
  }, [blob]);
  if (text === null) return <Loading label={t('files.loading')} />;
  return (
    <Code block data-testid="text-document" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Code>
  );
}

function DocumentBody({ blob, mimeType, name }: { blob: Blob; mimeType: string; name: string }) {
  const url = useObjectUrl(mimeType.startsWith('image/') ? blob : null);
  const [pages, setPages] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  if (failed) return <Alert color="red">{t('files.viewer.failed')}</Alert>;
  if (mimeType === 'application/pdf') {
    return (
      <Suspense fallback={<Loading label={t('files.loading')} />}>
        {pages !== null && <Text size="sm">{t('files.viewer.pages', { count: pages })}</Text>}
        <PdfDocumentView
          blob={blob}
          zoom={1}
          onPages={setPages}
          onError={(error) => {
            console.error('Document not drawn', error instanceof Error ? error.message : error);
            setFailed(true);
          }}
        />
      </Suspense>
    );
  }
  if (mimeType.startsWith('image/')) return <Image src={url} alt={name} fit="contain" mah="75vh" />;
  return <TextView blob={blob} />;
}

export function DocumentViewer({ fileID, onClose }: { fileID: string | null; onClose: () => void }) {
  const file = useDocument(fileID);
  return (
    <Modal
      opened={fileID !== null}
      onClose={onClose}
      title={file?.name ?? ''}
      size="xl"
      closeButtonProps={{ 'aria-label': t('files.viewer.close') }}
    >
      {file === undefined && <Loading label={t('files.loading')} />}
      {file && !file.blob && <Alert color="gray">{t('files.viewer.notOnDevice')}</Alert>}
      {file === null && <Alert color="gray">{t('files.viewer.notOnDevice')}</Alert>}
      {file?.blob && <DocumentBody blob={file.blob} mimeType={file.mimeType} name={file.name} />}
    </Modal>
  );
}
