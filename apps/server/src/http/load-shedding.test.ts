// OPS-5: beyond capacity the server sheds load (503 with Retry-After, never the health calls),
// and the polls every device sends on a timer do not fill the log at info.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../test/captured-log.js';
import { command, signIn, startTestServer, type TestServer } from '../test/harness.js';
import { CARLOS } from '../test/jobs-fixtures.js';
import { waitUntil } from '../test/wait-until.js';

const lines: string[] = [];
let server: TestServer;
let sid: string;
beforeAll(async () => {
  const { logStream } = capturedLog(lines);
  server = await startTestServer(
    { LOG_LEVEL: 'info', SHED_EVENT_LOOP_DELAY_MS: '50', SHED_RETRY_AFTER_S: '7' },
    { logStream },
  );
  sid = await signIn(server, CARLOS);
});
afterAll(() => server?.close());

/** The overload: this process's event loop held busy, as a flood of requests would hold it. */
function holdEventLoop(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy on purpose
  }
}

const poll = () => command(sid, 'GetJobUpdates', { since: new Date().toISOString() });

describe('[OPS-5] load shedding', () => {
  it('[OPS-5] beyond capacity a request gets 503 with Retry-After; the health calls still answer', async () => {
    let shed = await server.app.inject(poll());
    let health = shed;
    let live = shed;
    await waitUntil(async () => {
      holdEventLoop(400);
      // A timer turn: the delay sampler (a timer that came due while the loop was held) runs first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      shed = await server.app.inject(poll());
      health = await server.app.inject({ method: 'GET', url: '/api/server' });
      live = await server.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(shed.statusCode).toBe(503);
    });
    expect(shed.headers['retry-after']).toBe('7');
    expect(shed.json()).toMatchObject({ error: 'server_busy', details: null });
    expect(health.statusCode).toBe(200);
    expect(live.statusCode).toBe(200);
    // The overload over, requests are admitted again.
    await waitUntil(async () => expect((await server.app.inject(poll())).statusCode).toBe(200));
  });
});

describe('[OPS-5] poll logging', () => {
  it('[OPS-5] job-delta polls and health calls are logged at debug; other calls still at info', async () => {
    lines.length = 0;
    expect((await server.app.inject(poll())).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/server' })).statusCode).toBe(200);
    expect((await server.app.inject(command(sid, 'GetMenuItems'))).statusCode).toBe(200);
    const logged = lines.join('');
    expect(logged).toContain('proc=GetMenuItems');
    expect(logged).not.toContain('proc=GetJobUpdates');
    expect(logged).not.toContain('/api/server');
  });
});
