// Opening an address outside the app (SHELL-2, MISC-6): the system browser (Capacitor Browser
// plugin: an in-app Custom Tab / SFSafariViewController) on a device; a new tab on the web, with
// noopener so the opened page cannot reach back into the app. Only http(s) addresses are opened:
// a menu entry counts as external when its URL merely contains "http" (SHELL-2), so a
// `javascript:` or `data:` URL from the data layer must not get this far and run.
import { isNativePlatform } from './native';

export interface BrowserAdapter {
  openExternal(url: string): void;
}

type BrowserPlugin = { open(options: { url: string }): Promise<void> };

/** True for http and https addresses (a relative one is read against the app's own address). */
export function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function refused(url: string): boolean {
  if (isWebAddress(url)) return false;
  console.error('Not a web address; not opened', url.slice(0, 40));
  return true;
}

export const webBrowser: BrowserAdapter = {
  openExternal(url) {
    if (refused(url)) return;
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};

export function nativeBrowser(
  load: () => Promise<BrowserPlugin> = async () => (await import('@capacitor/browser')).Browser,
): BrowserAdapter {
  return {
    openExternal(url) {
      if (refused(url)) return;
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
