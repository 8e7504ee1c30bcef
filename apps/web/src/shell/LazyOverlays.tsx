// UX-4: the toast container and the confirm-dialog host are not needed to paint the first screen,
// so they load right after it, beside the app rather than around it (wrapping would remount the
// screens when they arrive). Both take their orders from outside React: `notifications.show` writes
// a store the container reads once mounted, and `modals.openConfirmModal` sends an event the
// provider listens to; the service worker precaches their chunk for offline starts.
import { Suspense, lazy } from 'react';

const OverlayHosts = lazy(async () => ({ default: (await import('./OverlayHosts')).OverlayHosts }));

export function LazyOverlays() {
  return (
    <Suspense fallback={null}>
      <OverlayHosts />
    </Suspense>
  );
}
