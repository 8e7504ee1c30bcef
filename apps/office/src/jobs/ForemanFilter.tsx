// The job list's foreman filter: the company's foremen, for the roles that may read people.
import { Select } from '@mantine/core';
import { useT } from '../i18n/i18n';
import { usePeopleChoices } from './use-people';

export function ForemanFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (next: number | null) => void;
}) {
  const { t } = useT();
  const people = usePeopleChoices();
  return (
    <Select
      label={t('jobs.foreman')}
      placeholder={t('jobs.anyForeman')}
      data={people.foremen}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      clearable
      w={240}
    />
  );
}
