// CREW-1: kiosk PINs, stored only as scrypt hashes with a salt of their own. A PIN is checked on
// the server when the kiosk punch arrives (the foreman's device may be offline when it is typed,
// and a 4-digit PIN's hash on the device could be tried in a second): a PIN that does not match
// flags the punch for the foreman; it never loses it.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(scrypt) as (pin: string, salt: Buffer, length: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(pin, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function pinMatches(pin: string, stored: string | null): Promise<boolean> {
  if (stored === null) return false;
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(pin, Buffer.from(salt, 'base64'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
