/**
 * Initial JavaScript per route: the entry chunk and its static imports, plus the route's lazy
 * chunk(s) and their static imports — what a first visit downloads before the route is usable —
 * in gzip and brotli bytes, next to the floor page (React + react-dom + react-router only) built
 * by the same Vite config in the same run, and to the stack floor (the floor plus react-query and
 * styled-components, bench/stackFloor): what the stack costs every page before the app's own code.
 * Also says what those bytes are made of, per package.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildPage } from './build.mjs';
import { isBackofficeOnly, routeMap } from './routes.mjs';

/** Manifest keys of a chunk and everything it imports statically. */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * What every first visit runs: each entry of the page and its static imports (the app has two,
 * the start-up script app/early.ts and index.html's entry; the floor one).
 */
function entryClosure(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length === 0) throw new Error('bench/size: no entry chunk in the manifest');
  const seen = new Set();
  for (const key of keys) staticClosure(manifest, key, seen);
  return seen;
}

function jsFiles(manifest, keys) {
  return [
    ...new Set([...keys].map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js'))),
  ].sort();
}

/** Compressed sizes of each output file, computed once per file (routes share most chunks). */
function fileSizer(outDir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const content = readFileSync(join(outDir, file));
      cache.set(file, {
        raw: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
        brotli: brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      });
    }
    return cache.get(file);
  };
}

function bytesOf(sizeOf, files) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(file);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/** The group a module is counted under: its npm package, or its app/design-system folder. */
function groupOf(id) {
  const inPackage = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  const parts = id.split('/');
  if (parts[0] === 'app' && parts[1] === 'api') return parts.slice(0, 3).join('/');
  if (parts[0] === 'app' && parts[1] === 'features') return parts.slice(0, 3).join('/');
  if (parts[0] === 'app' || parts[0] === 'design-system') return parts.slice(0, 2).join('/');
  return parts[0] ?? id;
}

/**
 * What the files are made of, per group, largest first: the rendered (pre-minification) bytes,
 * and an estimate of the gzip bytes (each chunk's gzip size split by the groups' rendered shares
 * in it; good to a few KB, enough to see what pulls weight).
 */
function composition(modulesByFile, sizeOf, files) {
  const byGroup = new Map();
  for (const file of files) {
    const modules = modulesByFile[file] ?? [];
    const rendered = modules.reduce((sum, module) => sum + module.bytes, 0);
    const { gzip } = sizeOf(file);
    for (const { id, bytes } of modules) {
      const entry = byGroup.get(groupOf(id)) ?? { group: groupOf(id), bytes: 0, gzipEstimate: 0 };
      entry.bytes += bytes;
      entry.gzipEstimate += rendered ? (gzip * bytes) / rendered : 0;
      byGroup.set(entry.group, entry);
    }
  }
  return [...byGroup.values()].sort((a, b) => b.gzipEstimate - a.gzipEstimate);
}

function modulesIn(modulesByFile, files) {
  return files.flatMap((file) => (modulesByFile[file] ?? []).map((module) => module.id));
}

/**
 * The JS files a first visit of a measured route downloads: every entry and its static imports,
 * plus the route's lazy chunks and theirs. Throws when a route module is not a lazy chunk of the
 * build (imported statically somewhere, or gone): the figure would not be the route's.
 */
export function initialFiles(manifest, row) {
  const keys = entryClosure(manifest);
  for (const module of row.modules) {
    if (!manifest[module]?.isDynamicEntry)
      throw new Error(
        `bench/size: ${row.path}: ${module} is not a lazy chunk of the build (imported statically somewhere, or gone)`,
      );
    staticClosure(manifest, module, keys);
  }
  return jsFiles(manifest, keys);
}

/**
 * The back-office-only modules (bench/routes.mjs, by their paths) in a learner route's initial
 * files: any at all fails `--check`. A back-office route may hold them, so it answers none.
 */
export function backofficeModulesIn(modulesByFile, row, files) {
  return row.side === 'learner' ? modulesIn(modulesByFile, files).filter(isBackofficeOnly) : [];
}

/** A one-page reference build (the floor, the stack floor): its files and their bytes. */
async function measureReference(name, root) {
  const build = await buildPage({ name, root });
  const files = jsFiles(build.manifest, entryClosure(build.manifest));
  return { build, files, ...bytesOf(fileSizer(build.outDir), files) };
}

/**
 * Builds the floor, the stack floor and the app (pointed at `apiBaseUrl`) and measures every
 * route of bench/routes.mjs. Throws when a measured route module is not its own chunk of the build.
 */
export async function measureSizes({ apiBaseUrl }) {
  const { rows, problems } = routeMap();
  const { build: floorBuild, ...floor } = await measureReference('floor', 'bench/floor');
  const { build: stackFloorBuild, ...stackFloorSize } = await measureReference(
    'stackFloor',
    'bench/stackFloor',
  );
  const stackFloor = {
    ...stackFloorSize,
    ratioGzip: stackFloorSize.gzip / floor.gzip,
    ratioBrotli: stackFloorSize.brotli / floor.brotli,
  };
  const appBuild = await buildPage({
    name: 'app',
    root: '.',
    env: { VITE_API_BASE_URL: apiBaseUrl },
  });

  const { manifest, modulesByFile, outDir } = appBuild;
  const sizeOf = fileSizer(outDir);
  const entryFiles = jsFiles(manifest, entryClosure(manifest));
  const routes = rows.map((row) => {
    if (row.status) return row;
    const files = initialFiles(manifest, row);
    const size = bytesOf(sizeOf, files);
    const backofficeModules = backofficeModulesIn(modulesByFile, row, files);
    return {
      ...row,
      files,
      ...size,
      ratioGzip: size.gzip / floor.gzip,
      ratioBrotli: size.brotli / floor.brotli,
      stackRatioGzip: size.gzip / stackFloor.gzip,
      overBudget: row.budgetGzip !== null && size.gzip > row.budgetGzip,
      backofficeModules,
      composition: composition(modulesByFile, sizeOf, files).slice(0, 12),
    };
  });
  const entrySize = {
    files: entryFiles,
    ...bytesOf(sizeOf, entryFiles),
    composition: composition(modulesByFile, sizeOf, entryFiles).slice(0, 12),
  };
  return {
    floor,
    stackFloor,
    entry: entrySize,
    routes,
    problems,
    buildMs: {
      app: appBuild.buildMs,
      floor: floorBuild.buildMs,
      stackFloor: stackFloorBuild.buildMs,
    },
    appOut: outDir,
    floorOut: floorBuild.outDir,
    stackFloorOut: stackFloorBuild.outDir,
  };
}
