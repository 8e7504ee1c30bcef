// `npm start` and `npm run backup|restore` run the compiled server; this builds first only what
// is missing or older than its sources (by modification time), so a start after `git pull`
// rebuilds and an ordinary start does not spend a minute on the app's build. Plain JavaScript on
// purpose: it runs before anything is compiled and must not need tsx (a development dependency).
// Usage: node scripts/build-if-stale.mjs [server|all]   (default all: the server, the app, the console)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';

const ROOT = resolve(import.meta.dirname, '..');
const at = (...parts) => resolve(ROOT, ...parts);
const CONTRACT = [at('packages/contract/src'), at('packages/contract/package.json')];
const LOCK = at('package-lock.json');

/** What each build makes, and what it is made from. */
const BUILDS = {
  server: {
    output: at('apps/server/dist/main.js'),
    inputs: [
      at('apps/server/src'),
      at('apps/server/package.json'),
      at('scripts/build-server.ts'),
      ...CONTRACT,
      LOCK,
    ],
    command: ['npm', 'run', '--silent', 'build', '-w', 'apps/server'],
  },
  web: {
    // WEB_DIST is the same variable vite's outDir and the server read (relative to apps/web).
    output: resolve(at('apps/web'), process.env.WEB_DIST ?? 'dist', 'index.html'),
    inputs: [
      ...['src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package.json'].map((f) =>
        at('apps/web', f),
      ),
      ...CONTRACT,
      LOCK,
    ],
    command: ['npm', 'run', '--silent', 'build', '-w', 'apps/web'],
  },
  office: {
    // OFFICE_DIST, like WEB_DIST, is relative to its app (issue 29: the console at /office/).
    output: resolve(at('apps/office'), process.env.OFFICE_DIST ?? 'dist', 'index.html'),
    inputs: [
      ...['src', 'index.html', 'vite.config.ts', 'package.json'].map((f) => at('apps/office', f)),
      ...CONTRACT,
      LOCK,
    ],
    command: ['npm', 'run', '--silent', 'build', '-w', 'apps/office'],
  },
};

/** The newest modification time under a file or folder (tests included: cheap, and never wrong). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry !== 'node_modules') latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

function staleness(build) {
  if (!existsSync(build.output)) return 'missing';
  const built = statSync(build.output).mtimeMs;
  return build.inputs.some((input) => newest(input) > built) ? 'older than its sources' : null;
}

const wanted = process.argv[2] === 'server' ? ['server'] : ['server', 'web', 'office'];
for (const name of wanted) {
  const build = BUILDS[name];
  const reason = staleness(build);
  if (!reason) continue;
  // stderr: `npm run --silent backup` prints only the backup's own answer on stdout.
  process.stderr.write(`Building the ${name} (its build is ${reason}): ${build.command.join(' ')}\n`);
  const run = spawnSync(build.command[0], build.command.slice(1), { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (run.status !== 0) {
    process.stderr.write(`The ${name} build failed (exit ${run.status ?? run.signal}).\n`);
    process.exit(1);
  }
}
