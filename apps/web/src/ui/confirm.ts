// Confirm dialogs. Mantine's `modals.openConfirmModal` sends a window event that the dialog host
// (ModalsProvider) hears only once mounted; the host loads after the first screen (UX-4,
// shell/LazyOverlays.tsx), so a tap in the moment before would open nothing. `openConfirm` asks
// for the host at once and opens the dialog as soon as it listens (ui/dialog-host.ts).
import { modals } from '@mantine/modals';
import { whenDialogHostListens } from './dialog-host';

type ConfirmOptions = Parameters<typeof modals.openConfirmModal>[0];

export function openConfirm(options: ConfirmOptions): void {
  whenDialogHostListens(() => void modals.openConfirmModal(options));
}
