// The embedded provider's signing key and cookie keys. OPS-2: every instance must sign with the
// same key and read the same cookies, so the database holds them (table oidc_keys, one row): the
// first instance to start makes them (or brings in an existing ${DATA_DIR}/oidc-keys.json, so an
// upgraded server keeps its users signed in), the others read that row. Each instance keeps a
// copy in its DATA_DIR/oidc-keys.json (mode 600) for the one-machine backup and the tests.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';

export interface ProviderKeys {
  /** RS256 private key as a JWK, with `kid`, `alg` and `use`. */
  signing: JWK;
  cookieKeys: string[];
}

const KeysFile = z.object({
  signing: z.looseObject({ kty: z.literal('RSA'), kid: z.string(), d: z.string() }),
  cookieKeys: z.array(z.string().min(32)).min(1),
});

export const keysFile = (dataDir: string) => path.join(dataDir, 'oidc-keys.json');

function parseKeys(text: string, where: string): ProviderKeys {
  const parsed = KeysFile.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${where} is damaged; delete it to make new keys (users sign in again)`);
  return parsed.data as ProviderKeys;
}

/** This machine's keys file, made when missing (one machine; sharedProviderKeys for the server). */
export async function loadOrCreateKeys(dataDir: string): Promise<ProviderKeys> {
  const file = keysFile(dataDir);
  if (existsSync(file)) return parseKeys(readFileSync(file, 'utf8'), file);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const signing: JWK = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };
  const keys: ProviderKeys = { signing, cookieKeys: [randomBytes(32).toString('base64url')] };
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

const KEY_SET = 'current';

/**
 * The keys every instance uses: the database's row, or this machine's file (made if missing)
 * offered as that row when there is none yet. Two instances starting at once both offer theirs;
 * the insert that lands first wins and both read it back.
 */
export async function sharedProviderKeys(db: Kysely<Database>, dataDir: string): Promise<ProviderKeys> {
  const stored = () =>
    db.selectFrom('oidc_keys').select('keys').where('key_set', '=', KEY_SET).executeTakeFirst();
  let row = await stored();
  if (!row) {
    const offered = await loadOrCreateKeys(dataDir);
    await db
      .insertInto('oidc_keys')
      .values({ key_set: KEY_SET, keys: JSON.stringify(offered), created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('key_set').doNothing())
      .execute();
    row = await stored();
    if (!row) throw new Error('the provider keys could not be stored in the database');
  }
  const keys = parseKeys(row.keys, 'the oidc_keys row');
  // The database wins over a missing, damaged or older copy.
  const file = keysFile(dataDir);
  const text = JSON.stringify(keys, null, 2);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text, { mode: 0o600 });
  return keys;
}

/** The public half, as published in the provider's JWKS. */
export function publicJwk({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}
