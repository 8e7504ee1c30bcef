import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@fieldops/contract';
import { db } from '../db/database';
import { saveMenuItems } from '../db/menu';
import { addComment } from '../queue/actions';
import { resetDb } from '../test/db';
import { stubFetch } from '../test/fetch-stub';
import { pwaStub } from '../test/pwa-register-stub';
import { renderRoutes } from '../test/render';
import { SideMenu } from './SideMenu';
import { FIXED_MENU_TITLES } from '../test/menu-fixtures';

/** The accessible names of the menu's links and buttons, in document order. */
function entryNames(nav: HTMLElement): string[] {
  return [...nav.querySelectorAll<HTMLElement>('a, button')].map((el) => {
    const role = el.tagName === 'A' ? 'link' : 'button';
    return within(nav).getByRole(role, { name: el.textContent ?? '' }).textContent ?? '';
  });
}

function renderMenu() {
  return renderRoutes([{ path: '*', element: <SideMenu /> }], '/dashboard');
}

describe('side menu', () => {
  beforeEach(async () => {
    await resetDb();
    pwaStub.reset();
  });

  it('[SHELL-1] is a navigation landmark named Main menu with the entries in order', async () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const names = entryNames(nav);
    expect(names).toEqual(FIXED_MENU_TITLES);
    expect(within(nav).getByRole('link', { name: 'Jobs List' })).toHaveAttribute('href', '/job-list');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('[SHELL-2] shows the cached dynamic entries before the last two; an http entry opens outside with noopener', async () => {
    await saveMenuItems([
      { title: 'Fleet', url: '/fleet-list', icon: 'truck' },
      { title: 'Queue again', url: '/queue-list', icon: 'upload' },
      { title: 'Safety portal', url: 'https://safety.example.com/', icon: 'external' },
    ]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('link', { name: 'Fleet' });
    const names = entryNames(nav);
    expect(names.slice(-4)).toEqual(['Fleet', 'Safety portal', 'Device Details', 'Log Out']);
    expect(names.filter((n) => n === 'Queue again')).toHaveLength(0);
    await userEvent.click(within(nav).getByRole('button', { name: 'Safety portal' }));
    expect(open).toHaveBeenCalledWith(
      'https://safety.example.com/',
      '_blank',
      expect.stringContaining('noopener'),
    );
  });

  it('[SHELL-6] Update App checks for a new version and says when there is none', async () => {
    const update = vi.fn(async () => undefined);
    pwaStub.registration = {
      update,
      waiting: null,
      installing: null,
    } as unknown as ServiceWorkerRegistration;
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Update App' }));
    expect(update).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('You have the latest version')).toBeInTheDocument();
  });

  it('[SHELL-6] Update App opens the prompt when a new version is waiting', async () => {
    const { UpdatePrompt } = await import('./UpdatePrompt');
    pwaStub.registration = {
      update: vi.fn(async () => undefined),
      waiting: {},
      installing: null,
    } as unknown as ServiceWorkerRegistration;
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <>
              <SideMenu />
              <UpdatePrompt />
            </>
          ),
        },
      ],
      '/dashboard',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update App' }));
    expect(await screen.findByText('A new version is available. Update now?')).toBeInTheDocument();
  });

  it('[AUTH-8] Log Out signs out and goes to /login', async () => {
    localStorage.setItem('currentSessionID', 'sess-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const { router } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('currentSessionID')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('[QUEUE-6] the menu entry shows how many changes wait, live', async () => {
    renderMenu();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Queue list' })).toBeInTheDocument();
    await addComment(5, 'General', 'one');
    await addComment(5, 'General', 'two');
    expect(
      await within(nav).findByRole('link', { name: 'Queue list 2 waiting to be sent' }),
    ).toBeInTheDocument();
  });

  it('[QUEUE-9] logging out with unsent changes warns first, and keeps the queue when the user goes on', async () => {
    localStorage.setItem(STORAGE_KEYS.currentSessionID, 'sess-1');
    stubFetch({
      'DELETE /api/session/': new Response('{"ok":true}', {
        headers: { 'Content-Type': 'application/json' },
      }),
    });
    await addComment(5, 'General', 'unsent');
    await addComment(5, 'General', 'unsent too');
    const { router } = renderMenu();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(dialog).toHaveTextContent('2 changes have not been sent yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(STORAGE_KEYS.currentSessionID)).toBe('sess-1');
    await userEvent.click(within(nav).getByRole('button', { name: 'Log Out' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out anyway' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.currentSessionID)).toBeNull();
    expect(await db.updateQueue.count()).toBe(2);
  });
});
