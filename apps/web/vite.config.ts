/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './src/shell/pwa-options.ts';
import { bootStageGroup, preloadBootStages } from './scripts/boot-stages.ts';
import { mantineStableIds } from './scripts/mantine-stable-ids.ts';
import { zodWithoutLocales } from './scripts/zod-without-locales.ts';
import { lazyContractSchemas } from './scripts/lazy-contract-schemas.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const server = process.env['FIELDOPS_API'] ?? 'http://localhost:3000';
const FIRST_RENDER_MANTINE =
  /node_modules[\\/](@mantine[\\/](core[\\/]esm[\\/](core|components[\\/](Alert|Badge|Button|Center|CloseButton|Input|Loader|Progress|Stack|Text|Transition|UnstyledButton))[\\/]|hooks[\\/]esm[\\/](use-did-update|use-id|use-isomorphic-effect|use-media-query|use-reduced-motion|utils[\\/]random-id)[\\/]|store[\\/]|notifications[\\/]esm[\\/]notifications\.store)|clsx[\\/])/;

export default defineConfig({
  plugins: [
    react(),
    VitePWA(pwaOptions),
    preloadBootStages(),
    zodWithoutLocales(),
    mantineStableIds(),
    lazyContractSchemas(),
  ],
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
    // UX-4: bench/initial-js.ts follows the manifest's static imports from the entry.
    manifest: true,
    rolldownOptions: {
      output: {
        // UX-4: what paints the first screen is one chunk; the libraries only screens use come
        // after it in a few long-lived chunks rather than dozens of small ones (each file is a
        // request, and the precache of a yard of phones behind one address meets the rate limit).
        codeSplitting: {
          groups: [
            // UX-4: one chunk per stage of main.tsx's start (scripts/boot-stages.ts), the last with
            // the parts of Mantine the first render uses (the providers, the splash, the update
            // prompt), which it imports through Mantine's barrel.
            bootStageGroup(7, FIRST_RENDER_MANTINE),
            { name: 'start', tags: ['$initial'], priority: 6 },
            {
              // UX-4: the parts of Mantine and the icons the login page adds to the first paint's,
              // so a cold /login waits for ~5 kB more, not for the whole `ui` chunk (~75 kB gzip).
              name: 'sign-in',
              // The login page's own modules too (with what they import: its route, the language
              // choice, the offline banner, the token check): one file rather than six, each a
              // request on the way to its first paint (UX-4).
              test: /src[\\/]auth[\\/]LoginPage\.tsx$|node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/]components[\\/](Alert|Button|CloseButton|Group|Paper|Radio|Title|Transition|UnstyledButton|utils[\\/](InlineInput|InputsGroupFieldset))[\\/]|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](icons[\\/]Icon(AlertTriangle|CircleCheck|Login|WifiOff)\.mjs|createReactComponent\.mjs|defaultAttributes\.mjs))/,
              priority: 5,
            },
            {
              // UX-3/UX-4: the device's data layer (database, queue, syncs, HTTP client). Every
              // start runs all of it, so one file rather than ~25 small ones each start asks the
              // service worker for (and each phone downloads into its precache).
              name: 'device',
              test: /[\\/]src[\\/](api|db|file-sync|queue|sync|uploads)[\\/]/,
              // Only these modules: their libraries stay in `data`, and what the login page shares
              // with them (the local user, the network status) stays where it was.
              includeDependenciesRecursively: false,
              priority: 4,
            },
            {
              // UX-4: the toast container and the confirm-dialog host (shell/OverlayHosts), which
              // every screen mounts just after its first paint, with the parts of Mantine they
              // use: ~20 kB rather than the whole `ui` chunk (~80 kB gzip) on the login page.
              name: 'overlays',
              test: /node_modules[\\/]@mantine[\\/](notifications|modals)[\\/]/,
              priority: 3.5,
            },
            {
              name: 'ui',
              test: /node_modules[\\/](@mantine[\\/](?!dates)|@tabler|@floating-ui|react-[a-z-]*scroll[a-z-]*|use-sidecar|react-transition-group|tabbable|clsx|dayjs)/,
              priority: 3,
              // Not split by screen (rolldown's entriesAware): 105 files instead of 90 made the
              // precache of a few phones behind one address meet the server's rate limit.
            },
            // UX-4: the schema library and the database library in a file each, so each runs as a
            // step of its own (shell/load-frame.ts): together they were one task of ~80 ms at 4× CPU.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: 'storage', test: /node_modules[\\/](dexie|dexie-react-hooks)[\\/]/, priority: 2 },
            { name: 'capacitor', test: /node_modules[\\/]@capacitor[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
