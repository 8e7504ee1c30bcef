// OFFICE-3: add or edit a person. "Signs in" invites them (an account for their email, signing in
// through the company's provider); office roles belong to an account. The server's refusal (an
// email already used, a field left out) is shown in the dialog, and nothing is lost from the form.
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { GRANTED_OFFICE_ROLES, type FieldRole, type OfficePerson } from '@fieldops/contract';
import { type FormEvent, useState } from 'react';
import { officeCall, type CallFailure } from '../api/office-call';
import { useT } from '../i18n/i18n';
import { Failure } from '../ui/states';
import { BLANK_PERSON, formOf, personInput, type PersonForm } from './person-form';

const FIELD_ROLES: readonly FieldRole[] = ['crew', 'foreman', 'generalForeman', 'reviewer'];

interface Props {
  person: OfficePerson | null;
  onClose: () => void;
  onSaved: (person: OfficePerson) => void;
}

export function PersonDialog({ person, onClose, onSaved }: Props) {
  const { t } = useT();
  const [form, setForm] = useState<PersonForm>(person ? formOf(person) : BLANK_PERSON);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof PersonForm>(key: K, value: PersonForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const body = personInput(form);
    const result = person
      ? await officeCall('officeUpdatePerson', { params: { id: person.employeeID }, body })
      : await officeCall('officeCreatePerson', { body });
    setSaving(false);
    if (result.ok) onSaved(result.value);
    else setFailure(result.failure);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={person ? t('people.editTitle', { name: person.fullName }) : t('people.addTitle')}
    >
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          <TextInput
            required
            label={t('people.col.name')}
            value={form.fullName}
            onChange={(e) => set('fullName', e.currentTarget.value)}
          />
          <TextInput
            required
            type="email"
            label={t('people.col.email')}
            value={form.email}
            onChange={(e) => set('email', e.currentTarget.value)}
          />
          <Select
            label={t('people.col.role')}
            value={form.fieldRole}
            allowDeselect={false}
            onChange={(next) => set('fieldRole', FIELD_ROLES.find((r) => r === next) ?? 'crew')}
            data={FIELD_ROLES.map((r) => ({ value: r, label: t(`people.fieldRole.${r}`) }))}
          />
          <TextInput
            label={t('people.col.trade')}
            value={form.trade}
            onChange={(e) => set('trade', e.currentTarget.value)}
          />
          <TextInput
            label={t('people.col.class')}
            value={form.workerClass}
            onChange={(e) => set('workerClass', e.currentTarget.value)}
          />
          <Checkbox
            label={t('people.signsIn')}
            description={t('people.signsInHint')}
            checked={form.signsIn}
            // An account once made is kept: the office deactivates it instead.
            disabled={person?.account != null}
            onChange={(e) => set('signsIn', e.currentTarget.checked)}
          />
          {form.signsIn && (
            <Checkbox.Group
              label={t('people.col.officeRoles')}
              value={form.officeRoles}
              onChange={(next) =>
                set(
                  'officeRoles',
                  GRANTED_OFFICE_ROLES.filter((r) => next.includes(r)),
                )
              }
            >
              <Group mt="xs">
                {GRANTED_OFFICE_ROLES.map((r) => (
                  <Checkbox key={r} value={r} label={t(`role.${r}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
          {failure && <Failure failure={failure} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('people.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('people.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
