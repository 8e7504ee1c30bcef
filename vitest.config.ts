import { defineConfig } from 'vitest/config';

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
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server-pg',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          env: { TEST_DATABASE: 'postgres' },
          testTimeout: 20_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
