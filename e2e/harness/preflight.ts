import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './browser.js';
import { OFFICE_DIST, WEB_DIST } from './server.js';

/** Runs a set-up command where everyone sees it; whether it succeeded. */
function run(command: string, args: string[]): boolean {
  process.stdout.write(`e2e preflight: ${command} ${args.join(' ')}\n`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

/**
 * OPS-1: `npm test` on a fresh machine installs Chromium itself, the way .ci/run does (Debian's
 * package, through apt-get, when we are root), and says so. Where it may not, it stops with what
 * to do. Never a skip: end-to-end tests without Chromium prove nothing.
 */
function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const mayInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (mayInstall) {
    process.stdout.write(
      `e2e preflight: Chromium is missing at ${CHROMIUM_PATH}; installing Debian's chromium package.\n`,
    );
    if (
      run('apt-get', ['update']) &&
      run('apt-get', ['install', '-y', 'chromium']) &&
      existsSync(CHROMIUM_PATH)
    ) {
      process.stdout.write('e2e preflight: Chromium installed.\n');
      return;
    }
  }
  throw new Error(
    `Chromium is missing at ${CHROMIUM_PATH}${mayInstall ? ' and apt-get could not install it' : ''}; install it with \`apt-get install -y chromium\` (as root), as .ci/run does.`,
  );
}

// Fail loudly, never skip: end-to-end tests without Chromium or the built app prove nothing.
export function setup(): void {
  ensureChromium();
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error(`The built app is missing at ${WEB_DIST}; run \`npm run build\` first.`);
  }
  if (!existsSync(`${OFFICE_DIST}/index.html`)) {
    throw new Error(`The built office console is missing at ${OFFICE_DIST}; run \`npm run build\` first.`);
  }
}
