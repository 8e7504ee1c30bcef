// The processes bench/poll.ts measures: the real server (SQLite or PostgreSQL) and the bare
// Fastify baseline, each in its own child process so its CPU time is its own (cpu-usage-preload).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/harness/server.js';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const preload = join(root, 'bench/lib/cpu-usage-preload.mjs');
const profilePreload = join(root, 'bench/lib/cpu-profile-preload.mjs');

export interface BenchProcess {
  url: string;
  /** CPU time (user + system) the process has used so far, in ms. */
  cpuMs: () => Promise<number>;
  stop: () => Promise<void>;
  dataDir: string;
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited (${child.exitCode}):\n${log()}`);
    try {
      const answer = await fetch(url);
      if (answer.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`did not answer within 90 s:\n${log()}`);
}

async function launch(
  script: string,
  env: Record<string, string>,
  probePath: string,
  loader: string[] = [],
): Promise<BenchProcess> {
  const port = await freePort();
  const dataDir = env['DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'fieldops-bench-poll-'));
  // BENCH_POLL_PROFILE_DIR: the server also writes a .cpuprofile there when it ends (profile-summary.ts).
  const profile = process.env['BENCH_POLL_PROFILE_DIR'] ? ['--import', profilePreload] : [];
  const child = spawn(process.execPath, [...loader, '--import', preload, ...profile, script], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PROFILE_DIR: process.env['BENCH_POLL_PROFILE_DIR'] ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}${probePath}`, child, () => log);
  return {
    url,
    dataDir,
    cpuMs: () =>
      new Promise((done) => {
        child.once('message', (m: { cpu: { user: number; system: number } }) =>
          done((m.cpu.user + m.cpu.system) / 1000),
        );
        child.send('cpu');
      }),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!env['DATA_DIR']) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real server as `npm start` runs it: the compiled bundle (built first when missing or older
 * than its sources, as `npm start` does), default LOG_LEVEL, without the rate limit in the way.
 * Through tsx instead, every closure a request makes also calls its `__name` helper.
 */
export function startFieldOps(env: Record<string, string> = {}): Promise<BenchProcess> {
  const built = spawnSync(process.execPath, [join(root, 'scripts/build-if-stale.mjs'), 'server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the server build failed');
  return launch(join(root, 'apps/server/dist/main.js'), { RATE_LIMIT_MAX: '1000000', ...env }, '/api/server');
}

/** The real server from its sources through tsx, as the e2e tests run it (no build folder touched). */
export function startFieldOpsFromSources(env: Record<string, string> = {}): Promise<BenchProcess> {
  const main = join(root, 'apps/server/src/main.ts');
  return launch(main, { RATE_LIMIT_MAX: '1000000', ...env }, '/api/server', ['--import', 'tsx']);
}

export function startBare(): Promise<BenchProcess> {
  return launch(join(root, 'bench/lib/bare-poll-server.ts'), {}, '/', ['--import', 'tsx']);
}
