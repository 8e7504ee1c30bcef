// UX-4: the device's data layer (zod and Dexie, the contract's schemas, each built as its module
// runs, and the database) and the signed-in frame on it (AppLayout, the menu, the banners).
// Imported as one module graph, all of it ran in one task of ~300 ms on a 4× slower phone
// (Lighthouse's mobile CPU), taps and paints waiting. Imported in steps, each step is a task of its
// own with the browser free in between. Every step is a part imported anyway: nothing loads for
// nothing, and a step already in memory (a later visit) costs nothing.
import { yieldToBrowser } from './yield-to-browser';

// Each step's module is returned, not awaited and dropped: the bundler removes an import whose
// value is unused from a package without side effects (zod).
const DATA_STEPS: readonly (() => Promise<unknown>)[] = [
  // The schema library, then the database library (a chunk each).
  () => import('zod'),
  () => import('dexie'),
  // The contract's entity schemas, with the stored session that reads them.
  () => import('../auth/stored-oauth'),
  // The rest of the contract: the procedures' schemas, then the REST calls'.
  () => import('./contract-procedures'),
  () => import('./contract-calls'),
];

async function inSteps(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
}

/** Loads once; a failed load (offline before the precache) is tried again on the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    loading.catch(() => (loading = undefined));
    return loading;
  };
}

/**
 * The data layer's libraries and schemas, in steps, once. The start sequence waits for it before
 * its first import of the device modules (start-deps.ts), or that import would run the whole graph
 * in one task again.
 */
export const loadDataLayer = once(() => inSteps(DATA_STEPS));

/**
 * The frame's module, after the data layer, once. The router loads a screen beside its frame: a
 * screen's loader waits for this too, for the same reason.
 */
export const loadSignedInFrame = once(async (): Promise<typeof import('./AppLayout')> => {
  await loadDataLayer();
  // The first screen's formats, built before that screen renders (i18n/format.ts).
  const { prepareFormatSteps } = await import('../i18n/format');
  await inSteps(prepareFormatSteps.map((prepare) => async () => prepare()));
  return import('./AppLayout');
});
