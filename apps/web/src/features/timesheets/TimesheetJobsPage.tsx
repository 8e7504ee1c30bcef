// TS-6 ts-jobs: the day's shift and jobs. Add a job from the foreman's jobs (times from the shift),
// remove one, copy the previous day in one tap, open a job to edit its crew. Every change is saved
// through the queue at once (offline too); the rules run live under the form.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { readPreviousTimesheet } from '../../timesheets/days';
import { formatClock, formatDay } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { addJob, copyDay, jobLabel, peopleOf, removeJob, validationContext } from './day-model';
import { AddFromList } from './AddFromList';
import { DayFrame } from './DayFrame';
import { ShiftFields } from './ShiftFields';
import { RefusedAlert, ValidationList } from './ValidationList';
import { dayHref, useDayEditor, useSelectedDate } from './useDayEditor';
import { openConfirm } from '../../ui/confirm';

export function TimesheetJobsPage() {
  const date = useSelectedDate();
  const editor = useDayEditor(date);
  const [jobToAdd, setJobToAdd] = useState<string | null>(null);
  const { day, draft, readOnly } = editor;
  if (!day || !draft)
    return <DayFrame title={t('page.tsJobs')} date={date} editor={editor} children={null} />;
  const names = peopleOf(day);
  const { jobNumbers = {} } = validationContext(day);
  const choices = day.jobs
    .filter((j) => !draft.jobs.some((d) => d.jobID === j.jobID))
    .map((j) => ({ value: String(j.jobID), label: jobLabel(day.jobs, j.jobID) }));

  async function saved(next: typeof draft, message: string) {
    const result = await editor.save(next);
    if (result?.ok) notifications.show({ message, color: 'green' });
  }

  async function copyPrevious() {
    const previous = await readPreviousTimesheet(date, undefined, day?.foremanID);
    if (!previous) {
      notifications.show({ message: t('ts.jobs.noPrevious'), color: 'yellow' });
      return;
    }
    await saved(
      copyDay(previous.timesheet, draft!),
      t('ts.jobs.copied', { date: formatDay(previous.timesheet.timeSheetDate) }),
    );
  }

  return (
    <DayFrame title={t('page.tsJobs')} date={date} editor={editor}>
      <RefusedAlert refused={editor.refused} names={names} jobNumbers={jobNumbers} />
      <ShiftFields editor={editor} onSave={() => void saved(draft, t('ts.saved'))} />
      <Title order={2} size="h3">
        {t('ts.jobs.title')}
      </Title>
      {draft.jobs.length === 0 && <Text role="status">{t('ts.jobs.empty')}</Text>}
      <Stack component="ul" gap="sm" p={0} aria-label={t('ts.jobs.listLabel')} style={{ listStyle: 'none' }}>
        {draft.jobs.map((job, index) => (
          <Paper component="li" key={`${job.jobID}-${index}`} withBorder p="md" radius="md">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={600}>{jobLabel(day.jobs, job.jobID)}</Text>
                <Text>
                  {t('ts.jobs.summary', {
                    start: formatClock(job.startTime),
                    end: formatClock(job.endTime),
                    count: job.crew.length,
                  })}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  component={Link}
                  to={dayHref(`/ts-jobs/${job.jobID}`, date)}
                  size="lg"
                  aria-label={t('ts.jobs.editLabel', { job: jobLabel(day.jobs, job.jobID) })}
                >
                  {t('ts.jobs.edit')}
                </Button>
                {!readOnly && (
                  <Button
                    size="lg"
                    color="red"
                    variant="light"
                    aria-label={t('ts.jobs.removeLabel', { job: jobLabel(day.jobs, job.jobID) })}
                    onClick={() =>
                      openConfirm({
                        title: t('ts.jobs.removeTitle', { job: jobLabel(day.jobs, job.jobID) }),
                        children: <Text>{t('ts.jobs.removeText', { count: job.crew.length })}</Text>,
                        labels: { confirm: t('ts.jobs.remove'), cancel: t('ts.cancel') },
                        confirmProps: { color: 'red', size: 'lg' },
                        cancelProps: { size: 'lg' },
                        onConfirm: () => void saved(removeJob(draft, index), t('ts.saved')),
                      })
                    }
                  >
                    {t('ts.jobs.remove')}
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {!readOnly && (
        <AddFromList
          label={t('ts.jobs.add')}
          placeholder={choices.length ? t('ts.jobs.pick') : t('ts.jobs.noChoices')}
          buttonLabel={t('ts.jobs.addButton')}
          choices={choices}
          value={jobToAdd}
          onChange={setJobToAdd}
          onAdd={(jobID) => {
            setJobToAdd(null);
            void saved(addJob(draft, Number(jobID)), t('ts.jobs.added'));
          }}
        >
          {/* Copying replaces the day's jobs: offered only while the day has none. */}
          {draft.jobs.length === 0 && (
            <Button size="lg" variant="light" onClick={() => void copyPrevious()}>
              {t('ts.jobs.copyPrevious')}
            </Button>
          )}
        </AddFromList>
      )}
      <Title order={2} size="h3">
        {t('ts.result.title')}
      </Title>
      <ValidationList results={editor.results} names={names} jobNumbers={jobNumbers} />
    </DayFrame>
  );
}
