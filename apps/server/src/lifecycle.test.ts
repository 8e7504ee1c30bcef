// OPS-1 on the real process (main.ts, as `npm start` runs it): a slow body is cut with 408 after
// REQUEST_TIMEOUT_MS, and SIGTERM stops taking connections but finishes the request in flight
// before the process exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitUntil } from './test/wait-until.js';
import { PROCESS_START_WAIT_MS, PROCESS_TEST_TIMEOUT_MS } from './test/waits.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const running: { child: ChildProcess; dataDir: string }[] = [];

afterEach(() => {
  for (const { child, dataDir } of running.splice(0)) {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fieldops-lifecycle-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SHED_EVENT_LOOP_DELAY_MS: '0', // load shedding is tested on its own (a loaded CI machine)
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push({ child, dataDir });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await vi.waitFor(() => expect(output).toContain('FieldOps is running at'), {
    timeout: PROCESS_START_WAIT_MS,
    interval: 50,
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { port, child, output: () => output, exited };
}

/**
 * A sign-in POST (it reads its body before any session check) whose headers promise `length`
 * bytes, of which only the first two are sent.
 */
function slowPost(port: number, length: number) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise<void>((done) => socket.once('close', () => done()));
  socket.write(
    `POST /api/session/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"`,
  );
  return { socket, answer: () => answer, closed };
}

const refused = (port: number) =>
  new Promise<boolean>((done) => {
    const probe: Socket = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      done(false);
    });
    probe.once('error', () => done(true));
  });

describe('the server process', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('[OPS-1] a body that trickles in is cut with 408 in the error shape after REQUEST_TIMEOUT_MS', async () => {
    const server = await startServer({ REQUEST_TIMEOUT_MS: '1000', DEMO_DATA: 'false' });
    const slow = slowPost(server.port, 100);
    await slow.closed;
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 408 /);
    expect(slow.answer()).toMatch(/"error":"[^"]+","message":"The request took too long to arrive"/);
  });

  it('[OPS-1] SIGTERM stops new connections, finishes the request in flight, then exits 0', async () => {
    const server = await startServer({ DEMO_DATA: 'false' });
    // Refused by the body's schema, so nothing waits on the identity provider behind it.
    const body = '["not a sign-in"]';
    const inFlight = slowPost(server.port, body.length);
    // The server has the request (it logs it as it comes in) before the signal.
    await waitUntil(() => expect(server.output()).toContain('"url":"/api/session/"'));
    server.child.kill('SIGTERM');
    await waitUntil(() => expect(server.output()).toContain('SIGTERM received, closing'));
    await waitUntil(async () => expect(await refused(server.port)).toBe(true));

    inFlight.socket.write(body.slice(2));
    await inFlight.closed;
    // Answered in full (the body is refused), not dropped.
    expect(inFlight.answer()).toMatch(/^HTTP\/1\.1 400 /);
    expect(inFlight.answer()).toContain('"error":');
    expect(await server.exited).toBe(0);
  });
});
