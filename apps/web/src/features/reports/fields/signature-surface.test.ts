import { describe, expect, it, vi } from 'vitest';
import { cbillingTemplate, SIGNED } from '../../../test/report-templates';
import { FakeSignaturePad } from '../../../test/signature-pad-stub';
import { validateReport } from '@fieldops/contract';
import { type CanvasLike, SignatureSurface } from './signature-surface';

function setup() {
  const scale = vi.fn();
  const canvas: CanvasLike = {
    width: 300,
    height: 150,
    style: { width: '', height: '' },
    getContext: () => ({ scale }),
  };
  const pad = new FakeSignaturePad(canvas as unknown as HTMLCanvasElement);
  const values: (string | undefined)[] = [];
  const surface = new SignatureSurface(pad, canvas, (value) => values.push(value));
  pad.addEventListener('endStroke', () => surface.strokeEnded()); // as SignatureInput wires it
  return { canvas, pad, surface, values, scale };
}

describe('signature surface', () => {
  it('[REPORT-7] sizes the canvas to its box at the device pixel ratio', () => {
    const { canvas, surface, scale } = setup();
    surface.resize(360, 200, 3);
    expect([canvas.width, canvas.height]).toEqual([1080, 600]);
    expect(canvas.style).toEqual({ width: '360px', height: '200px' });
    expect(scale).toHaveBeenCalledWith(3, 3);
  });

  it('[REPORT-7] an empty pad is not signed; a stroke signs with a PNG; Clear empties it', () => {
    const { pad, surface, values } = setup();
    surface.strokeEnded();
    expect(values).toEqual([undefined]);
    pad.draw();
    const signed = values.at(-1);
    expect(signed).toMatch(/^data:image\/png;base64,/);
    surface.clear();
    expect(values.at(-1)).toBeUndefined();
    expect(pad.isEmpty()).toBe(true);
    // The device's rules: a required signature with no value fails.
    const field = cbillingTemplate.fields.find((f) => f.kind === 'signature');
    const issues = validateReport({ fields: [field!] }, {});
    expect(issues).toEqual([expect.objectContaining({ field: 'foremanSignature', code: 'required' })]);
    expect(validateReport({ fields: [field!] }, { foremanSignature: SIGNED })).toEqual([]);
  });

  it('[REPORT-7] keeps the strokes across a resize or rotation (toData, then fromData on the new canvas)', () => {
    const { pad, surface, canvas } = setup();
    surface.resize(360, 200, 2);
    pad.draw([{ x: 1, y: 2 }]);
    pad.draw([{ x: 3, y: 4 }]);
    const before = surface.points();
    surface.resize(640, 200, 2); // rotated to landscape
    expect(canvas.width).toBe(1280);
    expect(pad.fromDataCalls.at(-1)).toEqual(before);
    expect(surface.points()).toEqual(before);
    surface.resize(640, 200, 2); // the same size again: nothing to redraw
    expect(pad.fromDataCalls).toHaveLength(2);
  });

  it('[REPORT-7] a saved signature (draft reopened) is drawn again after a resize, and still counts as signed', async () => {
    const { pad, surface, values } = setup();
    surface.resize(360, 200, 1);
    surface.restore(SIGNED);
    expect(pad.imageUrl).toBe(SIGNED);
    surface.resize(500, 200, 1);
    await Promise.resolve();
    expect(pad.imageUrl).toBe(SIGNED);
    surface.strokeEnded();
    expect(values.at(-1)).toMatch(/^data:image\/png/);
  });
});
