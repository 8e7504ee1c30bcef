// The identity provider of the configuration (AUTH-13): the external one OIDC_ISSUER names, or
// else the embedded provider (src/idp), whose routes the app then serves too.
import type { AppConfig } from '../../config.js';
import { loadOrCreateKeys } from '../../idp/keys.js';
import { embeddedProvider, type EmbeddedProvider } from '../../idp/provider.js';
import { externalProvider } from './external-provider.js';
import type { IdentityProvider } from './identity-provider.js';

export async function identityFor(
  config: AppConfig,
): Promise<{ identity: IdentityProvider; idp?: EmbeddedProvider }> {
  if (config.oidcIssuer) {
    const identity = externalProvider({
      issuer: config.oidcIssuer,
      clientId: config.oidcClientId,
      hostedDomain: config.companyDomain,
    });
    return { identity };
  }
  const idp = embeddedProvider(config, await loadOrCreateKeys(config.dataDir));
  return { identity: idp.identity, idp };
}
