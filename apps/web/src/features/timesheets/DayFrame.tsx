// The frame of the day screens: title, the day in words with its state, links between the day's
// screens (large, for gloves), and the states before there is anything to edit: loading, no
// signed-in user saved on the device, a user who keeps no timesheets. QUEUE-9: when the day's
// changes wait behind a save the server refused or that failed 3 times, it says why and what to do.
// A day holding another account's unsent changes (a shared device) shows only that. FIELD-7: a
// save the device could not store says so above the screen, whose changes stay as they were.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import type { UserData } from '@fieldops/contract';
import type { HeldDay } from '../../timesheets/chain';
import { formatDateTime, formatDay } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { ConflictPanel } from './ConflictPanel';
import { jobLabel, peopleOf } from './day-model';
import { LeaveDayGuard } from './LeaveDayGuard';
import { OfficeReviewAlert } from './OfficeReviewAlert';
import { type DayEditor, dayHref } from './useDayEditor';

const QUEUE_LIST = '/queue-list';

const DAY_SCREENS = [
  { path: '/ts-jobs', key: 'ts.nav.jobs' },
  { path: '/ts-show-up', key: 'ts.nav.showUp' },
  { path: '/ts-explanations', key: 'ts.nav.explanations' },
  { path: '/ts-confirmation', key: 'ts.nav.confirmation' },
] as const;

export const formatDate = (date: string) => formatDay(date);

/** Why there is nothing to show, or null when the signed-in user keeps timesheets. */
export function userProblem(user: UserData | null): string | null {
  if (!user) return t('ts.noUser');
  if (user.role !== 'foreman' && user.role !== 'generalForeman') return t('ts.notForeman');
  return null;
}

export function DayStateBadge({ editor }: { editor: DayEditor }) {
  if (editor.day?.otherUser) return <Badge color="gray">{t('ts.state.otherUser')}</Badge>;
  if (editor.day?.held) return <Badge color="red">{t('ts.state.held')}</Badge>;
  if (editor.day?.queued) return <Badge color="orange">{t('ts.state.notSent')}</Badge>;
  if (!editor.day?.local) return <Badge color="gray">{t('ts.state.empty')}</Badge>;
  if (editor.locked) return <Badge color="green">{t('ts.state.approved')}</Badge>;
  return editor.confirmed ? (
    <Badge color="green">{t('ts.state.confirmed')}</Badge>
  ) : (
    <Badge color="blue">{t('ts.state.draft')}</Badge>
  );
}

/** QUEUE-9: the day is not going out; the server's reason and the way on, never silence. */
export function HeldAlert({ held }: { held: HeldDay }) {
  const refused = held.state === 'rejected';
  return (
    <Alert color="red" role="alert" title={t(refused ? 'ts.held.refusedTitle' : 'ts.held.skippedTitle')}>
      {held.message && <Text>{t('ts.held.reason', { reason: held.message })}</Text>}
      <Text>{t(refused ? 'ts.held.refusedHelp' : 'ts.held.skippedHelp')}</Text>
      <Button component={Link} to={QUEUE_LIST} variant="light" size="md" mt="sm">
        {t('ts.held.queue')}
      </Button>
    </Alert>
  );
}

/** TSX-1: how the conflict panel names jobs and people. */
function conflictNames(day: NonNullable<DayEditor['day']>) {
  const people = peopleOf(day);
  return {
    job: (jobID: number) => jobLabel(day.jobs, jobID),
    person: (employeeID: number) => people[employeeID] ?? `#${employeeID}`,
  };
}

export function DayFrame(props: { title: string; date: string; editor: DayEditor; children: ReactNode }) {
  const { title, date, editor } = props;
  const problem = editor.day ? userProblem(editor.day.user) : null;
  return (
    <Page title={title}>
      <LeaveDayGuard dirty={editor.dirty} isDirty={editor.isDirty} date={date} />
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Text fw={600} size="lg">
            {formatDate(date)}
          </Text>
          {editor.day && <DayStateBadge editor={editor} />}
        </Group>
        <Button component={Link} to={dayHref('/ts-calendar', date)} variant="subtle" size="md">
          {t('ts.nav.week')}
        </Button>
      </Group>
      <Group component="nav" aria-label={t('ts.nav.label')} gap="xs" wrap="wrap">
        {DAY_SCREENS.map((s) => (
          <Button key={s.path} component={Link} to={dayHref(s.path, date)} variant="light" size="md">
            {t(s.key)}
          </Button>
        ))}
      </Group>
      {!editor.day || !editor.draft ? (
        <Loading label={t('ts.loading')} />
      ) : problem ? (
        <Alert color="yellow" role="status">
          {problem}
        </Alert>
      ) : editor.day.otherUser ? (
        <Alert color="yellow" role="status">
          {t('ts.otherUser', { owner: editor.day.otherUser })}
        </Alert>
      ) : (
        <>
          <ConflictPanel
            date={date}
            foremanID={editor.day.local?.timesheet.foremanID}
            names={conflictNames(editor.day)}
          />
          {editor.day.held && <HeldAlert held={editor.day.held} />}
          {editor.saveProblem && (
            <Alert color="red" role="alert">
              {t(editor.saveProblem === 'full' ? 'storage.fullNothingSaved' : 'storage.failed')}
            </Alert>
          )}
          {editor.restoredAt && (
            <Alert color="blue" role="status">
              {t('ts.draft.restored', { time: formatDateTime(editor.restoredAt) })}
            </Alert>
          )}
          <OfficeReviewAlert state={editor.officeReview} />
          {editor.readOnly && !editor.locked && (
            <Alert color="green" role="status">
              {t('ts.confirmedReadOnly')}
            </Alert>
          )}
          {props.children}
        </>
      )}
    </Page>
  );
}
