// TRUST-3: a screen whose code could not be fetched ("Failed to fetch dynamically imported
// module": a busy or restarting server, a new version deployed while the app was open) is
// reloaded once instead of showing an error. The browser remembers a failed module fetch for the
// page's life, so trying the import again in the same page fails at once; a reload fetches it
// afresh (from the service worker when it has it). A second failure within a minute is shown as
// the error it is, so a chunk that is really gone never loops.
const RELOADED_AT_KEY = 'fieldops.chunkReloadAt';
const RELOAD_GUARD_MS = 60_000;

/** The messages browsers give a dynamic import or a preload that could not be fetched. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILURE.test(error.message);

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether this failure is answered by reloading the page (once a minute at most). */
export function shouldReloadFor(error: unknown, storage: Store, now: number): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  return !(now - last < RELOAD_GUARD_MS);
}

/** Notes the reload (so the next failure within a minute shows the error) and reloads. */
export function reloadForChunk(storage: Store, now: number, reload: () => void): void {
  storage.setItem(RELOADED_AT_KEY, String(now));
  reload();
}
