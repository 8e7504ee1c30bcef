import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { WEB_TEST_TIMEOUT_MS } from './src/test/wait-sizes';
import { lazyContractSchemas } from './scripts/lazy-contract-schemas';

export default defineProject({
  // TRUST-11: the tests run the contract as the device does, its schemas built on first use.
  plugins: [react(), lazyContractSchemas()],
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  resolve: {
    // The virtual module exists only inside a vite-plugin-pwa build; tests get a controllable stand-in.
    alias: {
      'virtual:pwa-register/react': new URL('./src/test/pwa-register-stub.ts', import.meta.url).pathname,
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: false,
    testTimeout: WEB_TEST_TIMEOUT_MS,
  },
});
