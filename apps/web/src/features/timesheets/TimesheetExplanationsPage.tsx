// TS-6 ts-explanations: every warning of the day with a text box for its explanation (kept on the
// crew entry the warning names, or on the day for the shift length). Errors cannot be explained
// away; they are listed so the foreman knows what still blocks confirmation.
import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { timesheetCheckText } from '../../i18n/check-text';
import { t } from '../../i18n/messages';
import { FormActions } from '../../ui/FormActions';
import { explain, explanationAt, peopleOf, validationContext } from './day-model';
import { DayFrame } from './DayFrame';
import { RefusedAlert, ValidationList, resultTarget } from './ValidationList';
import { useDayEditor, useSelectedDate } from './useDayEditor';

export function TimesheetExplanationsPage() {
  const date = useSelectedDate();
  const editor = useDayEditor(date);
  const { day, draft, readOnly } = editor;
  if (!day || !draft)
    return <DayFrame title={t('page.tsExplanations')} date={date} editor={editor} children={null} />;
  const names = peopleOf(day);
  const { jobNumbers = {} } = validationContext(day);
  const warnings = editor.results.filter((r) => r.severity === 'warning');
  const errors = editor.results.filter((r) => r.severity === 'error');

  async function save() {
    const result = await editor.save();
    if (result?.ok) notifications.show({ message: t('ts.saved'), color: 'green' });
  }

  return (
    <DayFrame title={t('page.tsExplanations')} date={date} editor={editor}>
      <RefusedAlert refused={editor.refused} names={names} jobNumbers={jobNumbers} />
      {warnings.length === 0 && (
        <Alert color="green" role="status">
          {t('ts.explain.none')}
        </Alert>
      )}
      <Stack gap="sm">
        {warnings.map((w, i) => (
          <Paper key={`${w.path}-${w.code}-${i}`} withBorder p="md" radius="md">
            <Text fw={600}>{timesheetCheckText(w)}</Text>
            <Text size="sm" c="dimmed" mb="xs">
              {resultTarget(w, names, jobNumbers)}
            </Text>
            <Textarea
              label={t('ts.explain.label', { target: resultTarget(w, names, jobNumbers) })}
              size="lg"
              autosize
              minRows={2}
              maxLength={1000}
              readOnly={readOnly}
              value={explanationAt(draft, w)}
              onChange={(e) => editor.change(explain(draft, w, e.currentTarget.value))}
            />
          </Paper>
        ))}
      </Stack>
      {!readOnly && warnings.length > 0 && (
        <FormActions>
          <Button size="xl" onClick={() => void save()} disabled={!editor.dirty}>
            {t('ts.explain.save')}
          </Button>
        </FormActions>
      )}
      {errors.length > 0 && (
        <>
          <Title order={2} size="h3">
            {t('ts.explain.errors')}
          </Title>
          <ValidationList results={errors} names={names} jobNumbers={jobNumbers} />
        </>
      )}
    </DayFrame>
  );
}
