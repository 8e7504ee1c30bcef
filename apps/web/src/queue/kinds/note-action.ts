// JOB-3: adding a note is an action: the note appears in the job's comments at once, marked
// 'waiting to send', and the AddNote task is saved in the same transaction. A note on an ER job
// made offline waits for that job's task (QUEUE-8).
import { NoteText } from '@fieldops/contract';
import { readOAuth } from '../../auth/stored-oauth';
import { addPendingNote } from '../../db/comments';
import { type FieldOpsDatabase, db } from '../../db/database';
import { t } from '../../i18n/messages';
import { addTask, nextQueueID } from '../enqueue';
import { noteTask } from './note';
import { wakeQueue } from '../wake';
import { parentOf, resolveJobID } from './temp-ids';

export type AddCommentResult = { ok: true; queueID: number } | { ok: false; reason: 'textRequired' };

const SUMMARY_LENGTH = 60;

export async function addComment(
  jobID: number,
  noteType: string,
  text: string,
  database: FieldOpsDatabase = db,
): Promise<AddCommentResult> {
  const parsed = NoteText.safeParse(text);
  if (!parsed.success) return { ok: false, reason: 'textRequired' };
  const note = parsed.data;
  const identity = readOAuth()?.identity;
  const now = new Date();
  const queueID = await database.transaction(
    'rw',
    [database.updateQueue, database.comments, database.tempIDs],
    async () => {
      const target = await resolveJobID(database, jobID);
      const queueID = await nextQueueID(database, now.getTime());
      const summary = note.length > SUMMARY_LENGTH ? `${note.slice(0, SUMMARY_LENGTH)}…` : note;
      const task = noteTask(
        { jobID: target, noteType, text: note },
        {
          taskName: t('task.addNote', { noteType, text: summary }),
          dependsOn: await parentOf(database, target),
        },
      );
      await addTask(database, task, { queueID, now });
      await addPendingNote(database, target, {
        noteID: -queueID,
        noteType,
        text: note,
        createdDate: now.toISOString(),
        createdBy: identity?.name || identity?.email || t('notes.you'),
        pendingQueueID: queueID,
      });
      return queueID;
    },
  );
  wakeQueue();
  return { ok: true, queueID };
}
