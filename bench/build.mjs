/**
 * Builds a page (the app, the floor, the DataTable page) with the project's one Vite config, into
 * a cache folder outside the repository's tracked files, and answers the manifest plus what each
 * output chunk holds (source module → rendered bytes), which Vite's manifest alone does not say.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'vite';

/** Under node_modules/ so the builds are ignored by git without touching .gitignore. */
export const benchOut = resolve('node_modules/.cache/klass-bench');

/** A Rollup/Rolldown plugin that records the modules of every chunk as the bundle is written. */
function chunkModules(into) {
  return {
    name: 'klass-bench:chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules ?? {}).map(([id, info]) => ({
          id: normalizeModuleId(id),
          bytes: info.renderedLength ?? 0,
        }));
        into[output.fileName] = modules;
      }
    },
  };
}

/** `/abs/repo/node_modules/zod/v4/core/schemas.js` → `node_modules/zod/v4/core/schemas.js`. */
function normalizeModuleId(id) {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  return clean.startsWith('/') ? relative(resolve('.'), clean) : clean;
}

/**
 * `env` holds VITE_* variables for this build only (a variable already in the environment wins
 * over the .env files in Vite, which is how the API origin is set).
 */
export async function buildPage({ name, root, env = {} }) {
  const outDir = join(benchOut, name);
  const modulesByFile = {};
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  const started = performance.now();
  try {
    await build({
      configFile: resolve('vite.config.ts'),
      root: resolve(root),
      mode: 'production',
      logLevel: 'warn',
      plugins: [chunkModules(modulesByFile)],
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  return { name, outDir, manifest, modulesByFile, buildMs: performance.now() - started };
}
