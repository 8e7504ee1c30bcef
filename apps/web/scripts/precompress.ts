// UX-4: the built app is served precompressed. After `vite build`, every text asset of the dist
// folder gets a Brotli (.br) and a gzip (.gz) copy at the highest levels, once, at build time;
// the server's static plugin sends the copy the browser accepts (`preCompressed`). A cold load
// moved 1.24 MB uncompressed before this.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

export function precompress(dist: string): { files: number; bytes: number; brotli: number } {
  let bytes = 0;
  let brotli = 0;
  let files = 0;
  for (const file of filesUnder(dist)) {
    if (!TEXT.test(file)) continue;
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
    bytes += content.length;
    brotli += br.length;
  }
  return { files, bytes, brotli };
}

const dist = process.argv[2];
if (dist) {
  const { files, bytes, brotli } = precompress(path.resolve(dist));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
  process.stdout.write(`precompressed ${files} files: ${kb(bytes)} → ${kb(brotli)} with Brotli\n`);
}
