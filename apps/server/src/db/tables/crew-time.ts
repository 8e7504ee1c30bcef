// The crew's punches and kiosk PINs (module crew-time).
import type { PunchFlag } from '@fieldops/contract';

/** CREW-1: one punch; never updated (a correction is a new row). `flags` is a JSON list of PunchFlag. */
export interface CrewPunchesTable {
  punch_id: string;
  kind: 'in' | 'out';
  employee_id: number;
  job_id: number;
  device_time: string;
  clock_offset_ms: number | null;
  corrected_time: string;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  distance_m: number | null;
  flags: string;
  recorded_as: 'self' | 'kiosk';
  kiosk_method: 'pin' | 'signature' | null;
  signature: string | null;
  recorded_by_user_id: number;
  corrects_punch_id: string | null;
  correction_reason: string | null;
  received_at: string;
}

/** CREW-1: a crew member's kiosk PIN as an scrypt hash (`scrypt$salt$hash`, base64). */
export interface CrewPinsTable {
  employee_id: number;
  pin_hash: string;
  set_by_user_id: number;
  set_at: string;
}

export type StoredPunchFlags = PunchFlag[];

export interface CrewTimeTables {
  crew_punches: CrewPunchesTable;
  crew_pins: CrewPinsTable;
}
