// Placed right after a ModalsProvider, as its sibling: React runs that provider's effects (where it
// starts listening for dialogs) before this one's, so dialogs waiting in ui/confirm.ts open now.
import { useEffect } from 'react';
import { dialogHostListening } from './dialog-host';

export function DialogHostListening() {
  useEffect(dialogHostListening, []);
  return null;
}
