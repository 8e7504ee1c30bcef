// TSX-5: the crew roster: everyone a foreman may put on a crew, with their trade and class, so the
// crew picker lists them on the device with no network (GET /api/timesheet/crew-roster).
import { z } from 'zod';

export const CrewRosterEntry = z.object({
  employeeID: z.number().int(),
  name: z.string(),
  /** The person's trade (e.g. Electrician); null when the office has not set one. */
  trade: z.string().nullable(),
  /** The person's class within the trade (e.g. Journeyman, Apprentice 2); null when not set. */
  workerClass: z.string().nullable(),
});
export type CrewRosterEntry = z.infer<typeof CrewRosterEntry>;

/** The largest roster served and kept on a device (the server answers at most this many, by name). */
export const CREW_ROSTER_MAX = 2000;
