// The PWA configuration (SHELL-7), kept apart from vite.config.ts so a unit test can check it.
// The identity provider's pages (/oidc) and the API (/api) must never be answered from the cache:
// a cached sign-in page would break sign-in, and the app's data lives in Dexie, not in Workbox.
import type { VitePWAOptions } from 'vite-plugin-pwa';

export const THEME_COLOUR = '#1c4e80';

export const pwaOptions = {
  registerType: 'prompt',
  // The app registers the worker itself through useRegisterSW({ immediate: true }).
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    name: 'FieldOps',
    short_name: 'FieldOps',
    description: 'Jobs, reports, timesheets and files for field crews, online or offline.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
    navigateFallback: 'index.html',
    // The office console (issue 29) is another app at /office/, online only: never the field app's shell.
    navigateFallbackDenylist: [/^\/api\//, /^\/oidc\//, /^\/office(\/|$)/],
    // API answers are cached in IndexedDB by src/db, never here. The one runtime cache is the map's
    // tiles (issue 14 item 5): a map seen once online shows offline. Any tile server (its URL is
    // configured): a cross-origin image whose path ends in z/x/y; fetched with CORS (FleetMap sets
    // crossOrigin), so no opaque response inflates the quota; bounded by count and age.
    runtimeCaching: [
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          !sameOrigin &&
          request.destination === 'image' &&
          /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'map-tiles',
          expiration: { maxEntries: 1500, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
  },
  devOptions: { enabled: false },
} satisfies Partial<VitePWAOptions>;
