// OFFICE-10: the record's filters: who did it (the office's people with an account), which job
// (searched by number on the server), which kind of object.
import { Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { OfficeAuditQuery } from '@fieldops/contract';
import { useState } from 'react';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';

type Kind = NonNullable<OfficeAuditQuery['objectKind']>;
export interface AuditFilter {
  userID: number | null;
  jobID: number | null;
  objectKind: Kind | null;
}

interface Props {
  filter: AuditFilter;
  kinds: readonly Kind[];
  onChange: (next: AuditFilter) => void;
}

const numberOf = (value: string | null) => (value === null ? null : Number(value));

export function AuditFilters({ filter, kinds, onChange }: Props) {
  const { t } = useT();
  const [jobSearch, setJobSearch] = useState('');
  const [searched] = useDebouncedValue(jobSearch.trim(), 300);
  const people = useCall('officePeople', { query: { active: 'all', pageSize: 200 } });
  const jobs = useCall('officeJobs', { query: { search: searched, pageSize: 20 } });
  const users = (people.value?.people ?? []).flatMap((p) =>
    p.account ? [{ value: String(p.account.userID), label: p.fullName }] : [],
  );
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={t('audit.filter.who')}
        placeholder={t('audit.filter.anyone')}
        searchable
        clearable
        data={users}
        value={filter.userID === null ? null : String(filter.userID)}
        onChange={(value) => onChange({ ...filter, userID: numberOf(value) })}
      />
      <Select
        label={t('audit.filter.job')}
        placeholder={t('audit.filter.anyJob')}
        searchable
        clearable
        searchValue={jobSearch}
        onSearchChange={setJobSearch}
        data={(jobs.value?.jobs ?? []).map((j) => ({ value: String(j.jobID), label: j.jobNumber }))}
        value={filter.jobID === null ? null : String(filter.jobID)}
        onChange={(value) => onChange({ ...filter, jobID: numberOf(value) })}
      />
      <Select
        label={t('audit.filter.kind')}
        placeholder={t('audit.filter.anyKind')}
        clearable
        data={kinds.map((k) => ({ value: k, label: t(`audit.kind.${k}`) }))}
        value={filter.objectKind}
        onChange={(value) => onChange({ ...filter, objectKind: kinds.find((k) => k === value) ?? null })}
      />
    </Group>
  );
}
