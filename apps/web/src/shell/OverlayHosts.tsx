// The toast container and the confirm-dialog host, in a module of their own so the first screen's
// static import of the toast store (`notifications.show`) does not bring them along (UX-4).
// UX-4: the dialog host mounts one task after the toasts: mounted together they were one task of
// ~90 ms on a 4× slower phone (the start's "Syncing" toast renders with its container).
import { useEffect, useState } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { DialogHostListening } from '../ui/DialogHostListening';

export function OverlayHosts() {
  const [dialogs, setDialogs] = useState(false);
  useEffect(() => {
    const next = setTimeout(() => setDialogs(true), 0);
    return () => clearTimeout(next);
  }, []);
  return (
    <>
      <Notifications position="bottom-center" limit={3} />
      {dialogs && (
        <>
          <ModalsProvider>{null}</ModalsProvider>
          <DialogHostListening />
        </>
      )}
    </>
  );
}
