/**
 * Initial JavaScript per route: the entry chunk and its static imports, plus the route's lazy
 * chunk and its static imports — what a first visit downloads before the route is usable —
 * in gzip and brotli bytes, next to the floor page (React + react-dom + react-router only).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { routes } from './routes.mjs';

const outRoot = resolve('bench/.out');

async function viteBuild({ root, outDir, env = {} }) {
  Object.assign(process.env, env);
  await build({
    configFile: resolve('vite.config.ts'),
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** Files of a manifest chunk and everything it imports statically. */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function bytesOf(outDir, manifest, keys) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const files = new Set([...keys].map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js')));
  for (const file of files) {
    const content = readFileSync(join(outDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: [...files], raw, gzip, brotli };
}

function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('no entry chunk in the manifest');
  return key;
}

export async function measureSizes({ apiBaseUrl }) {
  const appOut = join(outRoot, 'app');
  const floorOut = join(outRoot, 'floor');
  const appManifest = await viteBuild({ root: resolve('.'), outDir: appOut, env: { VITE_API_BASE_URL: apiBaseUrl } });
  const floorManifest = await viteBuild({ root: resolve('bench/floor'), outDir: floorOut });

  const floor = bytesOf(floorOut, floorManifest, staticClosure(floorManifest, entryKey(floorManifest)));
  const appEntry = staticClosure(appManifest, entryKey(appManifest));
  const results = routes.map((route) => {
    const keys = new Set(appEntry);
    for (const module of route.modules) {
      if (!appManifest[module]) throw new Error(`route ${route.path}: ${module} is not a chunk of the build`);
      staticClosure(appManifest, module, keys);
    }
    const size = bytesOf(appOut, appManifest, keys);
    return { ...route, ...size, ratioGzip: size.gzip / floor.gzip };
  });
  const learnerChunks = new Set(
    routes.filter((r) => r.side === 'learner').flatMap((r) => [...staticClosure(appManifest, r.modules[0] ?? '', new Set(appEntry))]),
  );
  const backofficeLeaks = Object.keys(appManifest).filter(
    (key) => key.startsWith('app/backoffice/') && learnerChunks.has(key),
  );
  return { floor, routes: results, backofficeLeaks, appOut, floorOut };
}
