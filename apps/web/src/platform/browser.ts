// Opening an address outside the app (SHELL-2, MISC-6): the system browser (Capacitor Browser
// plugin: an in-app Custom Tab / SFSafariViewController) on a device; a new tab on the web, with
// noopener so the opened page cannot reach back into the app.
import { isNativePlatform } from './native';

export interface BrowserAdapter {
  openExternal(url: string): void;
}

type BrowserPlugin = { open(options: { url: string }): Promise<void> };

export const webBrowser: BrowserAdapter = {
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};

export function nativeBrowser(
  load: () => Promise<BrowserPlugin> = async () => (await import('@capacitor/browser')).Browser,
): BrowserAdapter {
  return {
    openExternal(url) {
      load()
        .then((plugin) => plugin.open({ url }))
        .catch((error: unknown) => {
          // The plugin failed (not installed in this build): the web way still opens the page.
          console.error('Native browser failed; opening a window instead', error);
          webBrowser.openExternal(url);
        });
    },
  };
}

export const browser: BrowserAdapter = {
  openExternal: (url) => (isNativePlatform() ? nativeBrowser() : webBrowser).openExternal(url),
};
