// AUTH-11: an id token proves who signs in only after its signature (against the provider's
// JWKS), issuer, audience and expiry are checked, and the account belongs to the company domain.
// Each failure says what was wrong; a 401 means "not a valid token", a 403 "valid, not allowed".
import { errors, jwtVerify } from 'jose';
import { forbidden, unauthorized, type HttpError } from '../../http/errors.js';
import { textProblem } from '../../http/text-guard.js';
import type { IdentityProvider } from '../../adapters/identity/identity-provider.js';

export interface VerifiedIdentity {
  email: string;
  name: string;
  subject: string;
  /** The token's expiry (seconds since the epoch), how long it must be remembered as spent. */
  expiresAt: number;
}

function explain(error: unknown, provider: IdentityProvider): HttpError | undefined {
  if (error instanceof errors.JWTExpired) return unauthorized('The sign-in token has expired; sign in again');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return unauthorized(`The sign-in token was not issued by ${provider.issuer}`);
    if (error.claim === 'aud') return unauthorized('The sign-in token was issued for another application');
    return unauthorized(`The sign-in token's ${error.claim} claim is not valid`);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return unauthorized('The sign-in token signature is not valid');
  }
  if (error instanceof errors.JOSEError) return unauthorized('The sign-in token is malformed');
  return undefined;
}

/**
 * OIDC Core 3.1.3.7: a token for several audiences must name us as its authorized party (`azp`),
 * and an `azp` present must be us: otherwise a token issued to another application that merely
 * lists us among its audiences would sign someone in here.
 */
function checkAuthorizedParty(payload: { aud?: string | string[]; azp?: unknown }, clientId: string): void {
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (payload.azp !== undefined && payload.azp !== clientId) {
    throw unauthorized('The sign-in token was issued to another application (azp)');
  }
  if (audiences.length > 1 && payload.azp === undefined) {
    throw unauthorized('The sign-in token names several audiences but no authorized party (azp)');
  }
}

export async function verifyIdToken(
  token: string,
  provider: IdentityProvider,
  companyDomain: string,
): Promise<VerifiedIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, provider.keys, {
      issuer: provider.issuer,
      audience: provider.clientId,
      requiredClaims: ['exp', 'sub'],
      // Only asymmetric algorithms: a provider's JWKS never holds shared secrets.
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
    }));
  } catch (error) {
    throw explain(error, provider) ?? error;
  }
  checkAuthorizedParty(payload, provider.clientId);
  // OPS-6: the subject, email and name are stored with the account; text the database cannot hold
  // (a NUL was a 500 on PostgreSQL) makes the claim invalid, as a wrong type would.
  for (const claim of ['sub', 'email', 'name'] as const) {
    const value = payload[claim];
    if (typeof value === 'string' && textProblem(value)) {
      throw unauthorized(`The sign-in token's ${claim} claim is not valid`);
    }
  }
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
  if (!email) throw unauthorized('The sign-in token carries no email address');
  if (payload.email_verified === false) throw forbidden('The email address of this account is not verified');
  const hd = typeof payload.hd === 'string' ? payload.hd.toLowerCase() : undefined;
  const emailDomain = email.split('@').pop();
  if (hd !== companyDomain && emailDomain !== companyDomain) {
    throw forbidden(`Only ${companyDomain} accounts may sign in`);
  }
  const name = typeof payload.name === 'string' && payload.name ? payload.name : email;
  return { email, name, subject: String(payload.sub), expiresAt: Number(payload.exp) };
}
