// TSX-5: a general foreman picks whose week the calendar and the day screens show: his own, or a
// foreman he oversees (kept on the device by the week sync, so this works offline). The choice is
// a device setting, so every day screen follows it; log out forgets it.
import { Select } from '@mantine/core';
import type { UserData } from '@fieldops/contract';
import { saveTimesheetForeman, useLookupForemen } from '../../timesheets/foreman-pick';
import { t } from '../../i18n/messages';

export function ForemanPicker({ user, foreman }: { user: UserData; foreman?: number }) {
  const foremen = useLookupForemen() ?? [];
  if (user.role !== 'generalForeman') return null;
  const others = foremen.filter((f) => f.type === 'foreman' && f.employeeID !== user.employeeID);
  const data = [
    { value: String(user.employeeID), label: user.name },
    ...others.map((f) => ({ value: String(f.employeeID), label: f.name })),
  ];
  return (
    <Select
      label={t('ts.type.foreman')}
      data={data}
      value={String(foreman ?? user.employeeID)}
      onChange={(value) => {
        const chosen = value === null || Number(value) === user.employeeID ? null : Number(value);
        void saveTimesheetForeman(chosen);
      }}
      size="lg"
      maw={320}
      allowDeselect={false}
      searchable
    />
  );
}
