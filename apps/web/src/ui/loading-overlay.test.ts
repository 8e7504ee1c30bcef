import { describe, expect, it } from 'vitest';
import { createLoadingOverlay } from './loading-overlay';

describe('loading overlay', () => {
  it("[REPORT-8] hiding an overlay that does not exist rejects with 'overlay does not exist'", async () => {
    const overlay = createLoadingOverlay();
    await expect(overlay.hide('report-submit')).rejects.toThrow(/^overlay does not exist$/);
    await overlay.show('report-submit', 'Saving the report…');
    expect(overlay.isShown('report-submit')).toBe(true);
    await expect(overlay.hide('report-pdf')).rejects.toThrow('overlay does not exist');
    await expect(overlay.hide('report-submit')).resolves.toBeUndefined();
    await expect(overlay.hide('report-submit')).rejects.toThrow('overlay does not exist');
    expect(overlay.getSnapshot()).toEqual([]);
  });
});
