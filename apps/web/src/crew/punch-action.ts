// CREW-1: clocking in or out is an action: the punch is written here and its task queued in one
// transaction, so it shows at once ("waiting to send") and is never lost or doubled. The punch
// carries the device's clock, the offset last measured against the server (sync/clock-offset.ts)
// and the fix the screen got (or none: a punch never waits on a GPS fix).
import type { KioskCheck, NewPunch, PunchKind, PunchPosition } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../db/database';
import { readSetting } from '../db/settings';
import { formatTimeOfDay } from '../i18n/format';
import { t } from '../i18n/messages';
import { randomUuid } from '../platform/device';
import { addTask, nextQueueID } from '../queue/enqueue';
import { wakeQueue } from '../queue/wake';
import { punchTask } from './punch-kind';

export interface PunchInput {
  kind: PunchKind;
  employeeID: number;
  jobID: number;
  position: PunchPosition | null;
  /** On the foreman's device as a kiosk: the crew member's PIN or signature; null on his own phone. */
  kiosk?: KioskCheck | null;
  /** A correction: the punch it corrects and why; its time is the one stated, not now. */
  corrects?: NewPunch['corrects'];
  statedTime?: string;
}

export async function recordPunch(input: PunchInput, database: FieldOpsDatabase = db, now = new Date()) {
  const offset = await readSetting('clockOffset', database);
  const kiosk = input.kiosk ?? null;
  const punch: NewPunch = {
    punchID: randomUuid(),
    kind: input.kind,
    employeeID: input.employeeID,
    jobID: input.jobID,
    deviceTime: input.statedTime ?? now.toISOString(),
    clockOffsetMs: offset?.offsetMs ?? null,
    position: input.position,
    recordedAs: kiosk ? 'kiosk' : 'self',
    kiosk,
    corrects: input.corrects ?? null,
  };
  const queueID = await database.transaction('rw', [database.updateQueue, database.crewPunches], async () => {
    const queueID = await nextQueueID(database, now.getTime());
    const taskName = t(punch.kind === 'in' ? 'task.punchIn' : 'task.punchOut', {
      time: formatTimeOfDay(now),
    });
    await addTask(database, punchTask(punch, { taskName, dependsOn: null }), { queueID, now });
    const { kiosk: _secret, ...kept } = punch;
    await database.crewPunches.put({
      punchID: punch.punchID,
      employeeID: punch.employeeID,
      punch: { ...kept, kioskMethod: kiosk?.method ?? null },
      queueID,
      stored: null,
    });
    return queueID;
  });
  wakeQueue();
  return { punchID: punch.punchID, queueID };
}
