// TRUST-3: the health port's liveness answers while the main event loop is held (here by
// spawnSync, which blocks this thread until the child that calls the port has its answer), and
// says 503 once the loop has not turned for longer than the stall limit.
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { openHealthPort, type HealthPort } from './health-port.js';

let health: HealthPort | undefined;
afterEach(async () => {
  await health?.close();
  health = undefined;
});

/** Calls the port from another process after `delayMs`, this thread blocked meanwhile. */
function callWhileBlocked(port: number, path: string, delayMs = 0): { status: number; body: unknown } {
  const script = `setTimeout(async () => {
    const answer = await fetch('http://127.0.0.1:${port}${path}');
    process.stdout.write(JSON.stringify({ status: answer.status, body: await answer.json() }));
  }, ${delayMs});`;
  const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return JSON.parse(child.stdout) as { status: number; body: unknown };
}

describe('[TRUST-3] the health port', () => {
  it('[TRUST-3] answers liveness while the main event loop is held, and nothing else', async () => {
    health = await openHealthPort({ port: 0, host: '127.0.0.1' });
    expect(callWhileBlocked(health.port, '/api/health/live')).toEqual({ status: 200, body: { live: true } });
    expect(callWhileBlocked(health.port, '/api/cmd?proc=GetMenuItems')).toMatchObject({
      status: 404,
      body: { error: 'not_found', details: null },
    });
  });

  it('[TRUST-3] a main loop that has not turned for longer than the stall limit is not live (503)', async () => {
    health = await openHealthPort({ port: 0, host: '127.0.0.1', stallMs: 200 });
    expect(callWhileBlocked(health.port, '/api/health/live', 1_000)).toMatchObject({
      status: 503,
      body: { error: 'not_live' },
    });
  });
});
