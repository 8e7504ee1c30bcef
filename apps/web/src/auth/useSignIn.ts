// The login page's state (AUTH-1..7, AUTH-9): what to show, and what the button does.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { networkStatus } from '../platform/network-status';
import { hasAuthResponse } from './callback';
import { readSessionId } from './local-user';
import type { FlowDeps, SignInState } from './sign-in-flow';

// UX-4: the flow (HTTP client, session) and the token check (zod) load when they are used,
// so the login page paints with its own code only.
const signInFlow = () => import('./sign-in-flow');
const tokenIsValid = async () => (await import('./stored-oauth')).hasValidToken();

function isAuto(search: string): boolean {
  return new URLSearchParams(search).get('auto') === '1';
}

/** `afterSignIn`: the start's signed-in part (FlowDeps), given by the shell. */
export function useSignIn(afterSignIn: () => void): SignInState & { start: () => void } {
  const navigate = useNavigate();
  const location = useLocation();
  // A returning answer (or ?auto=1) starts busy, so the first paint already says what happens.
  const [state, setState] = useState<SignInState>(() => ({
    step: hasAuthResponse(location.hash) || isAuto(location.search) ? 'begun' : 'idle',
    host: window.location.host,
  }));
  const handled = useRef(false);
  const deps = useMemo<FlowDeps>(
    () => ({
      onStep: setState,
      navigate: (path) => void navigate(path, { replace: true, viewTransition: true }),
      afterSignIn,
    }),
    [navigate, afterSignIn],
  );

  useEffect(() => {
    // Once per page load: a StrictMode re-run must not consume the kept state a second time.
    if (handled.current) return;
    handled.current = true;
    if (hasAuthResponse(location.hash)) {
      const hash = location.hash;
      void signInFlow().then((flow) => flow.completeSignIn(hash, deps));
      return;
    }
    const search = location.search;
    void (async () => {
      // AUTH-9: already signed in on this device (offline, or with a live token): straight in.
      if (readSessionId() && (!networkStatus.getSnapshot() || (await tokenIsValid()))) {
        deps.navigate('/dashboard');
      } else if (isAuto(search)) {
        await (await signInFlow()).redirectToProvider(deps);
      }
    })();
  }, [deps, location.hash, location.search]);

  const start = () => {
    setState((s) => ({ ...s, step: 'begun' }));
    void signInFlow().then((flow) => flow.redirectToProvider(deps));
  };
  return { ...state, start };
}
