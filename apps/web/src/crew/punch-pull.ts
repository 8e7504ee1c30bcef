// CREW-2: the foreman's device fetches the punches of his jobs for a day (his crew's phones sent
// them), so their flags show to him. A punch this device still has in the queue keeps its own
// copy until its answer arrives; every other punch is the server's copy.
import { type Punch, addDays, startOfDayIn } from '@fieldops/contract';
import { call } from '../api/calls';
import { readCompanyTimeZone } from '../db/company-time-zone';
import { type FieldOpsDatabase, db } from '../db/database';

export async function savePulledPunches(punches: readonly Punch[], database: FieldOpsDatabase = db) {
  await database.transaction('rw', [database.crewPunches], async () => {
    for (const punch of punches) {
      const kept = await database.crewPunches.get(punch.punchID);
      if (kept?.queueID != null) continue;
      const {
        correctedTime: _t,
        distanceM: _d,
        flags: _f,
        kioskMethod,
        recordedByUserID: _u,
        recordedByName: _n,
        receivedAt: _r,
        ...sent
      } = punch;
      await database.crewPunches.put({
        punchID: punch.punchID,
        employeeID: punch.employeeID,
        punch: { ...sent, kioskMethod },
        queueID: null,
        stored: punch,
      });
    }
  });
}

/** The punches of `day` (the company's calendar day) on the jobs this user reaches; false offline. */
export async function pullPunchesOfDay(day: string, database: FieldOpsDatabase = db): Promise<boolean> {
  const zone = await readCompanyTimeZone(database);
  try {
    const { punches } = await call('punches', {
      query: { from: startOfDayIn(day, zone), to: startOfDayIn(addDays(day, 1), zone) },
    });
    await savePulledPunches(punches, database);
    return true;
  } catch (error) {
    console.error('Punches could not be fetched', error instanceof Error ? error.message : error);
    return false;
  }
}
