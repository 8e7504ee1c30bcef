// OFFICE-5: pick a list (note types, units, cost codes, ... or the job event types), edit its
// entries in the field's order with their Spanish labels, and save it whole. The draft stays in the
// browser until saved; problems (a blank or repeated value) are shown before anything is sent.
import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { assertNever, type OfficeLists } from '@fieldops/contract';
import { useState } from 'react';
import { officeCall, type CallFailure } from '../api/office-call';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { Failure, Loading } from '../ui/states';
import { EntriesTable } from './EntriesTable';
import {
  blankEntry,
  draftOf,
  EVENT_TYPES,
  eventTypesInput,
  listNames,
  optionListInput,
  problemsOf,
  type DraftEntry,
  type DraftProblem,
} from './list-draft';

export function ListEditor() {
  const { t } = useT();
  const lists = useCall('officeLists', {});
  const [saved, setSaved] = useState<OfficeLists | null>(null);
  const current = saved ?? lists.value;
  const [listName, setListName] = useState<string>(EVENT_TYPES);
  // The draft of the list on screen; another list, or a fresh answer, starts from the server's.
  const [edited, setEdited] = useState<{ of: OfficeLists; listName: string; entries: DraftEntry[] } | null>(
    null,
  );
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [outcome, setOutcome] = useState<'saved' | CallFailure | null>(null);
  const [saving, setSaving] = useState(false);
  if (!current) {
    if (lists.status === 'failed') return <Failure failure={lists.failure} onRetry={lists.reload} />;
    return <Loading label={t('lists.loading')} />;
  }
  const entries =
    edited && edited.of === current && edited.listName === listName
      ? edited.entries
      : draftOf(current, listName);
  const setEntries = (next: DraftEntry[]) => setEdited({ of: current, listName, entries: next });
  const save = async () => {
    const draft = entries;
    const found = problemsOf(draft, listName);
    setProblems(found);
    setOutcome(null);
    if (found.length > 0) return;
    setSaving(true);
    const result =
      listName === EVENT_TYPES
        ? await officeCall('officeSetEventTypes', { body: eventTypesInput(draft) })
        : await officeCall('officeSetOptionList', { params: { listName }, body: optionListInput(draft) });
    setSaving(false);
    if (result.ok) setSaved(result.value);
    setOutcome(result.ok ? 'saved' : result.failure);
  };
  const problemText = (p: DraftProblem) => {
    switch (p.problem) {
      case 'blank':
        return t('lists.problem.blank', { row: p.row });
      case 'repeated':
        return t('lists.problem.repeated', { row: p.row, value: p.value });
      case 'emptyEventTypes':
        return t('lists.problem.emptyEventTypes');
      default:
        return assertNever(p);
    }
  };
  return (
    <Stack>
      <Title order={2}>{t('lists.title')}</Title>
      <Select
        label={t('lists.pick')}
        allowDeselect={false}
        searchable
        value={listName}
        onChange={(next) => {
          if (next) setListName(next);
          setProblems([]);
          setOutcome(null);
        }}
        data={listNames(current).map((name) => ({
          value: name,
          label: name === EVENT_TYPES ? t('lists.eventTypes') : name,
        }))}
        w={320}
      />
      <EntriesTable entries={entries} eventTypes={listName === EVENT_TYPES} onChange={setEntries} />
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEntries([...entries, blankEntry()])}
        >
          {t('lists.addEntry')}
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          {t('lists.save')}
        </Button>
      </Group>
      {problems.length > 0 && (
        <Alert color="orange" role="alert">
          <Text size="sm" fw={700}>
            {t('lists.problems')}
          </Text>
          {problems.map((p) => (
            <Text size="sm" key={`${p.problem}-${'row' in p ? p.row : 0}`}>
              {problemText(p)}
            </Text>
          ))}
        </Alert>
      )}
      <div aria-live="polite">{outcome === 'saved' && <Text size="sm">{t('lists.saved')}</Text>}</div>
      {outcome && outcome !== 'saved' && <Failure failure={outcome} />}
    </Stack>
  );
}
