// OFFICE-3: the company's people, searched, filtered and paged by the server; an administrator
// adds and edits a person (the invite is "Signs in") and deactivates or reactivates an account
// after a confirm. A refusal (deactivating yourself) shows the server's own message.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { calls, type OfficePeopleQuery, type OfficePerson } from '@fieldops/contract';
import { useState } from 'react';
import { mayUse, useMe } from '../auth/me';
import { useCall } from '../api/use-call';
import type { CallFailure } from '../api/office-call';
import { useT } from '../i18n/i18n';
import { DataTable } from '../ui/DataTable';
import { ChoiceFilter, SearchBox } from '../ui/ListFilters';
import { Pager } from '../ui/Pager';
import { Failure, Loading } from '../ui/states';
import { PersonDialog } from './PersonDialog';
import { usePeopleColumns } from './people-columns';

export const PEOPLE_PAGE_SIZE = 50;
type Active = OfficePeopleQuery['active'];
const ACTIVE: readonly Active[] = ['active', 'inactive', 'all'];

export function PeopleList() {
  const { t } = useT();
  const mayRun = mayUse(useMe(), calls.officeCreatePerson.office);
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [active, setActive] = useState<Active>('active');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<OfficePerson | 'new' | null>(null);
  const [refusal, setRefusal] = useState<CallFailure | null>(null);
  const list = useCall('officePeople', {
    query: { search: searched, active, page, pageSize: PEOPLE_PAGE_SIZE },
  });
  const columns = usePeopleColumns({
    mayRun,
    onEdit: setEditing,
    onChanged: () => {
      setRefusal(null);
      list.reload();
    },
    onRefused: setRefusal,
  });
  const value = list.value;
  const pages = value ? Math.max(1, Math.ceil(value.total / value.pageSize)) : 1;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('people.title')}</Title>
        {mayRun && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('people.add')}
          </Button>
        )}
      </Group>
      <Group align="flex-end">
        <SearchBox
          label={t('people.search')}
          hint={t('people.searchHint')}
          value={search}
          onChange={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        <ChoiceFilter
          id="people-active-label"
          label={t('people.show')}
          value={active}
          choices={ACTIVE.map((a) => ({ value: a, label: t(`people.show.${a}`) }))}
          onChange={(next) => {
            setActive(next);
            setPage(1);
          }}
        />
      </Group>
      {refusal && <Failure failure={refusal} />}
      {list.status === 'failed' && <Failure failure={list.failure} onRetry={list.reload} />}
      {!value && list.status === 'loading' && <Loading label={t('people.loading')} />}
      {value && (
        <>
          <DataTable
            label={t('people.listLabel')}
            rows={value.people}
            columns={columns}
            rowKey={(person) => String(person.employeeID)}
            sorting={[]}
            onSortingChange={() => undefined}
            empty={searched !== '' || active !== 'all' ? t('people.noMatch') : t('people.empty')}
          />
          <Group justify="space-between">
            <Text size="sm" aria-live="polite">
              {list.status === 'loading' ? t('people.loading') : t('table.total', { count: value.total })}
            </Text>
            <Pager page={page} pages={pages} onChange={setPage} />
          </Group>
        </>
      )}
      {editing && (
        <PersonDialog
          person={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </Stack>
  );
}
