import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './browser.js';
import { WEB_DIST } from './server.js';

// Fail loudly, never skip: end-to-end tests without Chromium or the built app prove nothing.
export function setup(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}; .ci/run installs it (apt-get install -y chromium).`,
    );
  }
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error(`The built app is missing at ${WEB_DIST}; run \`npm run build\` first.`);
  }
}
