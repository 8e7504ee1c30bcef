import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The console's component tests (jsdom); the round trips with the server and a phone are e2e.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'office',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
