// Stand-in for signature_pad in jsdom (no canvas drawing there): records what the app asks of it.
// Tests use it with vi.mock('signature_pad', () => import('../../test/signature-pad-stub')).
type Listener = () => void;

export class FakeSignaturePad {
  static last: FakeSignaturePad | null = null;
  data: unknown[] = [];
  imageUrl: string | null = null;
  enabled = true;
  fromDataCalls: unknown[][] = [];
  private listeners = new Map<string, Set<Listener>>();

  constructor(readonly canvas: HTMLCanvasElement) {
    FakeSignaturePad.last = this;
  }
  addEventListener(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }
  /** A test draws a stroke: points go in, then endStroke fires as the real pad does. */
  draw(
    points: unknown[] = [
      { x: 10, y: 10 },
      { x: 40, y: 30 },
    ],
  ): void {
    this.data = [...this.data, { points }];
    this.listeners.get('endStroke')?.forEach((listener) => listener());
  }
  clear(): void {
    this.data = [];
    this.imageUrl = null;
  }
  isEmpty(): boolean {
    return this.data.length === 0 && this.imageUrl === null;
  }
  toData(): unknown[] {
    return this.data;
  }
  fromData(data: unknown[], options: { clear?: boolean } = {}): void {
    this.fromDataCalls.push(data);
    this.data = options.clear === false ? [...this.data, ...data] : [...data];
  }
  async fromDataURL(url: string): Promise<void> {
    this.imageUrl = url;
  }
  toDataURL(): string {
    return `data:image/png;base64,c3Ryb2tlcw${this.data.length}`;
  }
  off(): void {
    this.enabled = false;
  }
  on(): void {
    this.enabled = true;
  }
}

export default FakeSignaturePad;
