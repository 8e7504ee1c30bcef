// CREW-1: a punch (clock in or out) as the device records it and as the server keeps it. A punch
// is never edited: a correction is a new punch naming the one it corrects, who made it and why,
// so the original stays. The device sends its own clock reading and the offset it last measured
// against the server; the server stores both and the corrected instant.
import { z } from 'zod';
import { RecordID } from '../jobs.js';

export const PunchKind = z.enum(['in', 'out']);
export type PunchKind = z.infer<typeof PunchKind>;

/**
 * CREW-1/2: why the foreman should look at a punch; a flag never refuses one. `noFix`: no
 * position; `poorAccuracy`: a fix worse than PUNCH_ACCURACY_LIMIT_M; `outsideFence`: farther than
 * the site's radius; `pinNotMatched`: a kiosk PIN that did not match the stored one;
 * `clockNotMeasured`: the device had never measured its clock against the server.
 */
export const PunchFlag = z.enum([
  'noFix',
  'poorAccuracy',
  'outsideFence',
  'pinNotMatched',
  'clockNotMeasured',
]);
export type PunchFlag = z.infer<typeof PunchFlag>;

export const PunchPosition = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Metres, as the device reports it (the radius of 68% confidence). */
  accuracyM: z.number().min(0).max(100_000),
});
export type PunchPosition = z.infer<typeof PunchPosition>;

/** The largest clock offset believed (a device a year wrong is broken, not offset). */
export const MAX_CLOCK_OFFSET_MS = 366 * 24 * 3_600_000;

/** A kiosk punch on the foreman's device: the crew member shows it is him by PIN or signature. */
export const KioskCheck = z.discriminatedUnion('method', [
  z.object({ method: z.literal('pin'), pin: z.string().regex(/^\d{4,8}$/) }),
  z.object({
    method: z.literal('signature'),
    signature: z.string().startsWith('data:image/png;base64,').max(200_000),
  }),
]);
export type KioskCheck = z.infer<typeof KioskCheck>;

export const PunchCorrection = z.object({
  punchID: z.uuid(),
  reason: z.string().trim().min(1).max(500),
});
export type PunchCorrection = z.infer<typeof PunchCorrection>;

/** What the device sends; `punchID` is made on the device, so a replay is the same punch. */
export const NewPunch = z
  .object({
    punchID: z.uuid(),
    kind: PunchKind,
    employeeID: RecordID,
    jobID: RecordID,
    /** The device's clock when the punch was made (for a correction: the time the corrector states). */
    deviceTime: z.iso.datetime({ offset: true }),
    /** Server time minus device time, measured at the device's last sync; null: never measured. */
    clockOffsetMs: z.number().int().min(-MAX_CLOCK_OFFSET_MS).max(MAX_CLOCK_OFFSET_MS).nullable(),
    position: PunchPosition.nullable(),
    recordedAs: z.enum(['self', 'kiosk']),
    kiosk: KioskCheck.nullable(),
    corrects: PunchCorrection.nullable(),
  })
  .refine((p) => (p.recordedAs === 'kiosk') === (p.kiosk !== null), {
    path: ['kiosk'],
    message: 'A kiosk punch carries a PIN or a signature; a punch on his own phone carries neither',
  });
export type NewPunch = z.infer<typeof NewPunch>;

/** A punch as kept: the PIN is never stored or answered, only whether it matched. */
export const Punch = z.object({
  punchID: z.uuid(),
  kind: PunchKind,
  employeeID: z.number().int(),
  jobID: z.number().int(),
  deviceTime: z.string(),
  clockOffsetMs: z.number().int().nullable(),
  /** The instant the punch happened by the server's clock (device time + offset). */
  correctedTime: z.string(),
  position: PunchPosition.nullable(),
  /** Metres from the job's fence centre; null without a fix or a fence. */
  distanceM: z.number().nullable(),
  flags: z.array(PunchFlag),
  recordedAs: z.enum(['self', 'kiosk']),
  kioskMethod: z.enum(['pin', 'signature']).nullable(),
  recordedByUserID: z.number().int(),
  recordedByName: z.string(),
  corrects: PunchCorrection.nullable(),
  receivedAt: z.string(),
});
export type Punch = z.infer<typeof Punch>;

export const PunchList = z.object({ punches: z.array(Punch) });
export type PunchList = z.infer<typeof PunchList>;

export const PunchQuery = z.object({
  /** Instants (ISO) bounding the corrected time: from inclusive, to exclusive. */
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  jobID: RecordID.optional(),
  employeeID: RecordID.optional(),
});
export type PunchQuery = z.infer<typeof PunchQuery>;

export const CrewPin = z.object({ pin: z.string().regex(/^\d{4,8}$/) });
export type CrewPin = z.infer<typeof CrewPin>;

/** The instant a punch happened by the server's clock; a correction states its time outright. */
export function correctedPunchTime(
  punch: Pick<NewPunch, 'deviceTime' | 'clockOffsetMs' | 'corrects'>,
): string {
  const device = Date.parse(punch.deviceTime);
  const offset = punch.corrects ? 0 : (punch.clockOffsetMs ?? 0);
  return new Date(device + offset).toISOString();
}

/**
 * The punches that stand: every punch no later punch corrects (a correction of a correction
 * replaces the correction). The originals stay in the list the server answers; this is the view.
 */
export function standingPunches<P extends Pick<Punch, 'punchID' | 'corrects'>>(punches: readonly P[]): P[] {
  const corrected = new Set(punches.flatMap((p) => (p.corrects ? [p.corrects.punchID] : [])));
  return punches.filter((p) => !corrected.has(p.punchID));
}

export interface ClockState {
  clockedIn: boolean;
  /** The standing punch that decides it (the last by corrected time), or null: none yet. */
  last: Pick<Punch, 'kind' | 'jobID' | 'correctedTime'> | null;
}

/** Whether `employeeID` is clocked in now: his last standing punch is an 'in'. */
export function clockStateOf(
  punches: readonly Pick<Punch, 'punchID' | 'corrects' | 'kind' | 'jobID' | 'correctedTime' | 'employeeID'>[],
  employeeID: number,
): ClockState {
  const mine = standingPunches(punches.filter((p) => p.employeeID === employeeID));
  const last = mine.reduce<(typeof mine)[number] | null>(
    (latest, p) =>
      latest === null || Date.parse(p.correctedTime) >= Date.parse(latest.correctedTime) ? p : latest,
    null,
  );
  return { clockedIn: last?.kind === 'in', last };
}
