import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@fieldops/contract';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { renderRoutes } from '../test/render';
import { appRoutes, screens } from './routes';

/** Spec §2, with an example address for each route. */
const specRoutes: [path: string, example: string, access: 'open' | 'signedIn'][] = [
  ['dashboard', '/dashboard', 'signedIn'],
  ['fleet-list', '/fleet-list', 'open'],
  ['ts-calendar', '/ts-calendar', 'signedIn'],
  ['ts-jobs', '/ts-jobs', 'signedIn'],
  ['ts-jobs/:id', '/ts-jobs/5', 'signedIn'],
  ['ts-show-up', '/ts-show-up', 'open'],
  ['ts-confirmation', '/ts-confirmation', 'open'],
  ['ts-explanations', '/ts-explanations', 'open'],
  ['jobs/new', '/jobs/new', 'open'],
  ['er-job-completed', '/er-job-completed', 'open'],
  ['job-list', '/job-list', 'signedIn'],
  ['jobs/:jobID/job-page', '/jobs/12/job-page', 'open'],
  ['job-list/:jobID/job-gallery', '/job-list/12/job-gallery', 'open'],
  ['job-list/:jobID/job-docs', '/job-list/12/job-docs', 'open'],
  ['jobs/:jobID/job-location/:id', '/jobs/12/job-location/3', 'open'],
  ['jobs/:jobID/comments', '/jobs/12/comments', 'open'],
  ['jobs/dynamic-report', '/jobs/dynamic-report', 'open'],
  ['jobs/cbilling-report', '/jobs/cbilling-report', 'open'],
  ['jobs/construct-complete', '/jobs/construct-complete', 'open'],
  ['jobs/reports-viewer', '/jobs/reports-viewer', 'open'],
  ['job-docs', '/job-docs', 'signedIn'],
  ['docs-list', '/docs-list', 'signedIn'],
  ['file-sync', '/file-sync', 'signedIn'],
  ['file-sync/:folderid', '/file-sync/1AbCdEfGhIjK', 'signedIn'],
  ['queue-list', '/queue-list', 'signedIn'],
  // CREW-1: the crew's clock on the foreman's device, ours beyond the spec's routes.
  ['crew-clock', '/crew-clock', 'signedIn'],
  ['device', '/device', 'signedIn'],
  ['report-generic', '/report-generic', 'open'],
];

/** The screen of its own, titled: never the not-found or the error page. */
async function expectTitledScreen(): Promise<void> {
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading).not.toHaveTextContent(/^(FieldOps|Page not found)$/);
  expect(screen.queryByText('This screen could not be opened.')).toBeNull();
}

describe('routes', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'POST /api/cmd': json({ dashboardID: 1, tiles: [] }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[NAV-1] has every route of spec §2 with its access, plus login and the crew clock (CREW-1)', () => {
    expect(screens.map((s) => [s.path, s.access])).toEqual(
      specRoutes.map(([path, , access]) => [path, access]),
    );
  });

  it('[NAV-1] the empty route redirects to the dashboard', async () => {
    localStorage.setItem(STORAGE_KEYS.currentSessionID, 'sess-1');
    const { router } = renderRoutes(appRoutes(), '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each(specRoutes.filter(([path]) => path !== 'dashboard'))(
    '[NAV-1] %s renders its titled screen (%s) inside the shell',
    async (_path, example) => {
      localStorage.setItem(STORAGE_KEYS.currentSessionID, 'sess-1');
      renderRoutes(appRoutes(), example);
      await expectTitledScreen();
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    },
  );

  it.each(specRoutes.filter(([, , access]) => access === 'signedIn'))(
    '[NAV-2] %s without a session goes to /login',
    async (_path, example) => {
      const { router } = renderRoutes(appRoutes(), example);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(
        await screen.findByRole('button', { name: 'Sign in with your company account' }),
      ).toBeInTheDocument();
    },
  );

  it.each(specRoutes.filter(([, , access]) => access === 'open'))(
    '[NAV-2] %s is open: it renders without a session',
    async (_path, example) => {
      const { router } = renderRoutes(appRoutes(), example);
      await expectTitledScreen();
      expect(router.state.location.pathname).toBe(example);
    },
  );

  it('[NAV-2] an empty stored session id counts as no session', async () => {
    localStorage.setItem(STORAGE_KEYS.currentSessionID, '');
    const { router } = renderRoutes(appRoutes(), '/queue-list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('[NAV-1] an unknown address shows the not-found page', async () => {
    renderRoutes(appRoutes(), '/no/such/screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
