// UX-4: the built app goes over the wire compressed. Before, @fastify/static sent it as it was and
// a cold load moved 1.24 MB. Checked on the real build and the real server, as a browser asks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../harness/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe('the served app', () => {
  it('[UX-4] the start page and its scripts and styles go as Brotli, several times smaller than the files', async () => {
    const page = await fetch(server.url, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    let sent = 0;
    let files = 0;
    for (const asset of assets) {
      const compressed = await fetch(`${server.url}${asset}`, { headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers.get('content-encoding'), asset).toBe('br');
      files += (await compressed.arrayBuffer()).byteLength; // fetch hands back the decoded bytes
      const raw = await fetch(`${server.url}${asset}`, { headers: { 'accept-encoding': 'identity' } });
      expect(raw.headers.get('content-encoding')).toBeNull();
      sent += Number(compressed.headers.get('content-length') ?? 0);
      await raw.arrayBuffer();
    }
    console.log(
      `[UX-4] first screen's scripts and styles: ${(files / 1024).toFixed(0)} kB, sent ${(sent / 1024).toFixed(0)} kB`,
    );
    expect(sent).toBeGreaterThan(0);
    expect(sent * 3).toBeLessThan(files);
  });
});
