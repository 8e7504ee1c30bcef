// One crew member on a job: start and end, lunch taken, ignore day off, remove. Large targets.
import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { CrewEntry } from '@fieldops/contract';
import { t } from '../../i18n/messages';

export function CrewRow(props: {
  entry: CrewEntry;
  name: string;
  readOnly: boolean;
  onChange: (entry: CrewEntry | null) => void;
}) {
  const { entry, name, readOnly, onChange } = props;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={name}>
      <Text fw={600} mb="xs">
        {name}
      </Text>
      <Group align="end" wrap="wrap">
        <TimeInput
          label={t('ts.crew.start', { name })}
          size="lg"
          value={entry.startTime}
          readOnly={readOnly}
          onChange={(e) => onChange({ ...entry, startTime: e.currentTarget.value })}
        />
        <TimeInput
          label={t('ts.crew.end', { name })}
          size="lg"
          value={entry.endTime}
          readOnly={readOnly}
          onChange={(e) => onChange({ ...entry, endTime: e.currentTarget.value })}
        />
        <Checkbox
          size="lg"
          label={t('ts.crew.lunch', { name })}
          checked={entry.lunchTaken === true}
          disabled={readOnly}
          onChange={(e) => onChange({ ...entry, lunchTaken: e.currentTarget.checked })}
        />
        <Checkbox
          size="lg"
          label={t('ts.crew.ignoreDayoff', { name })}
          checked={entry.ignoreDayoff === true}
          disabled={readOnly}
          onChange={(e) => onChange({ ...entry, ignoreDayoff: e.currentTarget.checked })}
        />
        {!readOnly && (
          <Button size="lg" color="red" variant="light" onClick={() => onChange(null)}>
            {t('ts.crew.remove', { name })}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
