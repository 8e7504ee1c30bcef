// UX-4: the toast container and the confirm-dialog host are not needed to paint the first screen,
// so they load once it has been shown (first-screen.ts), or at once when a dialog is asked for
// before then (ui/dialog-host.ts), beside the app rather than around it (wrapping would remount the
// screens when they arrive). Both take their orders from outside React: `notifications.show`
// writes a store the container reads once mounted (a toast shown before then appears with it),
// and a confirm dialog waits for its host to listen; the service worker precaches their chunk.
import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { onDialogHostWanted } from '../ui/dialog-host';
import { afterFirstScreen } from './first-screen';

const OverlayHosts = lazy(async () => ({ default: (await import('./OverlayHosts')).OverlayHosts }));

export function LazyOverlays() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // A transition: React mounts the hosts in slices, not in one task beside the first screen.
    const want = () => startTransition(() => setWanted(true));
    afterFirstScreen(want);
    return onDialogHostWanted(want);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <OverlayHosts />
    </Suspense>
  ) : null;
}
