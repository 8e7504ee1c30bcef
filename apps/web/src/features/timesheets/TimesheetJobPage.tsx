// TS-6 ts-jobs/{id} (id = the job's id): one job of the day: its times and its crew. Add a crew
// member from the defaults (the people the device knows; times from the job, lunch and day off
// from the defaults, the server's answer when it can be asked), lunch taken, ignore day off.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import type { CrewEntry, TimesheetJob } from '@fieldops/contract';
import { t } from '../../i18n/messages';
import { FormActions } from '../../ui/FormActions';
import { crewChoices, jobLabel, peopleOf, replaceJob, validationContext } from './day-model';
import { AddFromList } from './AddFromList';
import { CrewRow } from './CrewRow';
import { DayFrame } from './DayFrame';
import { crewDefaultsFor } from './crew-defaults';
import { RefusedAlert, ValidationList } from './ValidationList';
import { dayHref, useDayEditor, useSelectedDate } from './useDayEditor';

export function TimesheetJobPage() {
  const date = useSelectedDate();
  const jobID = Number(useParams().id);
  const editor = useDayEditor(date);
  const navigate = useNavigate();
  const [personToAdd, setPersonToAdd] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const { day, draft, readOnly } = editor;
  const jobIndex = draft?.jobs.findIndex((j) => j.jobID === jobID) ?? -1;
  const job = draft?.jobs[jobIndex];
  const title = day ? t('ts.job.title', { job: jobLabel(day.jobs, jobID) }) : t('page.tsJobs');
  if (!day || !draft || !job) {
    return (
      <DayFrame title={title} date={date} editor={editor}>
        <Alert color="gray" role="status">
          {t('ts.job.notOnDay')}
          <Button
            component={Link}
            to={dayHref('/ts-jobs', date)}
            mt="sm"
            size="md"
            variant="light"
            display="block"
          >
            {t('ts.nav.jobs')}
          </Button>
        </Alert>
      </DayFrame>
    );
  }
  const names = peopleOf(day);
  const { jobNumbers = {} } = validationContext(day);
  const setJob = (next: TimesheetJob) => editor.change(replaceJob(draft, jobIndex, next));
  const setCrew = (i: number, entry: CrewEntry | null) =>
    setJob({
      ...job,
      crew: entry ? job.crew.map((c, k) => (k === i ? entry : c)) : job.crew.filter((_, k) => k !== i),
    });
  const choices = crewChoices(day, (type) =>
    t(type === 'foreman' ? 'ts.type.foreman' : 'ts.type.generalForeman'),
  )
    .filter((p) => !job.crew.some((c) => c.employeeID === p.employeeID))
    .map((p) => ({ value: String(p.employeeID), label: p.label }));

  async function addPerson() {
    if (personToAdd === null || !day || !draft || !job) return;
    setAdding(true);
    const id = Number(personToAdd);
    const [entry] = await crewDefaultsFor(day, draft, job, [{ employeeID: id, name: names[id] ?? `#${id}` }]);
    setAdding(false);
    setPersonToAdd(null);
    if (entry) setJob({ ...job, crew: [...job.crew, entry] });
  }

  async function save() {
    const result = await editor.save();
    if (result?.ok) {
      notifications.show({ message: t('ts.saved'), color: 'green' });
      void navigate(dayHref('/ts-jobs', date));
    }
  }

  const results = editor.results.filter((r) => r.jobID === jobID || r.jobID === null);
  return (
    <DayFrame title={title} date={date} editor={editor}>
      <RefusedAlert refused={editor.refused} names={names} jobNumbers={jobNumbers} />
      <Group align="end" wrap="wrap">
        <TimeInput
          label={t('ts.field.jobStart')}
          size="lg"
          value={job.startTime}
          readOnly={readOnly}
          onChange={(e) => setJob({ ...job, startTime: e.currentTarget.value })}
        />
        <TimeInput
          label={t('ts.field.jobEnd')}
          size="lg"
          value={job.endTime}
          readOnly={readOnly}
          onChange={(e) => setJob({ ...job, endTime: e.currentTarget.value })}
        />
      </Group>
      <Title order={2} size="h3">
        {t('ts.crew.title')}
      </Title>
      <Stack component="ul" gap="sm" p={0} aria-label={t('ts.crew.listLabel')} style={{ listStyle: 'none' }}>
        {job.crew.map((entry, i) => (
          <CrewRow
            key={`${entry.employeeID}-${i}`}
            entry={entry}
            name={names[entry.employeeID] ?? `#${entry.employeeID}`}
            readOnly={readOnly}
            onChange={(next) => setCrew(i, next)}
          />
        ))}
      </Stack>
      {job.crew.length === 0 && (
        <Alert color="gray" role="status">
          {t('ts.crew.empty')}
        </Alert>
      )}
      {!readOnly && (
        <AddFromList
          label={t('ts.crew.add')}
          placeholder={choices.length ? t('ts.crew.pick') : t('ts.crew.noChoices')}
          buttonLabel={t('ts.crew.addButton')}
          choices={choices}
          value={personToAdd}
          onChange={setPersonToAdd}
          onAdd={() => void addPerson()}
          loading={adding}
        />
      )}
      {!readOnly && (
        <FormActions>
          <Button size="xl" onClick={() => void save()}>
            {t('ts.job.save')}
          </Button>
        </FormActions>
      )}
      <Title order={2} size="h3">
        {t('ts.result.title')}
      </Title>
      <ValidationList results={results} names={names} jobNumbers={jobNumbers} />
    </DayFrame>
  );
}
