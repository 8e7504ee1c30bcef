// CREW-1: the device learns how far its clock is from the server's on each job sync. The answer's
// `serverTime` was read on the server between sending and receiving, so it is compared with the
// middle of the round trip (error at most half of it). A punch carries the last offset, and the
// server corrects its time by it: a phone set wrong still punches the true instant.
import { MAX_CLOCK_OFFSET_MS } from '@fieldops/contract';
import type { FieldOpsDatabase } from '../db/database';
import { writeSetting } from '../db/settings';

/** Server time minus device time in whole ms, or null when the server's time does not parse or is beyond belief. */
export function clockOffsetOf(serverTime: string, sentAt: number, receivedAt: number): number | null {
  const server = Date.parse(serverTime);
  if (!Number.isFinite(server)) return null;
  const offset = Math.round(server - (sentAt + receivedAt) / 2);
  return Math.abs(offset) <= MAX_CLOCK_OFFSET_MS ? offset : null;
}

export async function saveClockOffset(
  database: FieldOpsDatabase,
  serverTime: string,
  sentAt: number,
  receivedAt: number,
): Promise<void> {
  const offsetMs = clockOffsetOf(serverTime, sentAt, receivedAt);
  if (offsetMs === null) return;
  await writeSetting('clockOffset', { offsetMs, measuredAt: new Date(receivedAt).toISOString() }, database);
}
