import { describe, expect, it } from 'vitest';
import { loadSignedInFrame } from './load-frame';

describe('loadSignedInFrame', () => {
  it('[UX-4] loads the signed-in frame once: the frame route and every screen wait on the same load', async () => {
    const forFrame = loadSignedInFrame();
    const forScreen = loadSignedInFrame();
    expect(forScreen).toBe(forFrame);
    expect((await forFrame).AppLayout).toBeTypeOf('function');
    // Loaded: a later navigation gets the module at once, not a new load.
    expect(loadSignedInFrame()).toBe(forFrame);
  });
});
