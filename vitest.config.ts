import { defineConfig } from 'vitest/config';
import { SERVER_TEST_TIMEOUT_MS } from './apps/server/src/test/waits.js';

// One run covers the contract, the server on SQLite and on PostgreSQL, and the app in jsdom.
// End-to-end tests have their own config (e2e/) because they need the built app.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server-sqlite',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          env: { TEST_DATABASE: 'sqlite' },
          testTimeout: SERVER_TEST_TIMEOUT_MS,
          hookTimeout: SERVER_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'server-pg',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          env: { TEST_DATABASE: 'postgres' },
          testTimeout: SERVER_TEST_TIMEOUT_MS,
          hookTimeout: SERVER_TEST_TIMEOUT_MS,
        },
      },
      './apps/web/vitest.config.ts',
      // The office console's components in jsdom (issue 29); its round trips are e2e.
      './apps/office/vitest.config.ts',
      // The Dockerfile's steps in a clean folder, then the compiled server (OPS-1).
      {
        test: {
          name: 'ops',
          root: 'scripts',
          include: ['**/*.test.ts'],
          testTimeout: SERVER_TEST_TIMEOUT_MS,
          hookTimeout: SERVER_TEST_TIMEOUT_MS,
        },
      },
    ],
  },
});
