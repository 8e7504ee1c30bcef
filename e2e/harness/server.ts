import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
// WEB_DIST (the same variable the build and the server read) points at another build folder.
export const WEB_DIST = process.env['WEB_DIST']
  ? resolve(root, 'apps/web', process.env['WEB_DIST'])
  : join(root, 'apps/web/dist');
// OFFICE_DIST, likewise, for the office console (issue 29), relative to apps/office.
export const OFFICE_DIST = process.env['OFFICE_DIST']
  ? resolve(root, 'apps/office', process.env['OFFICE_DIST'])
  : join(root, 'apps/office/dist');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server wrote to stdout and stderr, for assertions on logs. */
  output: () => string;
  /** An outage (FIELD-5): the process ends; its port and data folder stay for `restart`. */
  halt: () => Promise<void>;
  /** Starts the process again on the same port and data folder (sessions are in the database). */
  restart: () => Promise<void>;
  /** Ends the process and removes its data folder. */
  stop: () => Promise<void>;
}

/** A port free on 127.0.0.1 now (the benches start their servers on one too). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited (${child.exitCode}):\n${output()}`);
    try {
      const answer = await fetch(`${url}/api/server`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not answer within 60 s:\n${output()}`);
}

async function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the real server (SQLite, embedded identity provider, demo data) on a fresh data folder. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldops-e2e-'));
  const url = `http://localhost:${port}`;
  let log = '';
  const output = () => log;
  const launch = async (): Promise<ChildProcess> => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        WEB_DIST,
        OFFICE_DIST,
        LOG_LEVEL: 'info',
        // Load shedding (OPS-5) judges the machine; CI's is loaded by design. Tested on its own.
        SHED_EVENT_LOOP_DELAY_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitForHealth(url, child, output);
    return child;
  };
  let child = await launch();
  return {
    url,
    port,
    dataDir,
    output,
    halt: () => end(child),
    restart: async () => {
      await end(child);
      child = await launch();
    },
    stop: async () => {
      await end(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
