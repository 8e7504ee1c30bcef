/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** The app's version from apps/web/package.json, injected at build time (see vite.config.ts). */
declare const __APP_VERSION__: string;
