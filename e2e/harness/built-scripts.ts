// What a built app (a Vite build folder with `build.manifest`) makes a browser load: the scripts
// index.html loads at once (its module scripts and modulepreloads) with every chunk they import
// statically, followed through Vite's manifest. Dynamic imports load when needed and are not
// counted. Shared by bench/initial-js.ts (UX-4's size) and the login's own-JS test (TRUST-11).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  /** The chunk's name (a code-splitting group's, or its first module's file name). */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
/** Keyed by the chunk's module (src/…) or, for a shared chunk, by `_<file>`. */
export type Manifest = Record<string, ManifestChunk>;

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

export function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`${path} missing: build with build.manifest`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** Follows the manifest's static imports from the given files (assets/…). */
export function withStaticImports(manifest: Manifest, files: readonly string[]): Set<string> {
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

/** The initial scripts (assets/….js) of a build folder, whatever the route. */
export function initialScripts(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...withStaticImports(readManifest(dist), scriptsOfPage(html))].filter((f) => f.endsWith('.js'));
}
