import { describe, expect, it, vi } from 'vitest';
import type { LocalUser } from '../auth/local-user';
import type { Startable } from '../start/startable';
import { type StartDeps, startApp } from './start-app';

function fakeDeps(options: { online: boolean; user: LocalUser | null; path?: string }) {
  const order: string[] = [];
  const startable = (name: string): Startable => ({
    name,
    start: vi.fn(async () => {
      order.push(name);
    }),
  });
  const deps = {
    readLocalUser: vi.fn(() => {
      order.push('read user');
      return options.user;
    }),
    healthCheck: vi.fn(async () => {
      order.push('health check');
      return options.online;
    }),
    currentPath: () => options.path ?? '/dashboard',
    navigate: vi.fn((path: string) => order.push(`navigate ${path}`)),
    showOfflineToast: vi.fn(() => order.push('offline toast')),
    refreshMenu: vi.fn(async () => {
      order.push('menu');
    }),
    database: startable('database'),
    queue: startable('queue'),
    sync: startable('sync'),
    fileSync: { begin: vi.fn(() => order.push('file sync')) },
    reportTemplates: startable('report templates'),
    registerDevice: vi.fn(async () => {
      order.push('register device');
    }),
    trackNetwork: vi.fn(() => {
      order.push('track network');
      return () => undefined;
    }),
  } satisfies StartDeps;
  return { deps, order };
}

const user: LocalUser = { sessionId: 'sess-1' };

describe('start sequence', () => {
  it('[START-1] online with no user goes to login', async () => {
    const { deps, order } = fakeDeps({ online: true, user: null });
    await startApp(deps);
    // The user is read again after the health check: a sign-in may have finished meanwhile (UX-4).
    expect(order.slice(0, 4)).toEqual(['read user', 'health check', 'read user', 'navigate /login']);
    expect(deps.refreshMenu).not.toHaveBeenCalled();
    expect(deps.showOfflineToast).not.toHaveBeenCalled();
  });

  it('[UX-4] [START-1] a sign-in that completes during the health check is not sent back to login', async () => {
    const { deps } = fakeDeps({ online: true, user: null, path: '/dashboard' });
    // The first read finds no one; by the time the health check answers, the session exists.
    deps.readLocalUser.mockReturnValueOnce(null).mockReturnValue(user);
    await startApp(deps);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('[START-1] does not leave /login, which may hold the provider answer', async () => {
    const { deps } = fakeDeps({ online: true, user: null, path: '/login' });
    await startApp(deps);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('[START-1] offline: shows the offline toast and still starts with the cached menu', async () => {
    const { deps, order } = fakeDeps({ online: false, user });
    const result = await startApp(deps);
    expect(result).toMatchObject({ online: false, signedIn: true });
    expect(order).toEqual([
      'read user',
      'health check',
      'offline toast',
      'database',
      'queue',
      'sync',
      'report templates',
      'track network',
    ]);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.registerDevice).not.toHaveBeenCalled();
  });

  it('[START-2] online with a user: menu, database, queue, sync, file sync, templates, then device and tracking', async () => {
    const { deps, order } = fakeDeps({ online: true, user });
    await startApp(deps);
    expect(order).toEqual([
      'read user',
      'health check',
      'menu',
      'database',
      'queue',
      'sync',
      'file sync',
      'report templates',
      'register device',
      'track network',
    ]);
    expect(deps.database.start).toHaveBeenCalledWith({ online: true, signedIn: true });
  });

  it('[START-2] a failing step is logged and the next steps still run', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps, order } = fakeDeps({ online: true, user });
    deps.queue.start = vi.fn(async () => {
      throw new Error('queue broke');
    });
    deps.refreshMenu.mockRejectedValueOnce(new Error('menu down'));
    await startApp(deps);
    expect(order).toContain('sync');
    expect(order).toContain('report templates');
    expect(errors).toHaveBeenCalledTimes(2);
  });
});
