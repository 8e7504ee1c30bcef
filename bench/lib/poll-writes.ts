// SCALE-2: the writes a fleet makes beside its polls, at stated rates: notes on one of the writer's
// own jobs (they void the cached deltas of that job's readers) and timesheet-defaults saves (a
// timesheet-area write no delta shows). Each is sent at its scheduled time, as devices would.
import { Pool } from 'undici';
import type { FleetDevice } from './poll-fleet.js';

export interface WriteRates {
  notesPerSecond: number;
  timesheetsPerSecond: number;
}

export interface WriteCounts {
  notes: number;
  timesheets: number;
  errors: number;
}

const TICK_MS = 20;

/** Starts writing through `url` as devices of `fleet()` (read at each write: the ladder grows it). */
export function startWrites(url: string, fleet: () => readonly FleetDevice[], rates: WriteRates) {
  const pool = new Pool(url, { connections: 4 });
  const counts: WriteCounts = { notes: 0, timesheets: 0, errors: 0 };
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  let notesSent = 0;
  let timesheetsSent = 0;
  let turn = 0;
  const pick = () => {
    const devices = fleet();
    return devices[(turn++ * 7919) % devices.length]!;
  };
  const send = (path: string, body: unknown, kind: 'notes' | 'timesheets') => {
    const done = pool
      .request({
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      .then(async (answer) => {
        await answer.body.dump();
        if (answer.statusCode === 200) counts[kind]++;
        else counts.errors++;
      })
      .catch(() => void counts.errors++)
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  const timer = setInterval(() => {
    const elapsed = (performance.now() - start) / 1000;
    while (notesSent < Math.floor(elapsed * rates.notesPerSecond)) {
      notesSent++;
      const device = pick();
      const jobID = device.jobIDs[notesSent % device.jobIDs.length]!;
      const parameters = [
        { name: 'jobID', value: jobID },
        { name: 'noteType', value: 'General' },
        { name: 'text', value: `Bench note ${notesSent}` },
      ];
      send(`/api/cmd?proc=AddNote&sid=${device.sid}`, { procedure: 'AddNote', parameters }, 'notes');
    }
    while (timesheetsSent < Math.floor(elapsed * rates.timesheetsPerSecond)) {
      timesheetsSent++;
      const defaults = {
        shiftStart: '07:00',
        shiftEnd: '15:30',
        lunchTaken: timesheetsSent % 2 === 0,
        ignoreDayoff: false,
      };
      send(`/api/user/settings/timesheet-defaults/?sid=${pick().sid}`, defaults, 'timesheets');
    }
  }, TICK_MS);
  return {
    counts,
    async stop(): Promise<WriteCounts> {
      clearInterval(timer);
      await Promise.all(inFlight);
      await pool.close();
      return counts;
    },
  };
}
