// TSX-1: the foreman's picks for a day whose save waits on a conflict (the server's day changed the
// same fields differently). The picks, the day as the device holds it and the server's copy make
// one new save on top of the server's version; the waiting save and those behind it go (each
// carried the whole day, which the device's day still holds).
import { type MergePicks, mergeTimesheets } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../db/database';
import { readLocalTimesheet, writeLocalTimesheet } from './days';
import { dayChain } from './chain';
import { t } from '../i18n/messages';
import { addTask, nextQueueID } from '../queue/enqueue';
import { resaveTask } from './save-conflict';
import { isTimesheetTask } from './save-versions';
import { wakeQueue } from '../queue/wake';

export type ResolveResult = 'saved' | 'unpicked' | 'gone';

export async function resolveTimesheetConflict(
  date: string,
  picks: MergePicks,
  database: FieldOpsDatabase = db,
  foremanID?: number, // TSX-5: whose day (omitted: the signed-in user's)
): Promise<ResolveResult> {
  const tables = [database.updateQueue, database.timesheetDays];
  const result = await database.transaction('rw', tables, async (): Promise<ResolveResult> => {
    const local = await readLocalTimesheet(date, database, foremanID);
    const chain = await dayChain(local, database);
    const held = chain.at(-1);
    if (!local || !isTimesheetTask(held) || !held.timesheetConflict) return 'gone';
    const { base, current } = held.timesheetConflict;
    const { merged, conflicts } = mergeTimesheets(base, local.timesheet, current, picks);
    if (conflicts.length > 0) return 'unpicked';
    await database.updateQueue.bulkDelete(chain.map((task) => task.queueID));
    const now = new Date();
    const queueID = await nextQueueID(database, now.getTime());
    const taskName = t('ts.task.save', { date });
    await addTask(database, resaveTask(current, merged, { taskName, dependsOn: null }), { queueID, now });
    await writeLocalTimesheet({ timesheet: merged, queueID }, database, foremanID);
    return 'saved';
  });
  if (result === 'saved') wakeQueue();
  return result;
}
