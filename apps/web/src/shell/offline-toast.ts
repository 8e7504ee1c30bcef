// SHELL-5 / START-1: the 'NETWORK IS OFFLINE!' toast, shown for OFFLINE_TOAST_MS.
// TRUST-2: it must not cover what is being typed. It shows at the top of the screen, away from the
// keyboard at the bottom; a field being typed in that sits where it would show pushes it below.
import { notifications } from '@mantine/notifications';
import { OFFLINE_TOAST_MS } from '@fieldops/contract';
import { t } from '../i18n/messages';

const TOAST_ID = 'network-offline';
/** The top toast container's offset and a one-line toast's height, with room to spare (px). */
const TOAST_TOP_PX = 16;
const TOAST_BAND_PX = 80;
const GAP_PX = 8;

/** The field the user is typing in, if any. */
function typingField(): Element | null {
  const focused = typeof document !== 'undefined' ? document.activeElement : null;
  if (!focused) return null;
  const editable =
    focused instanceof HTMLTextAreaElement ||
    (focused instanceof HTMLInputElement &&
      !['button', 'checkbox', 'radio', 'submit'].includes(focused.type)) ||
    (focused instanceof HTMLElement && focused.isContentEditable);
  return editable ? focused : null;
}

/** How far down the toast moves so it clears the field being typed in (0: it does not meet it). */
export function toastOffsetFor(field: Element | null): number {
  if (!field) return 0;
  const box = field.getBoundingClientRect();
  const bandBottom = TOAST_TOP_PX + TOAST_BAND_PX;
  if (box.bottom <= TOAST_TOP_PX || box.top >= bandBottom) return 0;
  return Math.ceil(box.bottom - TOAST_TOP_PX + GAP_PX);
}

export function showOfflineToast(): void {
  // One toast at a time: a flapping connection must not stack them.
  notifications.hide(TOAST_ID);
  const offset = toastOffsetFor(typingField());
  notifications.show({
    id: TOAST_ID,
    message: t('network.offlineToast'),
    color: 'red',
    autoClose: OFFLINE_TOAST_MS,
    position: 'top-center',
    ...(offset > 0 && { style: { marginTop: offset } }),
  });
}
