// JOB-3: a note on a job (the AddNote procedure). The note shows at once, waiting to be sent
// (db/comments.ts addPendingNote); the answer's note, with the server's id and time, replaces it.
import { type Note, type ProcedureParameters, procedures } from '@fieldops/contract';
import { dropPendingNote, settleNote } from '../../db/comments';
import { type NewTask, type QueuedTask, TASK_TYPES } from '../task';
import { type TaskMeta, callArgsOf, procedureTask } from './call-task';
import { answerReader, defineKind } from './kind';

const CALLS = ['AddNote'] as const;
const IDS = ['jobID'];

export const noteTask = (parameters: ProcedureParameters<'AddNote'>, meta: TaskMeta): NewTask =>
  procedureTask('AddNote', parameters, TASK_TYPES.note, meta);

const jobOf = (task: QueuedTask) => {
  const jobID = callArgsOf(task, CALLS, IDS)?.args.jobID;
  return typeof jobID === 'number' ? jobID : null;
};

export const noteKind = defineKind<Note>({
  typeObject: TASK_TYPES.note,
  calls: CALLS,
  ids: { args: IDS },
  read: answerReader(procedures.AddNote.answer),
  async apply(database, task, note) {
    const jobID = jobOf(task);
    if (jobID !== null) await settleNote(database, jobID, task.queueID, note);
  },
  async discard(database, task) {
    const jobID = jobOf(task);
    if (jobID !== null) await dropPendingNote(database, jobID, task.queueID);
  },
});
