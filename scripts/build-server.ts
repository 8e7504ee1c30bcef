// Compiles the server to apps/server/dist (`npm run build`), so production runs plain `node`
// without tsx. Only our own TypeScript is bundled: the server and the contract, which is a
// source-only workspace package (its package.json exports src/index.ts, which node cannot run).
// Every npm package stays an import of node_modules: better-sqlite3 and sharp are native addons,
// and others read their own files at run time. The bundle sits one folder below apps/server, as
// src/ does, so paths the server takes from its own location (config.ts: the web app's dist)
// resolve the same compiled or not.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_DIST = resolve(ROOT, 'apps/server/dist');

const result = await build({
  absWorkingDir: ROOT,
  entryPoints: {
    main: 'apps/server/src/main.ts',
    // `npm run backup|restore` and `node apps/server/dist/backup-cli.js` in a container (OPS-4).
    'backup-cli': 'apps/server/src/ops/backup-cli.ts',
    // `npm run move-blobs` (SCALE-4): blobs from the database or DATA_DIR into the bucket.
    'move-blobs-cli': 'apps/server/src/move-blobs-cli.ts',
  },
  outdir: SERVER_DIST,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Bare imports stay external, except our workspace packages, which the alias makes paths.
  packages: 'external',
  alias: { '@fieldops/contract': './packages/contract/src/index.ts' },
  sourcemap: true,
  logLevel: 'warning',
  write: false,
});

// Each file is written aside and renamed into place: two builds at once (`npm run backup` from two
// test projects) or a server starting meanwhile never see half a file.
for (const file of result.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  const aside = `${file.path}.${process.pid}.tmp`;
  writeFileSync(aside, file.contents);
  renameSync(aside, file.path);
}
