// OPS-1: the Dockerfile's steps, run in a clean folder, give a server that plain `node` starts
// exactly as the image's CMD does, with only production dependencies beside it, and that answers
// like a service on SQLite and on PostgreSQL. No Docker here: scripts/dockerfile-stages.ts runs
// the stages (and says what it stands in for).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROCESS_START_WAIT_MS } from '../apps/server/src/test/waits.js';
import { execForm, parseDockerfile } from './dockerfile.js';
import { buildStages, cleanEnv, hostPath, type BuiltStage } from './dockerfile-stages.js';

const CHECKOUT = resolve(import.meta.dirname, '..');
const PG_TEST_URL = process.env['PG_TEST_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const folder = mkdtempSync(join(tmpdir(), 'fieldops-clean-folder-'));
let image: BuiltStage;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Docker's context: the checkout's files, tracked or new, without what git ignores (node_modules, dist). */
function copySources(to: string): void {
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: CHECKOUT,
  });
  const packed = spawnSync('tar', ['--null', '--ignore-failed-read', '-T', '-', '-cf', '-'], {
    cwd: CHECKOUT,
    input: files.stdout,
    maxBuffer: 1 << 30,
  });
  spawnSync('mkdir', ['-p', to]);
  const unpacked = spawnSync('tar', ['-xf', '-', '-C', to], { input: packed.stdout });
  if (files.status !== 0 || unpacked.status !== 0)
    throw new Error(`copying the sources failed: ${packed.stderr}`);
}

/** Starts the image's CMD in its working directory with the image's ENV (paths inside its folder). */
async function startImage(extra: Record<string, string>) {
  const [command, ...args] = execForm(image.meta.get('CMD')!);
  expect(command, 'the image runs plain node, no npm or tsx').toBe('node');
  const port = await freePort();
  const imageEnv = Object.entries(image.env).map(([k, v]) => [k, v.startsWith('/') ? hostPath(image, v) : v]);
  // The image's ports are fixed; here both are free ones (the HEALTHCHECK reads HEALTH_PORT, TRUST-3).
  const healthPort = String(await freePort());
  const env = cleanEnv({
    ...Object.fromEntries(imageEnv),
    PORT: String(port),
    HEALTH_PORT: healthPort,
    HOST: '127.0.0.1',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...extra,
  });
  const child = spawn(process.execPath, args, {
    cwd: hostPath(image, '.'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  await vi.waitFor(
    () => {
      expect(child.exitCode, output).toBeNull();
      expect(output).toContain('FieldOps is running at');
    },
    { timeout: PROCESS_START_WAIT_MS, interval: 100 },
  );
  return { url, env, child, exited, output: () => output };
}

async function smokeTest(extra: Record<string, string>, database: RegExp) {
  const server = await startImage(extra);
  try {
    expect(server.output()).toMatch(database);
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    const status = await fetch(`${server.url}/api/server`);
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ DBStatus: 'success' });
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(readFileSync(hostPath(image, 'apps/web/dist/index.html'), 'utf8'));
    // The office console (issue 29) is in the image too, at /office/.
    const officePage = await fetch(`${server.url}/office/jobs`, { headers: { accept: 'text/html' } });
    expect(officePage.status).toBe(200);
    expect(await officePage.text()).toBe(
      readFileSync(hostPath(image, 'apps/office/dist/index.html'), 'utf8'),
    );
    // A call that needs a session, without one and with a made-up one.
    for (const query of ['', '?sid=not-a-session']) {
      const refused = await fetch(`${server.url}/api/QuestionLoader${query}`);
      expect(refused.status).toBe(401);
      expect(Object.keys((await refused.json()) as object).sort()).toEqual(['details', 'error', 'message']);
    }
    // The image's HEALTHCHECK command, run as Docker would.
    const [, ...check] = execForm({
      ...image.meta.get('HEALTHCHECK')!,
      text: image.meta.get('HEALTHCHECK')!.text.replace(/^CMD\s+/, ''),
    });
    const healthy = spawnSync(process.execPath, check, { env: server.env, timeout: PROCESS_START_WAIT_MS });
    expect(healthy.status, String(healthy.stderr)).toBe(0);
  } finally {
    server.child.kill('SIGTERM');
  }
  expect(await server.exited, server.output()).toBe(0);
}

beforeAll(() => {
  const stages = parseDockerfile(readFileSync(join(CHECKOUT, 'Dockerfile'), 'utf8'));
  copySources(join(folder, 'context'));
  image = buildStages(stages, join(folder, 'context'), CHECKOUT, folder).at(-1)!;
}, 5 * PROCESS_START_WAIT_MS);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the Dockerfile in a clean folder', () => {
  it('[OPS-1] the image is node:22-slim (Node 20 is past its end of life), runs as a non-root user, exposes PORT, keeps DATA_DIR in a volume', () => {
    expect(image.stage.image).toBe('node:22-slim');
    // Every stage on one Node line: a native addon built in one stage loads in the next.
    for (const stage of parseDockerfile(readFileSync(join(CHECKOUT, 'Dockerfile'), 'utf8')))
      expect(stage.image, stage.name).toBe('node:22-slim');
    expect(image.meta.get('USER')?.text).toBe('node');
    expect(image.meta.get('EXPOSE')?.text).toBe(image.env['PORT']);
    expect(image.meta.get('VOLUME')?.text).toBe(image.env['DATA_DIR']);
    expect(image.meta.get('HEALTHCHECK')?.text).toContain('/api/health/live');
    // Only the server's production dependencies: no tsx, no build tools, not the app's packages.
    for (const absent of ['tsx', 'esbuild', 'vite', 'react', 'typescript', 'vitest']) {
      expect(spawnSync('test', ['-e', hostPath(image, `node_modules/${absent}`)]).status, absent).not.toBe(0);
    }
  });

  it(
    '[OPS-1] the compiled server on SQLite: health, status, the app, 401 without a session, SIGTERM exits 0',
    async () => {
      await smokeTest({}, /Database: SQLite .*fieldops\.sqlite/);
    },
    2 * PROCESS_START_WAIT_MS,
  );

  it(
    '[OPS-1] the compiled server on PostgreSQL (a database made for this test and dropped)',
    async () => {
      const name = `fieldops_clean_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: PG_TEST_URL });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
        const url = new URL(PG_TEST_URL);
        url.pathname = `/${name}`;
        await smokeTest({ DATABASE_URL: url.toString() }, new RegExp(`PostgreSQL database ${name}`));
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    2 * PROCESS_START_WAIT_MS,
  );
});
