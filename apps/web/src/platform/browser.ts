// Opening an address outside the app (SHELL-2): the system browser on a device; a new tab on the
// web, with noopener so the opened page cannot reach back into the app.
export interface BrowserAdapter {
  openExternal(url: string): void;
}

export const browser: BrowserAdapter = {
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
