// OFFICE-9: one job's folders: its crew folder and each folder in it, with whether it is on the
// drive; the office sets up more by name (made on the drive at once; a name already there is kept).
import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { type CallFailure, officeCall } from '../api/office-call';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { Failure, Loading } from '../ui/states';

const ON_DRIVE_COLOUR = '#237032';

/** Names typed one a line or separated by commas; blanks dropped. */
export const namesOf = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((name) => name.trim())
    .filter(Boolean);

export function JobFolders({ jobID, canSetUp }: { jobID: number; canSetUp: boolean }) {
  const { t, locale } = useT();
  const answer = useCall('officeJobFolders', { params: { id: jobID } });
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [saving, setSaving] = useState(false);

  async function setUp() {
    setSaving(true);
    setFailure(null);
    const result = await officeCall('officeSetUpJobFolders', {
      params: { id: jobID },
      body: { names: namesOf(text) },
    });
    setSaving(false);
    if (!result.ok) return setFailure(result.failure);
    setText('');
    answer.reload();
  }

  if (answer.status === 'failed') return <Failure failure={answer.failure} onRetry={answer.reload} />;
  if (!answer.value) return <Loading label={t('folders.loading')} />;
  const { folders, crewFolderID } = answer.value;
  return (
    <Stack>
      <Title order={2}>{t('folders.title', { jobID })}</Title>
      <Text size="sm">
        {crewFolderID ? t('folders.crewFolder', { id: crewFolderID }) : t('folders.noCrewFolder')}
      </Text>
      {folders.length === 0 ? (
        <Alert color="gray">{t('folders.none')}</Alert>
      ) : (
        <Table aria-label={t('folders.listLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('folders.col.name')}</Table.Th>
              <Table.Th>{t('folders.col.drive')}</Table.Th>
              <Table.Th>{t('folders.col.created')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {folders.map((folder) => (
              <Table.Tr key={folder.name}>
                <Table.Td>{folder.name}</Table.Td>
                <Table.Td>
                  {folder.driveFolderID ? (
                    // Outline, dark green on white (6:1): the light green badge is 3.8:1.
                    <Badge color={ON_DRIVE_COLOUR} variant="outline">
                      {t('folders.onDrive')}
                    </Badge>
                  ) : (
                    <Badge color="gray">{t('folders.notOnDrive')}</Badge>
                  )}
                </Table.Td>
                <Table.Td>{new Date(folder.createdAt).toLocaleString(locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canSetUp && (
        <Stack
          component="form"
          gap="xs"
          onSubmit={(event) => {
            event.preventDefault();
            void setUp();
          }}
        >
          <TextInput
            label={t('folders.names')}
            description={t('folders.namesHelp')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          {failure && <Failure failure={failure} />}
          <Group>
            <Button type="submit" loading={saving} disabled={namesOf(text).length === 0}>
              {t('folders.setUp')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
