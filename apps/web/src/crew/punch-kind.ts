// CREW-1: a punch rides the queue like every change. It shows at once (crewPunches, its task's
// queueID set); the server's answer (corrected time, fence flags) replaces the device's copy. The
// punch's id is made on the device, so a task sent twice (a lost answer, a second try) is one
// punch on the server.
import { type NewPunch, type Punch, calls } from '@fieldops/contract';
import { formatTimeOfDay } from '../i18n/format';
import { t } from '../i18n/messages';
import { type KindTask, type TaskMeta, httpTask } from '../queue/kinds/call-task';
import { answerReader, defineKind } from '../queue/kinds/kind';

export const PUNCH = 'CrewPunch';

export const punchTask = (punch: NewPunch, meta: TaskMeta) => httpTask('recordPunch', {}, punch, PUNCH, meta);

export const punchKind = defineKind<'recordPunch', Punch, KindTask<'recordPunch', NewPunch>>({
  typeObject: PUNCH,
  calls: ['recordPunch'],
  ids: { payload: ['jobID'] },
  jobOf: (task) => task.payload.jobID,
  tables: (database) => [database.crewPunches],
  title: (task, { job }) =>
    t(task.payload.kind === 'in' ? 'queue.name.punchIn' : 'queue.name.punchOut', {
      time: formatTimeOfDay(task.payload.deviceTime),
      job: job?.jobNumber ?? '',
    }),
  read: answerReader(calls.recordPunch.answer),
  async apply(database, _task, punch) {
    await database.crewPunches.update(punch.punchID, { stored: punch, queueID: null });
  },
  async discard(database, task) {
    await database.crewPunches.delete(task.payload.punchID);
  },
});
