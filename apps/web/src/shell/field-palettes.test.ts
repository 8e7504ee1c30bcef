import { describe, expect, it } from 'vitest';
import { fieldPalettes } from './field-palettes';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('field palettes', () => {
  it('[UX-2] the contrast check itself: Mantine’s dimmed grey on white is 3.32:1', () => {
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it.each(Object.entries(fieldPalettes))(
    '[UX-2] %s: text and filled shades reach 4.5:1 (shade 6 on white and on its tints, white on shades 6–9, shade 9 on shade 1)',
    (_name, shades) => {
      expect(shades).toHaveLength(10);
      for (const background of ['#ffffff', shades[0], shades[1]]) {
        expect(contrast(shades[6], background)).toBeGreaterThanOrEqual(4.5);
      }
      for (const filled of shades.slice(6)) expect(contrast('#ffffff', filled)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shades[9], shades[1])).toBeGreaterThanOrEqual(4.5);
    },
  );
});
