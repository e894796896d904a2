/**
 * The repository's import aliases (`@app/…`, `@mocks/…`), as absolute folders: the one list that
 * Vite (vite.config.ts) and the TypeScript runner (scripts/runTs.mjs) resolve with. tsconfig.json's
 * `paths` say the same for the type checker (a test compares them).
 */
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@ds': here('../design-system'),
  '@app': here('../app'),
  '@mocks': here('../mocks'),
  '@scenarios': here('../scenarios'),
  '@tests': here('../tests'),
};
