// TRUST-11: the login page ships only what signing in needs. Neither the build's initial scripts
// (the same for every route) nor what the page loads before its sign-in button shows hold any of
// the signed-in part:
// the frame (AppLayout), the screens, the kinds of change, the data layer (the `device` group:
// api, db, queue, sync…) and its libraries (zod, Dexie), which a first visit loads only at its
// first need (shell/start-on-first-need.ts). Checked on the real build, as Chromium loads it.
import { describe, expect, it } from 'vitest';
import { type Manifest, initialScripts, readManifest } from '../harness/built-scripts.js';
import { freshPage } from '../harness/browser.js';
import { WEB_DIST } from '../harness/server.js';
import { e2eWorld } from '../harness/world.js';

const world = e2eWorld();

/** Modules of the signed-in part (manifest keys of dynamic entries). */
const SIGNED_IN_MODULE =
  /^src\/(shell\/AppLayout|shell\/contract-|features\/|changes\/|timesheets\/|db\/|sync\/|queue\/|api\/|file-sync\/|uploads\/)/;
/** Chunk groups of the signed-in part (apps/web/vite.config.ts) and its shared chunks. */
const SIGNED_IN_CHUNK = new Set([
  'device',
  'storage',
  'zod',
  'ui',
  'week-sync',
  'days',
  'calls',
  'procedures',
]);

function signedInScripts(manifest: Manifest): Set<string> {
  return new Set(
    Object.entries(manifest)
      .filter(([key, chunk]) => SIGNED_IN_MODULE.test(key) || SIGNED_IN_CHUNK.has(chunk.name ?? ''))
      .map(([, chunk]) => chunk.file),
  );
}

describe('the login page’s own scripts', () => {
  it('[TRUST-11] /login loads none of the signed-in modules before its sign-in button shows', async () => {
    const signedIn = signedInScripts(readManifest(WEB_DIST));
    const initial = initialScripts(WEB_DIST);
    // The manifest knows the signed-in part (else the check below could not fail).
    expect(signedIn.size).toBeGreaterThan(10);
    expect(initial.filter((file) => signedIn.has(file))).toEqual([]);

    const { page, context } = await freshPage(world.browser);
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname.slice(1));
    });
    await page.goto(`${world.server.url}/login`);
    await page.getByRole('button', { name: 'Sign in with your company account' }).waitFor();
    const beforeButton = [...loaded];

    expect(beforeButton.length).toBeGreaterThan(0);
    expect(beforeButton.filter((file) => signedIn.has(file))).toEqual([]);
    await context.close();
  });
});
