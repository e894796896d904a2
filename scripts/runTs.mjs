/**
 * `node scripts/runTs.mjs <file.ts> [args…]`: runs a TypeScript entry of the repository (the mock
 * HTTP server, the route generator) through Vite's module runner, so it is read exactly as the
 * app, Storybook and the tests read it: the same aliases, and `import.meta.glob`, with which the
 * contract, the mock and the back-office find their areas' modules in the areas' own folders
 * (docs/adding-an-area.md). Packages are loaded by Node itself; only the repository's
 * own files are transformed, once, when first imported.
 */
import { resolve } from 'node:path';
import { createServer, createServerModuleRunner } from 'vite';
import { aliases } from './aliases.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/runTs.mjs <file.ts> [args…]');
  process.exit(2);
}

const server = await createServer({
  configFile: false,
  root: resolve(import.meta.dirname, '..'),
  resolve: { alias: aliases },
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });

// The entry sees its own arguments, as under `node file.ts args…`.
const file = resolve(entry);
process.argv = [process.argv[0], file, ...args];
await runner.import(file);
