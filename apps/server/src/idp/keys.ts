// The embedded provider's signing key and cookie keys, made on first start and kept in
// ${DATA_DIR}/oidc-keys.json (mode 600) so a restart keeps issued tokens and sign-in cookies
// valid. Losing the file only means users sign in again.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';

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

export async function loadOrCreateKeys(dataDir: string): Promise<ProviderKeys> {
  const file = keysFile(dataDir);
  if (existsSync(file)) {
    const parsed = KeysFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success)
      throw new Error(`${file} is damaged; delete it to make new keys (users sign in again)`);
    return parsed.data as ProviderKeys;
  }
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

/** The public half, as published in the provider's JWKS. */
export function publicJwk({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}
