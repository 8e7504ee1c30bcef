// The two halves of sign-in as plain async functions (AUTH-1..7): leaving for the provider, and
// completing from its answer. They report each step through `onStep`; the login page renders it.
import { LOGIN_REDIRECT_DELAY_MS } from '@fieldops/contract';
import { call } from '../api/calls';
import { refusalReason } from './refusal-reason';
import { beginAuthorization, browserNavigation, providerHost, takeAuthRequest } from './authorize';
import { parseAuthResponse, tokensFromResponse } from './callback';
import { clearOAuth, writeOAuth } from './stored-oauth';
import { registerDevice } from './register-device';
import { openSession } from './session';

export type SignInStep = 'idle' | 'begun' | 'authenticating' | 'success' | 'failed';

export interface SignInState {
  step: SignInStep;
  /** The identity provider's host, for 'Authenticating with {host}'. */
  host: string;
  /** UX-3: why it failed, shown under the spec's 'Failed to authenticate with {host}'. */
  reason?: string | undefined;
}

export interface FlowDeps {
  onStep(state: SignInState): void;
  navigate(path: string): void;
  /**
   * OFF-1: the start's signed-in part, run once a session is open. Given by the shell (it owns the
   * start), so auth/ needs nothing of the syncs above it.
   */
  afterSignIn(): void;
}

function fail(deps: FlowDeps, host: string, reason: unknown): void {
  // AUTH-7: 'Google Authentication Failed' is logged only, with the check that refused.
  console.error('Google Authentication Failed', reason instanceof Error ? reason.message : reason);
  clearOAuth();
  // UX-3: the user still learns why, in words (the server's reason, or no network).
  deps.onStep({ step: 'failed', host, reason: refusalReason(reason) });
  // AUTH-6: back to a clean /login (the hash with the tokens goes away).
  deps.navigate('/login');
}

/** AUTH-1: fetch the provider's settings and leave for its authorization endpoint. */
export async function redirectToProvider(deps: FlowDeps): Promise<void> {
  let host = window.location.host;
  try {
    const config = await call('authConfig');
    host = providerHost(config);
    deps.onStep({ step: 'authenticating', host });
    browserNavigation.assign(beginAuthorization(config));
  } catch (error) {
    fail(deps, host, error);
  }
}

/** AUTH-2..6: check the answer, keep the tokens, open a session, then the dashboard after 1 s. */
export async function completeSignIn(hash: string, deps: FlowDeps): Promise<void> {
  const kept = takeAuthRequest();
  let host = window.location.host;
  try {
    const config = await call('authConfig');
    host = providerHost(config);
    deps.onStep({ step: 'authenticating', host });
    const tokens = tokensFromResponse(parseAuthResponse(hash), kept, config, Date.now());
    writeOAuth(tokens);
    await openSession(tokens);
    deps.onStep({ step: 'success', host });
    // The start sequence ran before there was a user; do its signed-in part now, in the
    // background, so the menu, the jobs, their folders' documents and the report templates are on
    // the device before the crew leaves the signal behind (OFF-1).
    void registerDevice();
    deps.afterSignIn();
    setTimeout(() => deps.navigate('/dashboard'), LOGIN_REDIRECT_DELAY_MS);
  } catch (error) {
    fail(deps, host, error);
  }
}
