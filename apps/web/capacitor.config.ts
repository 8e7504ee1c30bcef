// MISC-6: the native shell (Capacitor). The Android and iOS apps load the built web app from
// `webDir`; docs/operations.md says how to build them. @capacitor/cli is not a dependency of the
// project (it is only needed on a build machine), so the config's shape is written here instead of
// importing its CapacitorConfig type; `npx cap` reads this file all the same.
/// <reference types="node" />
export interface NativeShellConfig {
  appId: string;
  appName: string;
  webDir: string;
  server?: { url?: string; androidScheme?: 'https' | 'http'; iosScheme?: string; cleartext?: boolean };
  plugins?: Record<string, Record<string, unknown>>;
}

export const nativeShellConfig: NativeShellConfig = {
  appId: 'com.fieldops.app',
  appName: 'FieldOps',
  // The same folder `npm run build -w apps/web` writes (vite.config.ts, WEB_DIST unset).
  webDir: 'dist',
  server: {
    // CAP_SERVER_URL (the server's PUBLIC_URL) makes the WebView load the app from the server, so
    // /api, /oidc and the sign-in redirect are same-origin as on the web, and the service worker
    // keeps the shell for offline starts. Unset: the bundled copy in webDir (API calls then need the
    // server on the same origin, e.g. a development proxy).
    ...(process.env['CAP_SERVER_URL'] ? { url: process.env['CAP_SERVER_URL'] } : {}),
    // https on Android keeps the WebView a secure context (IndexedDB persistence, crypto.randomUUID,
    // clipboard) and gives a stable origin, so the device database survives app updates.
    androidScheme: 'https',
  },
  plugins: {},
};

export default nativeShellConfig;
