// MISC-1 / START-4: the dashboard reads its cached copy (live query) and refreshes it when online.
// Offline, or when the refresh fails, the cached figures stay on screen.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { type Dashboard, useDashboard } from '../../db';
import { refreshDashboard } from '../../sync/dashboard';
import { useOnline } from '../../ui/useOnline';

export type DashboardView =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'empty'; dashboard: Dashboard | null }
  | { state: 'ready'; dashboard: Dashboard };

export function useDashboardData(): { view: DashboardView; online: boolean; retry: () => void } {
  const cached = useDashboard();
  const online = useOnline();
  const [refresh, setRefresh] = useState<'running' | 'done' | 'failed'>('running');

  const run = useCallback(() => {
    setRefresh('running');
    refreshDashboard().then(
      () => startTransition(() => setRefresh('done')),
      () => startTransition(() => setRefresh('failed')),
    );
  }, []);

  useEffect(() => {
    if (!online) return;
    let live = true;
    // The answer re-renders the whole screen: a transition, so React renders it in slices (UX-4).
    refreshDashboard().then(
      () => live && startTransition(() => setRefresh('done')),
      () => live && startTransition(() => setRefresh('failed')),
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
  else view = { state: 'error' };
  return { view, online, retry: run };
}
