import { defineConfig } from 'vitest/config';

// End-to-end: the real server (child process), the real identity provider, the built app, in
// Debian's Chromium. One file at a time: each starts its own server on its own data folder.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./harness/preflight.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
