// OFFICE-9: add or edit one vehicle or asset, and retire it (or return it to service). The server
// checks everything (a unit number taken, a blank name) and its refusal is shown as it says it.
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  FLEET_STATUSES,
  type FleetKind,
  FleetStatus,
  type OfficeFleetInput,
  type OfficeFleetItem,
} from '@fieldops/contract';
import { useState } from 'react';
import { type CallFailure, type CallResult, officeCall } from '../api/office-call';
import { useT } from '../i18n/i18n';
import { Failure } from '../ui/states';

export interface UnitFormProps {
  kind: FleetKind;
  /** The unit being edited; none when adding. */
  unit?: OfficeFleetItem;
  onSaved: () => void;
}

const inputOf = (unit?: OfficeFleetItem): OfficeFleetInput => ({
  code: unit?.id ?? '',
  name: unit?.name ?? '',
  type: unit?.type ?? '',
  status: unit?.status ?? 'idle',
  assignedTo: unit?.assignedTo ?? '',
});

export function UnitForm({ kind, unit, onSaved }: UnitFormProps) {
  const { t, locale } = useT();
  const [input, setInput] = useState(() => inputOf(unit));
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const edit = (change: Partial<OfficeFleetInput>) => setInput((was) => ({ ...was, ...change }));

  async function send(call: () => Promise<CallResult<OfficeFleetItem>>) {
    setSaving(true);
    setFailure(null);
    const result = await call();
    setSaving(false);
    if (!result.ok) return setFailure(result.failure);
    onSaved();
  }
  const save = () =>
    send(() =>
      unit
        ? officeCall('officeUpdateFleetUnit', { params: { kind, id: unit.fleetID }, body: input })
        : officeCall('officeAddFleetUnit', { params: { kind }, body: input }),
    );
  const setRetired = (retired: boolean) =>
    unit &&
    send(() =>
      officeCall('officeSetFleetRetired', { params: { kind, id: unit.fleetID }, body: { retired } }),
    );

  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextInput
        label={t('fleet.form.code')}
        description={t('fleet.form.codeHelp')}
        required
        maxLength={40}
        value={input.code}
        onChange={(event) => edit({ code: event.currentTarget.value })}
      />
      <TextInput
        label={t('fleet.form.name')}
        required
        maxLength={200}
        value={input.name}
        onChange={(event) => edit({ name: event.currentTarget.value })}
      />
      <TextInput
        label={t('fleet.form.type')}
        description={t('fleet.form.typeHelp')}
        required
        maxLength={100}
        value={input.type}
        onChange={(event) => edit({ type: event.currentTarget.value })}
      />
      <Select
        label={t('fleet.form.status')}
        allowDeselect={false}
        value={input.status}
        onChange={(next) => {
          const status = FleetStatus.safeParse(next);
          if (status.success) edit({ status: status.data });
        }}
        data={FLEET_STATUSES.map((value) => ({ value, label: t(`fleet.status.${value}`) }))}
      />
      <TextInput
        label={t('fleet.form.assignedTo')}
        maxLength={200}
        value={input.assignedTo ?? ''}
        onChange={(event) => edit({ assignedTo: event.currentTarget.value })}
      />
      {unit?.retiredAt && (
        <Text size="sm">
          {t('fleet.form.retiredNote', { date: new Date(unit.retiredAt).toLocaleDateString(locale) })}
        </Text>
      )}
      {failure && <Failure failure={failure} />}
      <Group justify="space-between">
        {unit ? (
          <Button
            variant="default"
            color={unit.retiredAt ? undefined : 'red'}
            disabled={saving}
            onClick={() => void setRetired(unit.retiredAt === null)}
          >
            {unit.retiredAt ? t('fleet.form.restore') : t('fleet.form.retire')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={saving}>
          {t('fleet.form.save')}
        </Button>
      </Group>
    </Stack>
  );
}
