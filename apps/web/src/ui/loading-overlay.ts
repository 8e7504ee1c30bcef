// REPORT-8: a loading overlay by id, shown while a report is submitted or a PDF loads. Hiding an
// overlay that is not shown rejects with 'overlay does not exist' (the spec's text), so a caller
// that hides twice, or hides the wrong id, hears about it instead of failing silently.
import { useSyncExternalStore } from 'react';
import { t } from '../i18n/messages';

export interface OverlayEntry {
  id: string;
  label: string;
}

type Listener = () => void;

export function createLoadingOverlay() {
  let entries: readonly OverlayEntry[] = [];
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    /** Shows (or relabels) the overlay `id`. */
    show(id: string, label = ''): Promise<void> {
      entries = [...entries.filter((e) => e.id !== id), { id, label }];
      emit();
      return Promise.resolve();
    },
    /** Hides the overlay `id`; rejects with Error('overlay does not exist') when it is not shown. */
    hide(id: string): Promise<void> {
      if (!entries.some((e) => e.id === id)) return Promise.reject(new Error(t('overlay.missing')));
      entries = entries.filter((e) => e.id !== id);
      emit();
      return Promise.resolve();
    },
    isShown: (id: string) => entries.some((e) => e.id === id),
    getSnapshot: () => entries,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type LoadingOverlay = ReturnType<typeof createLoadingOverlay>;

export const loadingOverlay = createLoadingOverlay();

export function useLoadingOverlays(overlay: LoadingOverlay = loadingOverlay): readonly OverlayEntry[] {
  return useSyncExternalStore(overlay.subscribe, overlay.getSnapshot, overlay.getSnapshot);
}
