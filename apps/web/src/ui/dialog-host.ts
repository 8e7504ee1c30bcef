// Whether the confirm-dialog host (ModalsProvider) listens yet, kept apart from ui/confirm.ts so
// the first screen's code can ask for the host without importing Mantine's modals (UX-4).

let hostListening = false;
const waiting: (() => void)[] = [];
const hostWanted = new Set<() => void>();

/** The dialog host calls this once it listens for dialogs. */
export function dialogHostListening(): void {
  hostListening = true;
  for (const open of waiting.splice(0)) open();
}

/** The overlays' loader subscribes: a dialog asked for before they load loads them now. */
export function onDialogHostWanted(load: () => void): () => void {
  hostWanted.add(load);
  return () => hostWanted.delete(load);
}

/** Runs `open` once the host listens (at once if it does), asking for the host meanwhile. */
export function whenDialogHostListens(open: () => void): void {
  if (hostListening) return open();
  waiting.push(open);
  for (const load of hostWanted) load();
}
