/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './src/shell/pwa-options.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const server = process.env['FIELDOPS_API'] ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions)],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/oidc': { target: server, changeOrigin: false },
    },
  },
  build: {
    // WEB_DIST lets parallel work build into its own folder (the e2e harness reads the same variable).
    outDir: process.env['WEB_DIST'] ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: 'mantine',
              // @mantine/dates serves the timesheet calendar only: it stays in that lazy chunk.
              test: /node_modules[\\/](@mantine[\\/](?!dates)|@tabler|@floating-ui|react-[a-z-]*scroll[a-z-]*|use-sidecar|react-transition-group)/,
              priority: 2,
            },
            { name: 'data', test: /node_modules[\\/](dexie|dexie-react-hooks|zod)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
