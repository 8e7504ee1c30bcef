// Simulated devices polling the job delta as the app does (POST /api/cmd?proc=GetJobUpdates with
// the device's own session and the serverTime of its last answer as `since`).
import { Pool } from 'undici';

export interface Device {
  sid: string;
  since: string;
  /** The job list's hash of the last answer, sent back as the app does (OPS-5). */
  jobIDsHash?: string;
}

export const devicesOf = (sids: readonly string[]): Device[] =>
  sids.map((sid) => ({ sid, since: new Date().toISOString() }));

export class PollTarget {
  private readonly pools: Pool[];
  private next = 0;
  constructor(urls: string[], connections: number) {
    this.pools = urls.map(
      (url) => new Pool(url, { connections: Math.max(1, Math.ceil(connections / urls.length)) }),
    );
  }

  /** One poll, spread over the target's processes in turn; true when answered 200 with a delta. */
  async poll(device: Device): Promise<boolean> {
    const pool = this.pools[this.next++ % this.pools.length]!;
    try {
      const answer = await pool.request({
        method: 'POST',
        path: `/api/cmd?proc=GetJobUpdates&sid=${device.sid}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          procedure: 'GetJobUpdates',
          parameters: [
            { name: 'since', value: device.since },
            ...(device.jobIDsHash ? [{ name: 'jobIDsHash', value: device.jobIDsHash }] : []),
          ],
        }),
      });
      const body = (await answer.body.json()) as { serverTime?: string; jobIDsHash?: string };
      if (answer.statusCode !== 200) return false;
      if (body.serverTime) device.since = body.serverTime;
      if (body.jobIDsHash) device.jobIDsHash = body.jobIDsHash;
      return true;
    } catch {
      return false;
    }
  }

  close = () => Promise.all(this.pools.map((p) => p.close()));
}

/** As many polls as `concurrency` devices at a time get answered in `ms`: throughput. */
export async function closedLoop(target: PollTarget, devices: Device[], concurrency: number, ms: number) {
  let done = 0;
  let errors = 0;
  let turn = 0;
  const end = performance.now() + ms;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const ok = await target.poll(devices[turn++ % devices.length]!);
        if (ok) done++;
        else errors++;
      }
    }),
  );
  return { perSecond: (done * 1000) / (performance.now() - start), count: done, errors };
}

/**
 * `rate` polls a second for `ms`, each sent at its scheduled time whether or not earlier ones were
 * answered (devices do not wait for each other), latency counted from that scheduled time so a
 * queue building up in the server shows.
 */
export async function openLoop(target: PollTarget, devices: Device[], rate: number, ms: number) {
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.floor((rate * ms) / 1000);
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    while (sent < total && start + (sent * 1000) / rate <= now) {
      const scheduled = start + (sent * 1000) / rate;
      const device = devices[sent % devices.length]!;
      sent++;
      inFlight.push(
        target.poll(device).then((ok) => {
          if (ok) latencies.push(performance.now() - scheduled);
          else errors++;
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Infinity;
  return { p99, errors, count: latencies.length };
}

/**
 * SCALE-2: polls every device before anything is measured (its first poll reads the database and
 * fills its cached answer; the fleet's steady state is what is measured). A device refused (503
 * while the seeding's lock is still felt) is tried again after a pause, up to `passes` times.
 */
export async function warmAll(
  target: PollTarget,
  devices: readonly Device[],
  concurrency: number,
  passes = 5,
) {
  let left = [...devices];
  for (let pass = 0; pass < passes && left.length > 0; pass++) {
    if (pass > 0) await new Promise((r) => setTimeout(r, 1_000));
    const refused: Device[] = [];
    let next = 0;
    const queue = left;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < queue.length) {
          const device = queue[next++]!;
          if (!(await target.poll(device))) refused.push(device);
        }
      }),
    );
    left = refused;
  }
  return { warmed: devices.length - left.length, errors: left.length };
}
