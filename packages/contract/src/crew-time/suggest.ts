// CREW-3 (foundation): the start and end a crew member's punches suggest for a day, as the
// wall-clock times a timesheet holds, and the true length between the two instants (a night across
// midnight or a daylight-saving change counts the time that passed, as TSX-2's lengths do).
import { wallClockOf } from '../date-time.js';
import { type Punch, standingPunches } from './punches.js';

export interface PunchSuggestion {
  startTime: string | null;
  endTime: string | null;
  /** Minutes between the two punches; null while one is missing. */
  minutes: number | null;
}

type Suggestable = Pick<Punch, 'punchID' | 'corrects' | 'kind' | 'employeeID' | 'correctedTime'>;

/** The first standing 'in' on `day` (in `timeZone`) and the last 'out' after it, before the next 'in' of a later day. */
export function suggestedTimes(
  punches: readonly Suggestable[],
  employeeID: number,
  day: string,
  timeZone: string,
): PunchSuggestion {
  const mine = standingPunches(punches.filter((p) => p.employeeID === employeeID)).sort(
    (a, b) => Date.parse(a.correctedTime) - Date.parse(b.correctedTime),
  );
  const start = mine.find((p) => p.kind === 'in' && wallClockOf(p.correctedTime, timeZone).date === day);
  if (!start) return { startTime: null, endTime: null, minutes: null };
  const after = mine.filter((p) => Date.parse(p.correctedTime) > Date.parse(start.correctedTime));
  const nextDayIn = after.find((p) => p.kind === 'in' && wallClockOf(p.correctedTime, timeZone).date > day);
  const end = after
    .filter(
      (p) =>
        p.kind === 'out' && (!nextDayIn || Date.parse(p.correctedTime) < Date.parse(nextDayIn.correctedTime)),
    )
    .at(-1);
  return {
    startTime: wallClockOf(start.correctedTime, timeZone).time,
    endTime: end ? wallClockOf(end.correctedTime, timeZone).time : null,
    minutes: end
      ? Math.round((Date.parse(end.correctedTime) - Date.parse(start.correctedTime)) / 60_000)
      : null,
  };
}
