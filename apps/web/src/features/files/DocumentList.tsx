// FILES-1: documents with their tags (SYNC-7); one opens in the viewer when its bytes are here.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { LocalFile } from '../../db';
import { type MessageKey, t } from '../../i18n/messages';
import { UPLOAD_PREFIX } from '../../queue/actions/files';
import { formatSize } from './format';

const TAG_COLORS: Record<LocalFile['tag'], string> = {
  new: 'gray',
  downloading: 'blue',
  completed: 'teal',
  synced: 'green',
};

export function tagLabel(file: LocalFile): string {
  if (file.id.startsWith(UPLOAD_PREFIX)) return t('files.tag.uploading');
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
  return (
    <Stack component="ul" aria-label={label} gap="xs" p={0} style={{ listStyle: 'none' }}>
      {files.map((file) => (
        <Group component="li" key={file.id} justify="space-between" wrap="nowrap" gap="sm" py={4}>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={500} truncate>
              {file.name}
            </Text>
            <Group gap="xs">
              <Badge color={TAG_COLORS[file.tag]} variant="light" data-testid={`tag-${file.name}`}>
                {tagLabel(file)}
              </Badge>
              <Text size="sm" c="dimmed">
                {file.blob ? formatSize(file.size) : t('files.notOnDevice')}
              </Text>
            </Group>
          </Stack>
          <Button
            variant="light"
            size="md"
            disabled={!file.blob}
            onClick={() => onOpen(file)}
            aria-label={t('files.open', { name: file.name })}
          >
            {t('files.openButton')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
