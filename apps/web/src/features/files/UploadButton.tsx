// FILES-3: a file or photo into a folder, through the queue (sent when the network allows).
import { FileButton, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DOWNLOADABLE_MIME_TYPES, FOLDER_UPLOAD_MAX_BYTES } from '@fieldops/contract';
import { type MessageKey, t } from '../../i18n/messages';
import { type UploadResult, uploadFileToFolder } from '../../file-sync';
import { formatSize } from './format';

const REFUSALS: Record<Extract<UploadResult, { ok: false }>['reason'], MessageKey> = {
  tooLarge: 'files.uploadTooLarge',
  wrongType: 'files.uploadWrongType',
  noFolder: 'files.folderMissing',
  storageFull: 'files.uploadStorageFull',
};

export function UploadButton({ folderID }: { folderID: string }) {
  async function upload(file: File | null) {
    if (!file) return;
    let result: UploadResult;
    try {
      result = await uploadFileToFolder(folderID, { name: file.name, blob: file });
    } catch (error) {
      console.error('Upload not queued', error instanceof Error ? error.message : error);
      notifications.show({ message: t('files.uploadFailed', { name: file.name }), color: 'red' });
      return;
    }
    const size = formatSize(FOLDER_UPLOAD_MAX_BYTES);
    if (result.ok)
      notifications.show({ message: t('files.uploadQueued', { name: file.name }), color: 'green' });
    else notifications.show({ message: t(REFUSALS[result.reason], { name: file.name, size }), color: 'red' });
  }
  return (
    <FileButton onChange={(file) => void upload(file)} accept={DOWNLOADABLE_MIME_TYPES.join(',')}>
      {(props) => (
        <Button
          {...props}
          size="md"
          variant="light"
          title={t('files.uploadHint', { size: formatSize(FOLDER_UPLOAD_MAX_BYTES) })}
        >
          {t('files.upload')}
        </Button>
      )}
    </FileButton>
  );
}
