// FILES-3: a file or photo into a folder, through the queue (sent when the network allows).
import { FileButton, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DOWNLOADABLE_MIME_TYPES, FOLDER_UPLOAD_MAX_BYTES } from '@fieldops/contract';
import { t } from '../../i18n/messages';
import { uploadFileToFolder } from '../../queue/actions/files';
import { formatSize } from './format';

export function UploadButton({ folderID }: { folderID: string }) {
  async function upload(file: File | null) {
    if (!file) return;
    const result = await uploadFileToFolder(folderID, { name: file.name, blob: file });
    const size = formatSize(FOLDER_UPLOAD_MAX_BYTES);
    if (result.ok)
      notifications.show({ message: t('files.uploadQueued', { name: file.name }), color: 'green' });
    else if (result.reason === 'tooLarge')
      notifications.show({ message: t('files.uploadTooLarge', { name: file.name, size }), color: 'red' });
    else if (result.reason === 'wrongType')
      notifications.show({ message: t('files.uploadWrongType', { name: file.name }), color: 'red' });
    else notifications.show({ message: t('files.folderMissing'), color: 'red' });
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
