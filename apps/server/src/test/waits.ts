// The one place server-test waits are sized. CI shares two cores with the app's tests, a build and
// Chromium; a photo's resize or a PDF took over 20 s there with the cores busy. A wait ends as soon
// as its condition holds, so these ceilings cost nothing on an idle machine. (No vitest import at
// the top level of what vitest.config.ts reads: the sizes are plain numbers.)
export const SERVER_TEST_TIMEOUT_MS = 60_000;
export const SERVER_WAIT_MS = 10_000;
/** A server process started with tsx (lifecycle tests): compile and migrate on a loaded machine. */
export const PROCESS_START_WAIT_MS = 60_000;
/** A test that starts server processes: their start, plus the journey. */
export const PROCESS_TEST_TIMEOUT_MS = PROCESS_START_WAIT_MS + SERVER_TEST_TIMEOUT_MS;
