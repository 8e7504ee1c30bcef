// The one place async waits in web tests are sized. CI shares a 2-core machine with builds and
// browsers: Testing Library's 1 s default failed six tests when both cores were busy. A wait lasts
// only as long as its condition takes, so a generous ceiling costs nothing on an idle machine; the
// test timeout stays well above it so a slow wait fails with its own message, not a bare timeout.
// (No vitest import here: vitest.config.ts reads these too.)
export const ASYNC_WAIT_MS = 10_000;
export const WEB_TEST_TIMEOUT_MS = 30_000;
