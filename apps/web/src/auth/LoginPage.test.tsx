import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@fieldops/contract';
import { networkStatus } from '../platform/network-status';
import { authConfig, json, makeIdToken, stubFetch } from '../test/fetch-stub';
import { renderRoutes } from '../test/render';
import { AUTH_REQUEST_KEY, browserNavigation } from './authorize';
import { LoginPage } from './LoginPage';

// OFF-1: a sign-in runs the start's signed-in part the shell gives the page; here only that it does
// (the syncs' work is tested in sync/ and file-sync/), so no sync runs into the next test.
const afterSignIn = vi.fn();

const routes = [
  { path: '/login', element: <LoginPage afterSignIn={afterSignIn} /> },
  { path: '/dashboard', element: <p>Dashboard reached</p> },
];
const kept = { state: 'kept-state-123', nonce: 'kept-nonce-1234567890' };
const exp = Math.floor(Date.now() / 1000) + 3600;
const idToken = makeIdToken({ email: 'ana@example.com', name: 'Ana', exp, nonce: kept.nonce });
const sessionAnswer = {
  sessionId: 'sess-77',
  user: { userID: 1, employeeID: 2, email: 'ana@example.com', name: 'Ana', role: 'crew' },
  expiresAt: '2030-01-01T00:00:00.000Z',
};

function returning(state: string) {
  sessionStorage.setItem(AUTH_REQUEST_KEY, JSON.stringify(kept));
  return `/login#${new URLSearchParams({ id_token: idToken, access_token: 'at-77', state, token_type: 'Bearer' })}`;
}

describe('login page', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    networkStatus.setOnline(true);
    afterSignIn.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[AUTH-1] [AUTH-7] shows the begun and authenticating messages, then leaves for the provider', async () => {
    // The sign-in flow loads when the button is pressed (UX-4): the answer is held until asked for.
    const asked = new Promise<(r: Response) => void>((onAsked) =>
      stubFetch({ 'GET /api/auth/config': () => new Promise<Response>(onAsked) }),
    );
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderRoutes(routes, '/login');
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with your company account' }));
    expect(await screen.findByText('Authentication process has begun')).toBeInTheDocument();
    (await asked)(json(authConfig));
    expect(await screen.findByText('Authenticating with localhost:3000')).toBeInTheDocument();
    const url = new URL(assign.mock.calls[0]![0]);
    expect(url.pathname).toBe('/oidc/auth');
    expect(url.searchParams.get('response_type')).toBe('id_token token');
    expect(url.searchParams.get('state')).toBe(JSON.parse(sessionStorage.getItem(AUTH_REQUEST_KEY)!).state);
  });

  it('[AUTH-5] [AUTH-3] completes from the hash: stores tokens and session, then the dashboard after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const net = stubFetch({
      'GET /api/auth/config': json(authConfig),
      'POST /api/session/': json(sessionAnswer),
      'POST /api/cmd': json({ deviceID: 3, serial: 'x' }),
    });
    const { router } = renderRoutes(routes, returning(kept.state));
    expect(await screen.findByText('Autentication Success!')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.currentSessionID)).toBe('sess-77');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.oauth2)!)).toMatchObject({
      accessToken: 'at-77',
      expiresAt: exp * 1000,
    });
    expect(JSON.parse(net.to('/api/session/', 'POST')[0]!.body!)).toMatchObject({
      email: 'ana@example.com',
      token: idToken,
      password: '',
    });
    expect(router.state.location.pathname).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // Registered after sign-in (online).
    await waitFor(() =>
      expect(net.to('/api/cmd').some((r) => r.url.searchParams.get('proc') === 'RegisterDevice')).toBe(true),
    );
  });

  it('[OFF-1] a completed sign-in starts the job and folder syncs at once; a refused one does not', async () => {
    stubFetch({
      'GET /api/auth/config': json(authConfig),
      'POST /api/session/': json(sessionAnswer),
      'POST /api/cmd': json({ deviceID: 3, serial: 'x' }),
    });
    renderRoutes(routes, returning(kept.state));
    expect(await screen.findByText('Autentication Success!')).toBeInTheDocument();
    expect(afterSignIn).toHaveBeenCalledTimes(1);
  });

  it('[AUTH-2] rejects an answer with another state: failure message, no session call', async () => {
    const net = stubFetch({
      'GET /api/auth/config': json(authConfig),
      'POST /api/session/': json(sessionAnswer),
    });
    const { router } = renderRoutes(routes, returning('forged-state'));
    expect(await screen.findByText('Failed to authenticate with localhost:3000')).toBeInTheDocument();
    expect(net.to('/api/session/')).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.oauth2)).toBeNull();
    expect(router.state.location.hash).toBe('');
  });

  it('[AUTH-6] [AUTH-7] a refused session call returns to a clean /login, logs only the provider failure, offers a retry', async () => {
    const net = stubFetch({
      'GET /api/auth/config': json(authConfig),
      'POST /api/session/': json(
        { error: 'forbidden', message: 'Not a company account', details: null },
        403,
      ),
    });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { router } = renderRoutes(routes, returning(kept.state));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to authenticate with localhost:3000');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.hash).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.currentSessionID)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.oauth2)).toBeNull();
    expect(errors.mock.calls.some((c: unknown[]) => c[0] === 'Google Authentication Failed')).toBe(true);
    expect(screen.queryByText('Google Authentication Failed')).toBeNull();
    expect(net.to('/api/session/')).toHaveLength(1);
    expect(afterSignIn).not.toHaveBeenCalled(); // OFF-1: no session, no sync
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('[AUTH-9] signing in while offline with a stored session lands on the dashboard', async () => {
    const net = stubFetch({});
    localStorage.setItem(STORAGE_KEYS.currentSessionID, 'sess-old');
    networkStatus.setOnline(false);
    const { router } = renderRoutes(routes, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The route changes a moment before its screen renders (a busy machine shows the gap).
    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it("[UX-3] [AUTH-7] a sign-in the server refuses shows the server's reason under the spec's exact line", async () => {
    stubFetch({
      'GET /api/auth/config': json(authConfig),
      'POST /api/session/': json(
        { error: 'forbidden', message: 'ana@other.example is not an account of this company', details: null },
        403,
      ),
    });
    renderRoutes(routes, returning(kept.state));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to authenticate with localhost:3000')).toBeInTheDocument();
    expect(
      within(alert).getByText('ana@other.example is not an account of this company'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Google Authentication Failed')).toBeNull();
  });

  it('[UX-3] a forged answer says it could not be checked, never which internal check refused', async () => {
    stubFetch({ 'GET /api/auth/config': json(authConfig) });
    renderRoutes(routes, returning('forged-state'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to authenticate with localhost:3000');
    expect(alert).toHaveTextContent('The sign-in answer could not be checked; sign in again.');
    expect(alert).not.toHaveTextContent(/state mismatch/);
  });
});
