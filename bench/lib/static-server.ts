// A bare static file server for the Lighthouse bench's reference page: gzip as our server sends
// it (level 9, made once), hashed files cached for a year, index.html for every other path.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

interface StaticFile {
  type: string;
  gzip: Buffer;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const files = new Map<string, StaticFile>();
  for (const file of filesUnder(dir)) {
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    files.set(`/${relative(dir, file).split(sep).join('/')}`, {
      type,
      gzip: gzipSync(readFileSync(file), { level: 9 }),
    });
  }
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const hashed = files.has(path) && path.startsWith('/assets/');
    const file = files.get(path) ?? files.get('/index.html');
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': file.type,
      'content-encoding': 'gzip',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(file.gzip);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
