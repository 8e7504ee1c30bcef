// FIELD-1: a throwaway kind of change for the checklist tests (queue/README.md, "adding a kind of
// change"): defined with defineKind and registered by the test alone, it uses a table no real kind
// declares (eventTypes) so a test sees that the queue opens what the kind asks for.
import { calls } from '@fieldops/contract';
import { type TaskMeta, httpTask } from '../queue/kinds/call-task';
import { answerReader, defineKind } from '../queue/kinds/kind';

export const PROBE = 'ChecklistProbe';
export const probeTask = (jobID: number, meta: TaskMeta) =>
  httpTask(
    'addJobEvent',
    { id: jobID, eventType: 'Probe', startDateColumn: '2026-11-27', endDateColumn: '2026-11-27' },
    undefined,
    PROBE,
    meta,
  );

export const probeKind = defineKind<'addJobEvent', { eventID: number }>({
  typeObject: PROBE,
  calls: ['addJobEvent'],
  ids: { args: ['id'] },
  lane: 'upload',
  body: async (task) => ({ builtWhenSent: task.args.eventType }),
  progress: async (task, database) => ((await database.eventTypes.get(-task.queueID)) ? 0.5 : null),
  jobOf: (task) => task.args.id,
  title: (task) => `Probe on job ${task.args.id}`,
  tables: (database) => [database.eventTypes],
  read: answerReader(calls.addJobEvent.answer),
  async apply(database, task, answer) {
    await database.eventTypes.put({
      eventTypeID: answer.eventID,
      eventType: task.args.eventType,
      position: 0,
    });
  },
  async discard(database, task) {
    await database.eventTypes.put({ eventTypeID: -task.queueID, eventType: 'discarded', position: 0 });
  },
});
