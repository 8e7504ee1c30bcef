// The app's version (package.json, set by vite.config.ts) and build. The build is VITE_APP_BUILD
// when the build machine sets it (a commit or CI run id), else the Vite mode ('production').
export const APP_VERSION: string = __APP_VERSION__;
export const APP_BUILD: string =
  (import.meta.env['VITE_APP_BUILD'] as string | undefined) || import.meta.env.MODE;
