// Sign-in to the console through the company's OpenID Connect provider, as the field app does
// (AUTH-1..3): the implicit flow with a fresh state and nonce kept in this tab, answered at
// /office/sign-in, whose URI is registered with the provider beside the field app's /login.
import { type AuthConfig, NONCE_LENGTH, decodeJwtPayload, isTokenValid } from '@fieldops/contract';

const REQUEST_KEY = 'fieldops.office.authRequest';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const SIGN_IN_PATH = '/office/sign-in';

interface AuthRequest {
  state: string;
  nonce: string;
}

export class SignInError extends Error {
  override readonly name = 'SignInError';
}

function randomToken(length: number): string {
  const limit = 256 - (256 % ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}

export const redirectUri = (origin: string = window.location.origin) => `${origin}${SIGN_IN_PATH}`;

/** Keeps a new state and nonce in this tab; answers the provider URL to leave for. */
export function authorizationUrl(config: AuthConfig, storage: Storage = sessionStorage): string {
  const request: AuthRequest = { state: randomToken(32), nonce: randomToken(NONCE_LENGTH) };
  storage.setItem(REQUEST_KEY, JSON.stringify(request));
  const url = new URL(config.authorizationEndpoint, window.location.origin);
  url.search = new URLSearchParams({
    response_type: 'id_token token',
    client_id: config.clientId,
    redirect_uri: redirectUri(),
    scope: 'openid email profile',
    state: request.state,
    nonce: request.nonce,
    hd: config.hostedDomain,
  }).toString();
  return url.toString();
}

export const hasAuthAnswer = (hash: string) => /[#&](state|id_token|error)=/.test(hash);

export interface ProviderTokens {
  idToken: string;
  accessToken: string;
  email: string;
}

/** The provider's answer in the hash, checked against this tab's state and nonce (used once). */
export function tokensFromHash(hash: string, now: number, storage: Storage = sessionStorage): ProviderTokens {
  const raw = storage.getItem(REQUEST_KEY);
  storage.removeItem(REQUEST_KEY);
  const kept = raw ? (JSON.parse(raw) as Partial<AuthRequest>) : null;
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!kept?.state || params.get('state') !== kept.state) throw new SignInError('state mismatch');
  if (params.get('error')) throw new SignInError(`provider answered ${params.get('error')}`);
  const idToken = params.get('id_token');
  const accessToken = params.get('access_token');
  if (!idToken || !accessToken) throw new SignInError('tokens missing');
  const claims = decodeJwtPayload(idToken);
  if (!claims || claims['nonce'] !== kept.nonce) throw new SignInError('nonce mismatch');
  const { email, exp } = claims;
  if (typeof email !== 'string' || typeof exp !== 'number') throw new SignInError('id token lacks email');
  if (!isTokenValid(exp * 1000, now)) throw new SignInError('id token expired');
  return { idToken, accessToken, email };
}
