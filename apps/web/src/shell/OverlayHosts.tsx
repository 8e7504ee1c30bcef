// The toast container and the confirm-dialog host, in a module of their own so the first screen's
// static import of the toast store (`notifications.show`) does not bring them along (UX-4).
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

export function OverlayHosts() {
  return (
    <>
      <Notifications position="bottom-center" limit={3} />
      <ModalsProvider>{null}</ModalsProvider>
    </>
  );
}
