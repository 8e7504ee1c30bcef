// The one place end-to-end waits are sized. CI shares two cores with the build, the server and
// Chromium; a wait ends as soon as its condition holds, so generous ceilings cost nothing when the
// machine is idle and keep a loaded machine from failing a correct app.

/** A screen, a toast or a navigation after a tap: the default for every locator and page wait. */
export const UI_WAIT_MS = 30_000;
/** The queue draining or a sync landing: 10 s ticks, retries, and the server's work behind them. */
export const SYNC_WAIT_MS = 120_000;
/** A test is a journey of several such waits. */
export const E2E_TEST_TIMEOUT_MS = 300_000;
/** FIELD-5: how long the server stays down in the outage test (not a wait: the scenario's length). */
export const SERVER_OUTAGE_MS = 180_000;
/** The outage test: a journey plus the outage itself. */
export const OUTAGE_TEST_TIMEOUT_MS = E2E_TEST_TIMEOUT_MS + SERVER_OUTAGE_MS;
