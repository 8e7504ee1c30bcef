// UX-4: what a browser must download and run before the first screen: the entry script of
// index.html, every chunk it imports statically (followed through Vite's manifest, transitively)
// and every <link rel="modulepreload">. Dynamic imports are not counted: they load when needed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialScripts } from '../../e2e/harness/built-scripts.js';

export interface InitialJs {
  /** The files counted, each with its gzip size in bytes, largest first. */
  files: { file: string; gzip: number }[];
  gzip: number;
  raw: number;
}

/** The initial JavaScript of a Vite build folder (built with `build.manifest`). */
export function initialJs(dist: string): InitialJs {
  const files = initialScripts(dist);
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
