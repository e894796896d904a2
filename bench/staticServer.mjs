/**
 * A minimal static file server for built pages (with an index.html fallback for client routes),
 * so the paint benchmark measures the build, not a dev server. Plain HTTP/1.1, or HTTP/2 over TLS
 * as the deploy serves the app (deploy/nginx/klass.conf: `http2 on`), with a self-signed
 * certificate made once by openssl (the bench's browser contexts ignore certificate errors).
 * HTTP/1.1 opens at most six connections to a host, so a page of many chunks waits for rounds
 * of requests there that HTTP/2 sends at once on one connection; the floor page is one file.
 * Text is sent gzipped to a browser that accepts it, as the deploy's nginx does (`gzip on`), so
 * the throttled network carries what a learner's phone would download.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchOut } from './build.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/** The types the deploy compresses (deploy/nginx/klass.conf `gzip_types`, and HTML). */
const compressed = new Set(['.html', '.js', '.css', '.json', '.svg']);

/** A certificate for 127.0.0.1, made once under the bench's cache folder. */
function localCertificate() {
  const dir = join(benchOut, 'tls');
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', key, '-out', cert, '-days', '3650', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1',
    ], { stdio: 'ignore' });
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** `http2`: serve over HTTP/2 with TLS (origin https://…) instead of plain HTTP/1.1. */
export function serveStatic(root, port, { http2 = false } = {}) {
  const base = normalize(root);
  // Built files do not change while a bench serves them: each is compressed once (level 6, nginx's).
  const gzipped = new Map();
  const answer = async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(base, pathname));
    if (!file.startsWith(base + sep) && file !== base) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (!(await stat(file)).isFile()) file = join(base, 'index.html');
    } catch {
      file = join(base, 'index.html');
    }
    const headers = { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', Vary: 'Accept-Encoding' };
    if (compressed.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(await readFile(file), { level: 6 }));
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' });
      res.end(gzipped.get(file));
      return;
    }
    res.writeHead(200, headers);
    res.end(await readFile(file));
  };
  const server = http2 ? createSecureServer(localCertificate(), answer) : createServer(answer);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
