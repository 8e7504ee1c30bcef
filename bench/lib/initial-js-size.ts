// UX-4: what a browser must download and run before the first screen: the entry script of
// index.html, every chunk it imports statically (followed through Vite's manifest, transitively)
// and every <link rel="modulepreload">. Dynamic imports are not counted: they load when needed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface InitialJs {
  /** The files counted, each with its gzip size in bytes, largest first. */
  files: { file: string; gzip: number }[];
  gzip: number;
  raw: number;
}

const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];

/** The scripts index.html loads at once: its module scripts and its modulepreloads. */
function scriptsOfPage(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const isModule = tag.startsWith('<script') && attr(tag, 'type') === 'module';
    const isPreload = tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload';
    const url = isModule ? attr(tag, 'src') : isPreload ? attr(tag, 'href') : undefined;
    return url ? [url.replace(/^\//, '')] : [];
  });
}

/** Follows the manifest's static imports from the given files. */
function withStaticImports(manifest: Manifest, files: string[]): Set<string> {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported.file);
    }
  };
  files.forEach(visit);
  // The entry chunk itself, in case index.html named it differently from the manifest.
  Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .forEach((chunk) => visit(chunk.file));
  return seen;
}

/** The initial JavaScript of a Vite build folder (built with `build.manifest`). */
export function initialJs(dist: string): InitialJs {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} missing: build with build.manifest`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const files = [...withStaticImports(manifest, scriptsOfPage(html))].filter((f) => f.endsWith('.js'));
  const sized = files.map((file) => {
    const content = readFileSync(join(dist, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  return {
    files: sized.map(({ file, gzip }) => ({ file, gzip })).sort((a, b) => b.gzip - a.gzip),
    gzip: sized.reduce((sum, f) => sum + f.gzip, 0),
    raw: sized.reduce((sum, f) => sum + f.raw, 0),
  };
}
