// TRUST-3: liveness answered ahead of everything. Under 200 clients the liveness route on the
// app's port answered in seconds (5.6–17.4 s in the issue; bench/liveness.ts), because it waits
// in the same event loop as every API call: Docker's HEALTHCHECK (5 s) would restart a server that
// is only busy. With HEALTH_PORT set, a worker thread with its own event loop answers
// GET /api/health/live on that port at once. It still tells a hung process from a busy one: the
// main loop stamps a heartbeat into shared memory, and a loop that has not turned for STALL_MS is
// not live (503), which is when a restart helps. The route on the app's port stays (no database
// work, never shed) for probes that cannot use a second port.
import { Worker } from 'node:worker_threads';

/** The liveness call, answered here and by modules/health on the app's port (defined here, below the modules). */
export const LIVENESS_PATH = '/api/health/live';

/** A loop this late is stuck, not busy: no request's own work holds it anywhere near this long. */
export const STALL_MS = 30_000;

// Plain CommonJS run as the worker (eval): no loader or build step between it and node:http.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const beat = new BigInt64Array(workerData.beat);
const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};
const server = http.createServer((req, res) => {
  const path = (req.url || '').split('?')[0];
  if (path !== workerData.path || (req.method !== 'GET' && req.method !== 'HEAD')) {
    return send(res, 404, { error: 'not_found', message: 'This port answers GET ' + workerData.path + ' only', details: null });
  }
  const stalledMs = Date.now() - Number(Atomics.load(beat, 0));
  if (stalledMs < workerData.stallMs) return send(res, 200, { live: true });
  send(res, 503, { error: 'not_live', message: 'The event loop has not turned for ' + stalledMs + ' ms', details: { stalledMs } });
});
server.listen(workerData.port, workerData.host, () => parentPort.postMessage({ port: server.address().port }));
`;

export interface HealthPortOptions {
  port: number;
  host: string;
  stallMs?: number;
}

export interface HealthPort {
  /** The port it listens on (the one asked for, or the one given for 0). */
  port: number;
  close(): Promise<void>;
}

export async function openHealthPort(options: HealthPortOptions): Promise<HealthPort> {
  const stallMs = options.stallMs ?? STALL_MS;
  const beat = new SharedArrayBuffer(BigInt64Array.BYTES_PER_ELEMENT);
  const stamp = () => Atomics.store(new BigInt64Array(beat), 0, BigInt(Date.now()));
  stamp();
  const heartbeat = setInterval(stamp, Math.min(1_000, stallMs / 4));
  heartbeat.unref();
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { beat, stallMs, port: options.port, host: options.host, path: LIVENESS_PATH },
  });
  worker.unref();
  try {
    const port = await new Promise<number>((resolve, reject) => {
      worker.once('message', (message: { port: number }) => resolve(message.port));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the health port's worker exited (${code})`)));
    });
    return {
      port,
      close: async () => {
        clearInterval(heartbeat);
        await worker.terminate();
      },
    };
  } catch (error) {
    clearInterval(heartbeat);
    await worker.terminate();
    throw error;
  }
}
