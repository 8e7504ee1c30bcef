// UX-4: the toast container and the confirm-dialog host are not needed to paint the first screen,
// so they load once it has been painted (first-screen.ts), beside the app rather than around it
// (wrapping would remount the screens when they arrive). Both take their orders from outside React:
// `notifications.show` writes a store the container reads once mounted (a toast shown before then
// appears with it), and `modals.openConfirmModal` sends an event the provider listens to (only a
// screen's buttons open one, so after the first screen); the service worker precaches their chunk
// for offline starts.
import { Suspense, lazy, useEffect, useState } from 'react';
import { afterFirstScreen } from './first-screen';

const OverlayHosts = lazy(async () => ({ default: (await import('./OverlayHosts')).OverlayHosts }));

export function LazyOverlays() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterFirstScreen(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <OverlayHosts />
    </Suspense>
  ) : null;
}
