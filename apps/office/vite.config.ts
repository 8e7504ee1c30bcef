// The office console (issue 29): served by the server at /office/ (OFFICE_DIST, like the field
// app's WEB_DIST), online only: no service worker, no precache, no budget shared with the field app.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = process.env['FIELDOPS_API'] ?? 'http://localhost:3000';

export default defineConfig({
  base: '/office/',
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/oidc': { target: server, changeOrigin: false },
    },
  },
  build: {
    // OFFICE_DIST lets parallel work build into its own folder (the server and the e2e harness read it).
    outDir: process.env['OFFICE_DIST'] ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
