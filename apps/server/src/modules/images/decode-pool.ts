// OPS-6: decoding an uploaded image is the costliest thing a client can ask of the server (a 117 kB
// PNG declaring 40 MP took 1.26 s of CPU and +100 MB). At most `limit` decodes run at once (the
// machine's cores); a few more wait their turn; beyond that the upload is answered 503 with
// Retry-After at once, which the device's queue treats as "try later" (no try counted against a
// busy server), instead of every decode slowing down and the process running out of memory.
import { serverBusy } from '../../http/errors.js';

export const DECODE_RETRY_AFTER_SECONDS = 5;

export interface DecodePool {
  run<T>(decode: () => Promise<T>): Promise<T>;
  /** Decodes running now and waiting for a turn (for tests and metrics). */
  load(): { running: number; waiting: number };
}

export function createDecodePool(limit: number, maxWaiting: number): DecodePool {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  async function turn(): Promise<void> {
    if (running < limit) {
      running += 1;
      return;
    }
    if (waiting.length >= maxWaiting) {
      throw serverBusy('The server is busy with other photos; try again shortly', DECODE_RETRY_AFTER_SECONDS);
    }
    // A finished decode hands its place straight to the next in line (running stays the same).
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  return {
    async run(decode) {
      await turn();
      try {
        return await decode();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
