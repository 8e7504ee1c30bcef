// JOB-3: a job's comments, newest first, from the device; notes not sent yet are marked, and a
// note the server refused shows its reason. Adding one works offline.
import { useEffect } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { NOTE_TYPES_LIST } from '@fieldops/contract';
import { type LocalNote, useJob, useJobNotes, useOptionList } from '../../db';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { optionLabel } from '../../i18n/template-text';
import { type QueuedTask, useTasksByID } from '../../queue';
import { refreshJobNotes } from '../../sync/notes';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { useOnline } from '../../ui/useOnline';
import { JobNotFound } from './JobNotFound';
import { NoteForm } from './NoteForm';
import { useRouteJobID } from './useRouteJobID';

function NoteState({ note, task }: { note: LocalNote; task: QueuedTask | undefined }) {
  if (note.pendingQueueID === undefined) return null;
  if (task?.state === 'rejected') {
    return (
      <Text c="red" size="sm" role="note">
        {t('notes.rejected', { reason: task.lastError ?? '' })}
      </Text>
    );
  }
  return <Badge color="orange">{t('notes.waiting')}</Badge>;
}

export function JobCommentsPage() {
  const routeID = useRouteJobID();
  const job = useJob(routeID ?? 0);
  const notes = useJobNotes(routeID ?? 0);
  const tasks = useTasksByID();
  const online = useOnline();
  // UX-1: a note's type in the shown language, from its option list; a type not on it as stored.
  const noteTypes = useOptionList(NOTE_TYPES_LIST);
  const typeText = (type: string) => {
    const entry = noteTypes?.find((o) => o.value === type);
    return entry ? optionLabel(entry) : type;
  };
  const jobID = job?.jobID;

  useEffect(() => {
    if (!online || jobID === undefined || jobID <= 0) return;
    refreshJobNotes(jobID).catch(() => undefined); // logged by the client; the device copy stays
  }, [online, jobID]);

  const title = job?.jobNumber ? `${t('page.jobComments')} ${job.jobNumber}` : t('page.jobComments');
  return (
    <Page title={title}>
      {job === undefined && routeID !== null && <Loading label={t('notes.loading')} />}
      {(job === null || routeID === null) && <JobNotFound />}
      {job && (
        <>
          <NoteForm jobID={job.jobID} />
          {notes?.length === 0 && <Text role="status">{t('notes.empty')}</Text>}
          {notes && notes.length > 0 && (
            <Stack
              component="ul"
              gap="xs"
              aria-label={t('notes.listLabel')}
              style={{ listStyle: 'none', padding: 0 }}
            >
              {notes.map((note) => (
                <Paper component="li" key={note.noteID} withBorder p="sm" radius="md">
                  <Group justify="space-between" mb={4}>
                    <Badge variant="light">{typeText(note.noteType)}</Badge>
                    <NoteState
                      note={note}
                      task={note.pendingQueueID === undefined ? undefined : tasks?.get(note.pendingQueueID)}
                    />
                  </Group>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{note.text}</Text>
                  <Text size="xs" c="dimmed">
                    {t('notes.by', {
                      author: note.createdBy,
                      time: formatDateTime(note.createdDate),
                    })}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}
        </>
      )}
    </Page>
  );
}
