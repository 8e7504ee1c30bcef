// MISC-2: the fleet screen reads its cached copy (live query) and refreshes it when online with a
// session. The route is open: with no session or no network the saved copy is shown as it is.
// TRUST-3: a busy server (503/429) is told apart from a failure: the screen says so, not "check
// the connection" while the device is online.
import { useCallback, useEffect, useState } from 'react';
import { readSessionId } from '../../auth/local-user';
import { type CachedFleet, useCachedFleet } from '../../db/fleet';
import { refreshFleet } from '../../sync/fleet';
import { refreshFailure } from '../../sync/refresh-failure';
import { useOnline } from '../../ui/useOnline';

export type FleetView =
  | { state: 'loading' }
  | { state: 'error'; reason: 'offline' | 'signedOut' | 'failed' | 'busy' }
  | { state: 'ready'; fleet: CachedFleet };

export type RefreshState = 'idle' | 'running' | 'failed' | 'busy';

export function useFleetData(): {
  view: FleetView;
  online: boolean;
  signedIn: boolean;
  refresh: RefreshState;
  refreshNow: () => void;
} {
  const cached = useCachedFleet();
  const online = useOnline();
  const signedIn = readSessionId() !== null;
  const canFetch = online && signedIn;
  // Each fetch has a key; the refresh is running until a result for the current key is in. Going
  // online again is a new key, so the screen shows "loading", not the last result, meanwhile.
  const [forced, setForced] = useState(0);
  const [connections, setConnections] = useState({ canFetch, count: 0 });
  if (connections.canFetch !== canFetch) setConnections({ canFetch, count: connections.count + 1 });
  const key = `${connections.count}:${forced}`;
  const [settled, setSettled] = useState<{ key: string; ok: boolean; busy?: boolean } | null>(null);

  useEffect(() => {
    if (!canFetch) return;
    let live = true;
    refreshFleet({ force: forced > 0 }).then(
      () => live && setSettled({ key, ok: true }),
      (error: unknown) => live && setSettled({ key, ok: false, busy: refreshFailure(error) === 'busy' }),
    );
    return () => {
      live = false;
    };
  }, [canFetch, forced, key]);

  const refreshNow = useCallback(() => setForced((n) => n + 1), []);

  let refresh: RefreshState = 'idle';
  if (canFetch && settled?.key !== key) refresh = 'running';
  else if (canFetch && settled?.ok === false) refresh = settled.busy ? 'busy' : 'failed';

  let view: FleetView;
  if (cached) view = { state: 'ready', fleet: cached };
  else if (cached === undefined || refresh === 'running') view = { state: 'loading' };
  else if (!signedIn) view = { state: 'error', reason: 'signedOut' };
  else if (!online) view = { state: 'error', reason: 'offline' };
  else view = { state: 'error', reason: refresh === 'busy' ? 'busy' : 'failed' };
  return { view, online, signedIn, refresh, refreshNow };
}
