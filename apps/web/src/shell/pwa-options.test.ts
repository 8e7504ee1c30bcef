/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pwaOptions } from './pwa-options';

const publicDir = join(import.meta.dirname, '../../public');

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
    expect(denied('/dashboard')).toBe(false);
    expect(denied('/jobs/12/job-page')).toBe(false);
    expect(workbox.runtimeCaching).toEqual([]);
  });

  it('[MISC-2] never caches the fleet map tiles: it precaches only the built app and caches nothing at run time', () => {
    expect(pwaOptions.workbox.globPatterns.every((pattern) => !pattern.includes('tile'))).toBe(true);
    expect(pwaOptions.workbox.runtimeCaching).toEqual([]);
  });
});
