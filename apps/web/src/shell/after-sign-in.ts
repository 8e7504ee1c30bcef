// OFF-1: what the login page runs once a session is open: the start's signed-in part, which the sync
// service holds. The shell hands it to the page (routes.tsx), so auth/ stays below the syncs and
// imports none of them (issue 28 item 7). The sync's module loads after the data layer, in steps,
// as at the start (load-frame.ts).
import { loadDataLayer } from './load-frame';

export function afterSignIn(): void {
  loadDataLayer()
    .then(() => import('../sync'))
    .then((sync) => sync.afterSignIn())
    .catch((error: unknown) => console.error('After sign-in failed', error));
}
