import { defineConfig } from 'vitest/config';
import { E2E_TEST_TIMEOUT_MS, SYNC_WAIT_MS } from './harness/waits.js';

// End-to-end: the real server (child process), the real identity provider, the built app, in
// Debian's Chromium. One file at a time: each starts its own server on its own data folder.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./harness/preflight.ts'],
    fileParallelism: false,
    testTimeout: E2E_TEST_TIMEOUT_MS,
    hookTimeout: E2E_TEST_TIMEOUT_MS,
    // expect.poll waits for the queue or a sync; a locator's own default is set in harness/browser.
    expect: { poll: { timeout: SYNC_WAIT_MS, interval: 250 } },
  },
});
