// The identity provider of the configuration (AUTH-13): the external one OIDC_ISSUER names, or
// else the embedded provider (src/idp), whose routes the app then serves too.
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { Database } from './db/types.js';
import { providerAdapter } from './idp/adapter.js';
import { sharedProviderKeys } from './idp/keys.js';
import { embeddedProvider, type EmbeddedProvider } from './idp/provider.js';
import { externalProvider } from './adapters/identity/external-provider.js';
import type { IdentityProvider } from './adapters/identity/identity-provider.js';

export async function identityFor(
  config: AppConfig,
  db: Kysely<Database>,
): Promise<{ identity: IdentityProvider; idp?: EmbeddedProvider }> {
  if (config.oidcIssuer) {
    const identity = externalProvider({
      issuer: config.oidcIssuer,
      clientId: config.oidcClientId,
      hostedDomain: config.companyDomain,
    });
    return { identity };
  }
  // OPS-2: state and keys in the database every instance shares.
  const keys = await sharedProviderKeys(db, config.dataDir);
  const idp = embeddedProvider(config, keys, providerAdapter(db));
  return { identity: idp.identity, idp };
}
