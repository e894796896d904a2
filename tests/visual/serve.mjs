#!/usr/bin/env node
// A tiny static file server for the built Storybook (no dependency, no network beyond 127.0.0.1).
// Started by playwright.config.ts's webServer; `node tests/visual/serve.mjs` also works by hand.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { staticDir, visualPort } from './settings.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

function fileFor(urlPath) {
  const path = normalize(join(staticDir, decodeURIComponent(urlPath)));
  if (path !== staticDir && !path.startsWith(staticDir + sep)) return null;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return fileFor(join(urlPath, 'index.html'));
    return path;
  } catch {
    return null;
  }
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const file = fileFor(url.pathname);
  if (!file) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  createReadStream(file).pipe(response);
}).listen(visualPort, '127.0.0.1', () => {
  console.log(`Serving ${staticDir} on http://127.0.0.1:${visualPort}`);
});
