// OFFICE-3: the people table's columns: who, their field role, trade and class, their account
// (none, invited, signs in, deactivated) and, for an administrator, edit and (de)activate.
import { Badge, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { OfficePerson } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { officeCall, type CallFailure } from '../api/office-call';
import { useT } from '../i18n/i18n';
import { canToggle } from './person-form';

interface Actions {
  mayRun: boolean;
  onEdit: (person: OfficePerson) => void;
  onChanged: () => void;
  onRefused: (failure: CallFailure) => void;
}

function AccountBadge({ person }: { person: OfficePerson }) {
  const { t } = useT();
  const account = person.account;
  if (!account) return <Text size="sm">{t('people.account.none')}</Text>;
  if (!account.active)
    return (
      <Badge variant="dot" color="gray">
        {t('people.account.inactive')}
      </Badge>
    );
  return (
    <Badge color={account.signedIn ? 'green' : 'yellow'} variant="dot">
      {t(account.signedIn ? 'people.account.signsIn' : 'people.account.invited')}
    </Badge>
  );
}

function ActiveButton({
  person,
  onChanged,
  onRefused,
}: { person: OfficePerson } & Omit<Actions, 'mayRun' | 'onEdit'>) {
  const { t } = useT();
  const active = person.account?.active ?? false;
  const confirmThenSet = () =>
    modals.openConfirmModal({
      title: t(active ? 'people.deactivate.title' : 'people.reactivate.title', { name: person.fullName }),
      children: <Text size="sm">{t(active ? 'people.deactivate.body' : 'people.reactivate.body')}</Text>,
      labels: { confirm: t(active ? 'people.deactivate' : 'people.reactivate'), cancel: t('people.cancel') },
      onConfirm: () => {
        void officeCall('officeSetPersonActive', {
          params: { id: person.employeeID },
          body: { active: !active },
        }).then((result) => (result.ok ? onChanged() : onRefused(result.failure)));
      },
    });
  return (
    <Button size="xs" variant="default" onClick={confirmThenSet}>
      {t(active ? 'people.deactivate' : 'people.reactivate')}{' '}
      <VisuallyHidden>{person.fullName}</VisuallyHidden>
    </Button>
  );
}

export function usePeopleColumns({
  mayRun,
  onEdit,
  onChanged,
  onRefused,
}: Actions): ColumnDef<OfficePerson>[] {
  const { t } = useT();
  return useMemo<ColumnDef<OfficePerson>[]>(() => {
    const columns: ColumnDef<OfficePerson>[] = [
      { id: 'name', header: t('people.col.name'), accessorKey: 'fullName' },
      { id: 'email', header: t('people.col.email'), accessorKey: 'email' },
      { id: 'role', header: t('people.col.role'), accessorFn: (p) => t(`people.fieldRole.${p.fieldRole}`) },
      { id: 'trade', header: t('people.col.trade'), accessorFn: (p) => p.trade ?? '' },
      { id: 'class', header: t('people.col.class'), accessorFn: (p) => p.workerClass ?? '' },
      {
        id: 'officeRoles',
        header: t('people.col.officeRoles'),
        accessorFn: (p) => (p.account?.officeRoles ?? []).map((r) => t(`role.${r}`)).join(', '),
      },
      {
        id: 'account',
        header: t('people.col.account'),
        cell: ({ row }) => <AccountBadge person={row.original} />,
      },
    ];
    if (mayRun) {
      columns.push({
        id: 'actions',
        header: t('people.col.actions'),
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" onClick={() => onEdit(row.original)}>
              {t('people.edit')} <VisuallyHidden>{row.original.fullName}</VisuallyHidden>
            </Button>
            {canToggle(row.original) && (
              <ActiveButton person={row.original} onChanged={onChanged} onRefused={onRefused} />
            )}
          </Group>
        ),
      });
    }
    return columns.map((c) => ({ ...c, enableSorting: false }));
  }, [t, mayRun, onEdit, onChanged, onRefused]);
}
