// FILES-1: documents with their tags (SYNC-7); one opens in the viewer when its bytes are here.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { LocalFile } from '../../db';
import { UPLOAD_PREFIX, isPendingUpload } from '../../file-sync';
import { type MessageKey, t } from '../../i18n/messages';
import { useTasksByID } from '../../queue/hooks';
import type { QueuedTask } from '../../queue/task';
import { UploadProgress } from '../../uploads/UploadProgress';
import { uploadFraction } from '../../uploads/upload-record';
import { formatSize } from './format';

const TAG_COLORS: Record<LocalFile['tag'], string> = {
  new: 'gray',
  downloading: 'blue',
  completed: 'teal',
  synced: 'green',
};

/** An upload the server refused, or that ran out of tries: it waits in the queue list for the user. */
function uploadStopped(file: LocalFile, tasks: Map<number, QueuedTask> | undefined): boolean {
  const task = tasks?.get(Number(file.id.slice(UPLOAD_PREFIX.length)));
  return task?.state === 'rejected' || task?.state === 'skipped';
}

export function tagLabel(file: LocalFile, tasks?: Map<number, QueuedTask>): string {
  if (isPendingUpload(file)) {
    return t(uploadStopped(file, tasks) ? 'files.tag.notUploaded' : 'files.tag.uploading');
  }
  return t(`files.tag.${file.tag}` as MessageKey);
}

export function DocumentList({
  files,
  label,
  onOpen,
}: {
  files: readonly LocalFile[];
  label: string;
  onOpen: (file: LocalFile) => void;
}) {
  const tasks = useTasksByID();
  return (
    <Stack component="ul" aria-label={label} gap="xs" p={0} style={{ listStyle: 'none' }}>
      {files.map((file) => (
        <Group component="li" key={file.id} justify="space-between" wrap="nowrap" gap="sm" py={4}>
          <Stack gap={2} style={{ minWidth: 0 }}>
            {/* UX-3: a long file name wraps, whole, rather than ending in an ellipsis. */}
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            <Group gap="xs">
              <Badge
                color={isPendingUpload(file) && uploadStopped(file, tasks) ? 'red' : TAG_COLORS[file.tag]}
                variant="light"
                data-testid={`tag-${file.name}`}
              >
                {tagLabel(file, tasks)}
              </Badge>
              <Text size="sm" c="dimmed">
                {file.blob ? formatSize(file.size) : t('files.notOnDevice')}
              </Text>
            </Group>
            {isPendingUpload(file) && <UploadProgress fraction={uploadFraction(file)} />}
          </Stack>
          <Button
            variant="light"
            size="md"
            disabled={!file.blob}
            onClick={() => onOpen(file)}
            aria-label={t('files.open', { name: file.name })}
            style={{ flexShrink: 0 }}
          >
            {t('files.openButton')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
