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
  | { state: 'empty'; dashboard: Dashboard }
  | { state: 'ready'; dashboard: Dashboard };

export function useDashboardData(): { view: DashboardView; online: boolean; retry: () => void } {
  const cached = useDashboard();
  const online = useOnline();
  // TRUST-11: only a failure is kept here. A refresh that succeeds has stored its answer, and the
  // screen shows it through the cached copy (the live query above); a 'done' state on top of that
  // rendered the screen once more on every start, with nothing on it changed.
  const [refresh, setRefresh] = useState<'running' | 'failed' | 'busy'>('running');

  const run = useCallback(() => {
    setRefresh('running');
    refreshDashboard().catch((error: unknown) => startTransition(() => setRefresh(refreshFailure(error))));
  }, []);

  useEffect(() => {
    if (!online) return;
    let live = true;
    // The answer re-renders the whole screen: a transition, so React renders it in slices (UX-4).
    refreshDashboard().catch(
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
  else view = { state: 'error', busy: online && refresh === 'busy' };
  return { view, online, retry: run };
}
