// UX-4 (issue 16 item 4): the app's initial JavaScript (gzip) against a bare React + React Router
// page built in the same run. Targets: at most 170 kB gzip and at most 2× the bare page.
// `npm run build && cd bench && npx tsx initial-js.ts` (WEB_DIST as for the build and the server).
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBareReactApp } from './lib/bare-react-app.js';
import { initialJs } from './lib/initial-js-size.js';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const dist = process.env['WEB_DIST'] ? resolve(root, 'apps/web', process.env['WEB_DIST']) : join(root, 'apps/web/dist');
const TARGET_KB = 170;
const TARGET_RATIO = 2;
const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

const app = initialJs(dist);
const bare = await buildBareReactApp();
const ratio = app.gzip / bare.gzip;

console.log('UX-4 initial JavaScript (entry + static imports + modulepreloads, gzip -9)');
for (const { file, gzip } of app.files) console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
console.log(`  ours: ${kb(app.gzip)} gzip (${kb(app.raw)} raw) in ${app.files.length} files`);
console.log(`  baseline: bare React + React Router page: ${kb(bare.gzip)} gzip (${kb(bare.raw)} raw)`);
console.log(`  ratio (ours / baseline): ${ratio.toFixed(2)}`);
console.log(
  `  targets: ≤ ${TARGET_KB} kB ${app.gzip / 1000 <= TARGET_KB ? 'met' : 'NOT met'}, ` +
    `≤ ${TARGET_RATIO}× ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}`,
);
