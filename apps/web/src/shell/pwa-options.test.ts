/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pwaOptions } from './pwa-options';

const publicDir = join(import.meta.dirname, '../../public');

/** Whether the runtime cache's route takes a request. */
function tileRoute(href: string, destination: string, sameOrigin: boolean): boolean {
  const [route] = pwaOptions.workbox.runtimeCaching;
  const url = new URL(href);
  const match = route!.urlPattern as (options: {
    url: URL;
    request: { destination: string };
    sameOrigin: boolean;
  }) => boolean;
  return match({ url, request: { destination }, sameOrigin });
}

function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(join(publicDir, path));
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('PWA configuration', () => {
  it('[SHELL-7] has an installable manifest with real 192, 512 and maskable 512 icons', () => {
    const { manifest } = pwaOptions;
    expect(manifest).toMatchObject({ name: 'FieldOps', start_url: '/', display: 'standalone' });
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#/);
    for (const icon of manifest.icons) {
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(icon.src)).toEqual({ width: w, height: h });
    }
    expect(manifest.icons.map((i) => `${i.sizes}:${i.purpose}`)).toEqual([
      '192x192:any',
      '512x512:any',
      '512x512:maskable',
    ]);
  });

  it('[SHELL-7] precaches the shell, falls back to index.html, never for /api or /oidc, and caches no API at runtime', () => {
    const { workbox } = pwaOptions;
    expect(pwaOptions.filename).toBe('sw.js');
    expect(pwaOptions.registerType).toBe('prompt');
    expect(workbox.globPatterns).toEqual(['**/*.{js,css,html,png,svg,webmanifest}']);
    expect(workbox.navigateFallback).toBe('index.html');
    const denied = (path: string) => workbox.navigateFallbackDenylist.some((re) => re.test(path));
    expect(denied('/api/session/')).toBe(true);
    expect(denied('/oidc/auth')).toBe(true);
    expect(denied('/oidc/interaction/abc')).toBe(true);
    // The office console is its own app (issue 29): the field app's shell never answers for it.
    expect(denied('/office')).toBe(true);
    expect(denied('/office/jobs/12')).toBe(true);
    expect(denied('/officers')).toBe(false);
    expect(denied('/dashboard')).toBe(false);
    expect(denied('/jobs/12/job-page')).toBe(false);
    // The one runtime cache (map tiles) never takes the app's own requests.
    for (const path of ['/api/Image/1/2/3.png', '/api/mobile/jobcontent', '/oidc/auth'])
      expect(tileRoute(`http://localhost${path}`, 'image', true)).toBe(false);
  });

  it('[MISC-2] map tiles of any configured tile server are kept at run time (issue 14 item 5), bounded, CacheFirst', () => {
    expect(pwaOptions.workbox.globPatterns.every((pattern) => !pattern.includes('tile'))).toBe(true);
    expect(tileRoute('https://tile.openstreetmap.org/14/2621/5712.png', 'image', false)).toBe(true);
    expect(tileRoute('http://127.0.0.1:9999/tiles/3/4/5@2x.jpg', 'image', false)).toBe(true);
    expect(tileRoute('https://tile.openstreetmap.org/14/2621/5712.png', 'script', false)).toBe(false);
    expect(tileRoute('https://cdn.example/logo.png', 'image', false)).toBe(false);
    const [tiles] = pwaOptions.workbox.runtimeCaching;
    expect(tiles).toMatchObject({
      handler: 'CacheFirst',
      options: { cacheName: 'map-tiles', expiration: { maxEntries: 1500 } },
    });
  });
});
