// TS-6 ts-show-up: who showed up, and when. Everyone on the day's jobs is ticked with their
// arrival (earliest start); untick someone who did not come (they leave every job); a person the
// device knows who is not on a job yet is added to the first job from the defaults.
import { Alert, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { t } from '../../i18n/messages';
import { FormActions } from '../../ui/FormActions';
import { crewDefaultsFor } from './crew-defaults';
import { peopleOf, replaceJob, validationContext } from './day-model';
import { DayFrame } from './DayFrame';
import { markAbsent, setArrival, showUps } from './show-up';
import { RefusedAlert } from './ValidationList';
import { useDayEditor, useSelectedDate } from './useDayEditor';

export function TimesheetShowUpPage() {
  const date = useSelectedDate();
  const editor = useDayEditor(date);
  const { day, draft, readOnly } = editor;
  if (!day || !draft)
    return <DayFrame title={t('page.tsShowUp')} date={date} editor={editor} children={null} />;
  const names = peopleOf(day);
  const { jobNumbers = {} } = validationContext(day);
  const onDay = draft.jobs.flatMap((j) => j.crew.map((c) => c.employeeID));
  const everyone = [...new Set([...onDay, ...Object.values(day.roster.people).map((p) => p.employeeID)])];
  const rows = showUps(draft, everyone);
  const firstJob = draft.jobs[0];

  async function arrive(employeeID: number) {
    if (!day || !draft || !firstJob) return;
    const [entry] = await crewDefaultsFor(day, draft, firstJob, [
      { employeeID, name: names[employeeID] ?? '' },
    ]);
    if (entry) editor.change(replaceJob(draft, 0, { ...firstJob, crew: [...firstJob.crew, entry] }));
  }

  async function save() {
    const result = await editor.save();
    if (result?.ok) notifications.show({ message: t('ts.saved'), color: 'green' });
  }

  return (
    <DayFrame title={t('page.tsShowUp')} date={date} editor={editor}>
      <RefusedAlert refused={editor.refused} names={names} jobNumbers={jobNumbers} />
      {rows.length === 0 && (
        <Alert color="gray" role="status">
          {t('ts.showUp.empty')}
        </Alert>
      )}
      <Stack
        component="ul"
        gap="sm"
        p={0}
        aria-label={t('ts.showUp.listLabel')}
        style={{ listStyle: 'none' }}
      >
        {rows.map((row) => {
          const name = names[row.employeeID] ?? `#${row.employeeID}`;
          return (
            <Paper component="li" key={row.employeeID} withBorder p="md" radius="md">
              <Group align="end" wrap="wrap">
                <Checkbox
                  size="lg"
                  label={t('ts.showUp.came', { name })}
                  checked={row.arrived !== null}
                  disabled={readOnly || (row.arrived === null && !firstJob)}
                  onChange={(e) =>
                    e.currentTarget.checked
                      ? void arrive(row.employeeID)
                      : editor.change(markAbsent(draft, row.employeeID))
                  }
                />
                {row.arrived !== null && (
                  <TimeInput
                    label={t('ts.showUp.arrived', { name })}
                    size="lg"
                    value={row.arrived}
                    readOnly={readOnly}
                    onChange={(e) => editor.change(setArrival(draft, row.employeeID, e.currentTarget.value))}
                  />
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {!firstJob && <Text c="dimmed">{t('ts.showUp.needJob')}</Text>}
      {!readOnly && (
        <FormActions>
          <Button size="xl" onClick={() => void save()} disabled={!editor.dirty}>
            {t('ts.saveDay')}
          </Button>
        </FormActions>
      )}
    </DayFrame>
  );
}
