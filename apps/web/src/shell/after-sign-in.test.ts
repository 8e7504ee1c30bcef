import { describe, expect, it, vi } from 'vitest';
import { afterSignIn as syncAfterSignIn } from '../sync';
import { afterSignIn } from './after-sign-in';
import { loadDataLayer } from './load-frame';

vi.mock('../sync', () => ({ afterSignIn: vi.fn() }));
vi.mock('./load-frame', () => ({ loadDataLayer: vi.fn(async () => undefined) }));

describe('after sign-in', () => {
  it("[OFF-1] the login page's signed-in part runs the sync service's, after the data layer's steps", async () => {
    afterSignIn();
    await vi.waitFor(() => expect(syncAfterSignIn).toHaveBeenCalledTimes(1));
    expect(vi.mocked(loadDataLayer).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(syncAfterSignIn).mock.invocationCallOrder[0]!,
    );
  });
});
