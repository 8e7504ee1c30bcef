// The baseline of UX-4: a bare React + React Router page (one route, one heading), built by Vite
// in the same run from the same installed packages, so the ratio holds on any version bump.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { initialJs, type InitialJs } from './initial-js-size.js';

const root = resolve(fileURLToPath(import.meta.url), '../../..');

const PAGE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Bare</title></head>
<body><div id="root"></div><script type="module" src="/main.js"></script></body></html>`;

// Plain createElement: no JSX plugin needed, nothing but React, React DOM and React Router.
const MAIN = `import { StrictMode, createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, Link } from 'react-router';
const Home = () => h('main', null, h('h1', null, 'Hello'), h(Link, { to: '/about' }, 'About'));
const About = () => h('main', null, h('h1', null, 'About'), h(Link, { to: '/' }, 'Home'));
const router = createBrowserRouter([{ path: '/', Component: Home }, { path: '/about', Component: About }]);
createRoot(document.getElementById('root')).render(h(StrictMode, null, h(RouterProvider, { router })));
`;

/** Builds the bare page into `outDir` (kept: the Lighthouse bench serves it). */
export async function buildBareReactDist(outDir: string): Promise<void> {
  // Inside the repository's node_modules, so the bare imports resolve to the installed packages.
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'bare-react-app-'));
  try {
    writeFileSync(join(dir, 'index.html'), PAGE);
    writeFileSync(join(dir, 'main.js'), MAIN);
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      build: { outDir, manifest: true, emptyOutDir: true },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function buildBareReactApp(): Promise<InitialJs> {
  const out = mkdtempSync(join(tmpdir(), 'bare-react-dist-'));
  try {
    await buildBareReactDist(out);
    return initialJs(out);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
