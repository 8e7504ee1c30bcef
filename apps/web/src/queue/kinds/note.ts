// JOB-3: a note on a job (the AddNote procedure). The note shows at once, waiting to be sent
// (db/comments.ts addPendingNote); the answer's note, with the server's id and time, replaces it.
import { type Note, type ProcedureParameters, procedures } from '@fieldops/contract';
import { dropPendingNote, settleNote } from '../../db/comments';
import { t } from '../../i18n/messages';
import type { NewTask } from '../task';
import { type TaskMeta, procedureTask } from './call-task';
import { answerReader, defineKind } from './kind';
import { summaryOf } from './title-words';

const NOTE = 'Note';
const NOTE_SUMMARY = 40;

export const noteTask = (parameters: ProcedureParameters<'AddNote'>, meta: TaskMeta): NewTask =>
  procedureTask('AddNote', parameters, NOTE, meta);

export const noteKind = defineKind<'AddNote', Note>({
  typeObject: NOTE,
  calls: ['AddNote'],
  ids: { args: ['jobID'] },
  jobOf: (task) => task.args.jobID,
  tables: (database) => [database.comments],
  title: (task, { job }) =>
    job ? t('queue.name.note', { job: job.jobNumber, text: summaryOf(task.args.text, NOTE_SUMMARY) }) : null,
  read: answerReader(procedures.AddNote.answer),
  async apply(database, task, note) {
    await settleNote(database, task.args.jobID, task.queueID, note);
  },
  async discard(database, task) {
    await dropPendingNote(database, task.args.jobID, task.queueID);
  },
});
