// UX-4: the signed-in frame (AppLayout, the menu, the banners) comes with the device's data layer:
// zod and Dexie, the contract's schemas (each built as its module runs) and the database. Imported
// as one module graph, all of it ran in one task of ~300 ms on a 4× slower phone (Lighthouse's
// mobile CPU), taps and paints waiting. Imported in steps, each step is a task of its own with the
// browser free in between. Every step is a part the frame imports anyway: nothing loads for
// nothing, and a step already in memory (a later visit) costs nothing.
const yieldToBrowser = () => new Promise<void>((resume) => setTimeout(resume, 0));

// Each step's module is returned, not awaited and dropped: the bundler removes an import whose
// value is unused from a package without side effects (zod).
const STEPS: readonly (() => Promise<unknown>)[] = [
  // The schema library and the database library (one chunk).
  () => import('zod'),
  // The contract's entity schemas, with the stored session that reads them.
  () => import('../auth/stored-oauth'),
  // The rest of the contract: the procedures' schemas, then the REST calls'.
  () => import('./contract-procedures'),
  () => import('./contract-calls'),
  // The first screen's date-time format, built before that screen renders (i18n/format.ts).
  () => import('../i18n/format').then(({ prepareFormats }) => prepareFormats()),
];

async function loadInSteps(): Promise<typeof import('./AppLayout')> {
  for (const step of STEPS) {
    await step();
    await yieldToBrowser();
  }
  return import('./AppLayout');
}

let frame: Promise<typeof import('./AppLayout')> | undefined;

/**
 * The frame's module, loaded in steps once. The router loads a screen beside its frame: a screen's
 * loader waits for this too, or its own imports would run the whole graph in one task again.
 */
export function loadSignedInFrame(): Promise<typeof import('./AppLayout')> {
  frame ??= loadInSteps();
  // A failed load (offline before the precache) is tried again on the next navigation.
  frame.catch(() => (frame = undefined));
  return frame;
}
