import { DEVICE_SERIAL_MAX_LENGTH, DEVICE_SERIAL_MIN_LENGTH } from '../constants.js';

/**
 * AUTH-10: a stored serial shorter than 10 characters is replaced by
 * `{timestamp}@@{first 100 chars of the token}`; otherwise it is cut to 100 characters.
 * The built serial is capped at 100 as well, so the serial stays the same on the next start
 * (see docs/decisions.md).
 */
export function deviceSerial(stored: string | null | undefined, token: string, now: number): string {
  if (!stored || stored.length < DEVICE_SERIAL_MIN_LENGTH) {
    return `${now}@@${token.slice(0, DEVICE_SERIAL_MAX_LENGTH)}`.slice(0, DEVICE_SERIAL_MAX_LENGTH);
  }
  return stored.slice(0, DEVICE_SERIAL_MAX_LENGTH);
}
