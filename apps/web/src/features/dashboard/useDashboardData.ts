// MISC-1 / START-4: the dashboard reads its cached copy (live query) and refreshes it when online.
// Offline, or when the refresh fails, the cached figures stay on screen. TRUST-3: a busy server
// (the shedder's 503, a 429) is told apart from a failure, so the screen never blames the connection.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { refreshFailure } from '../../sync/refresh-failure';
import { type Dashboard, useDashboard } from '../../db';
import { refreshDashboard } from '../../sync/dashboard';
import { useOnline } from '../../ui/useOnline';

export type DashboardView =
  | { state: 'loading' }
  | { state: 'error'; busy: boolean }
  | { state: 'empty'; dashboard: Dashboard | null }
  | { state: 'ready'; dashboard: Dashboard };

export function useDashboardData(): { view: DashboardView; online: boolean; retry: () => void } {
  const cached = useDashboard();
  const online = useOnline();
  const [refresh, setRefresh] = useState<'running' | 'done' | 'failed' | 'busy'>('running');

  const run = useCallback(() => {
    setRefresh('running');
    refreshDashboard().then(
      () => startTransition(() => setRefresh('done')),
      (error: unknown) => startTransition(() => setRefresh(refreshFailure(error))),
    );
  }, []);

  useEffect(() => {
    if (!online) return;
    let live = true;
    // The answer re-renders the whole screen: a transition, so React renders it in slices (UX-4).
    refreshDashboard().then(
      () => live && startTransition(() => setRefresh('done')),
      (error: unknown) => live && startTransition(() => setRefresh(refreshFailure(error))),
    );
    return () => {
      live = false;
    };
  }, [online]);

  let view: DashboardView;
  if (cached === undefined) view = { state: 'loading' };
  else if (cached && cached.tiles.length > 0) view = { state: 'ready', dashboard: cached };
  else if (cached) view = { state: 'empty', dashboard: cached };
  else if (online && refresh === 'running') view = { state: 'loading' };
  else if (online && refresh === 'done') view = { state: 'empty', dashboard: null };
  else view = { state: 'error', busy: online && refresh === 'busy' };
  return { view, online, retry: run };
}
