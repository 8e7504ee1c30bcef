// OFFICE-5: a list's entries as editable rows in the field's order: value (kept in reports; an
// event type has only its name), English label, Spanish label, move up, move down, remove.
import { ActionIcon, Group, Table, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useT } from '../i18n/i18n';
import { moved, type DraftEntry } from './list-draft';

interface Props {
  entries: DraftEntry[];
  eventTypes: boolean;
  onChange: (entries: DraftEntry[]) => void;
}

export function EntriesTable({ entries, eventTypes, onChange }: Props) {
  const { t } = useT();
  const edit = (index: number, change: Partial<DraftEntry>) =>
    onChange(entries.map((e, i) => (i === index ? { ...e, ...change } : e)));
  if (entries.length === 0) return <p>{t('lists.empty')}</p>;
  return (
    <Table.ScrollContainer minWidth={640} maxHeight="60vh">
      <Table stickyHeader aria-label={t('lists.entriesLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lists.col.order')}</Table.Th>
            {!eventTypes && <Table.Th>{t('lists.col.value')}</Table.Th>}
            <Table.Th>{t(eventTypes ? 'lists.col.name' : 'lists.col.label')}</Table.Th>
            <Table.Th>{t('lists.col.labelEs')}</Table.Th>
            <Table.Th>{t('lists.col.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, i) => {
            const row = { row: i + 1 };
            return (
              <Table.Tr key={entry.key}>
                <Table.Td>{i + 1}</Table.Td>
                {!eventTypes && (
                  <Table.Td>
                    <TextInput
                      aria-label={t('lists.valueOf', row)}
                      value={entry.value}
                      onChange={(e) => edit(i, { value: e.currentTarget.value })}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <TextInput
                    aria-label={t(eventTypes ? 'lists.nameOf' : 'lists.labelOf', row)}
                    value={entry.label}
                    onChange={(e) =>
                      edit(
                        i,
                        eventTypes
                          ? { label: e.currentTarget.value, value: e.currentTarget.value }
                          : { label: e.currentTarget.value },
                      )
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    lang="es"
                    aria-label={t('lists.labelEsOf', row)}
                    value={entry.labelEs}
                    onChange={(e) => edit(i, { labelEs: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      aria-label={t('lists.moveUp', row)}
                      disabled={i === 0}
                      onClick={() => onChange(moved(entries, i, -1))}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={t('lists.moveDown', row)}
                      disabled={i === entries.length - 1}
                      onClick={() => onChange(moved(entries, i, 1))}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={t('lists.remove', row)}
                      onClick={() => onChange(entries.filter((_, n) => n !== i))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
