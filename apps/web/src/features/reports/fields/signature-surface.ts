// REPORT-7: what keeps a signature whole on a phone. The canvas is sized to its box times the
// device pixel ratio (sharp strokes); a resize or a rotation clears a canvas, so the strokes are
// kept as points (signature_pad's toData) and drawn again (fromData). A signature restored from a
// saved PNG (a draft reopened) has no points: the image is drawn again instead. An empty pad is
// no signature: the value is then undefined, so a required signature fails validation.

/** The part of signature_pad this surface uses (a test passes a fake). */
export interface PadLike {
  clear(): void;
  isEmpty(): boolean;
  toData(): unknown[];
  fromData(data: unknown[], options?: { clear?: boolean }): void;
  fromDataURL(url: string, options?: { ratio?: number; width?: number; height?: number }): Promise<void>;
  toDataURL(type?: string): string;
  off(): void;
  on(): void;
}

export interface CanvasLike {
  width: number;
  height: number;
  style: { width: string; height: string };
  getContext(kind: '2d'): { scale(x: number, y: number): void } | null;
}

export class SignatureSurface {
  private restoredUrl: string | null = null;
  private size = { width: 0, height: 0, ratio: 1 };

  constructor(
    private readonly pad: PadLike,
    private readonly canvas: CanvasLike,
    private readonly onChange: (value: string | undefined) => void,
  ) {}

  /** Fits the canvas to `width` × `height` CSS pixels at `ratio`, keeping what was drawn. */
  resize(width: number, height: number, ratio: number): void {
    const r = Math.max(1, ratio);
    if (width === this.size.width && height === this.size.height && r === this.size.ratio) return;
    const points = this.pad.toData();
    this.size = { width, height, ratio: r };
    this.canvas.width = Math.round(width * r);
    this.canvas.height = Math.round(height * r);
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    this.canvas.getContext('2d')?.scale(r, r);
    this.pad.clear();
    if (!this.restoredUrl) return this.pad.fromData(points);
    // The saved image first, then any strokes drawn over it.
    void this.pad
      .fromDataURL(this.restoredUrl, { ratio: r, width, height })
      .then(() => this.pad.fromData(points, { clear: false }));
  }

  /** Shows a saved signature (PNG data URL) when the pad has no strokes of its own. */
  restore(url: string | undefined): void {
    if (!url || this.pad.toData().length > 0) return;
    this.restoredUrl = url;
    const { width, height, ratio } = this.size;
    void this.pad.fromDataURL(url, { ratio, width, height });
  }

  /** After each stroke: the PNG of the signature, or undefined for an empty pad. */
  strokeEnded(): void {
    if (this.pad.isEmpty()) return this.onChange(undefined);
    this.onChange(this.pad.toDataURL('image/png'));
  }

  clear(): void {
    this.restoredUrl = null;
    this.pad.clear();
    this.onChange(undefined);
  }

  /** The strokes drawn so far (what a resize redraws). */
  points(): unknown[] {
    return this.pad.toData();
  }

  setReadOnly(readOnly: boolean): void {
    if (readOnly) this.pad.off();
    else this.pad.on();
  }
}
