import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.js';
import { createDecodePool } from './decode-pool.js';

/** A decode that ends when the test says so. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { decode: () => done.then(() => 'decoded'), finish };
}

describe('image decode pool', () => {
  it('[OPS-6] runs at most `limit` decodes at once, lets a short line wait, and answers 503 with Retry-After beyond it', async () => {
    const pool = createDecodePool(2, 1);
    const decodes = [held(), held(), held()];
    const results = decodes.map((d) => pool.run(d.decode));
    expect(pool.load()).toEqual({ running: 2, waiting: 1 });

    const refused = await pool.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'server_busy', headers: { 'retry-after': '5' } });

    decodes[0]!.finish();
    await results[0];
    // The finished decode handed its place to the one waiting: still two running, none waiting.
    expect(pool.load()).toEqual({ running: 2, waiting: 0 });
    decodes[1]!.finish();
    decodes[2]!.finish();
    expect(await Promise.all(results)).toEqual(['decoded', 'decoded', 'decoded']);
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('[OPS-6] a failed decode frees its place', async () => {
    const pool = createDecodePool(1, 0);
    await expect(pool.run(async () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
    expect(await pool.run(async () => 'next')).toBe('next');
  });
});
