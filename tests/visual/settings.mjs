// Where the visual check finds the built Storybook and the port its static server uses.
// Shared by run.mjs, serve.mjs and playwright.config.ts so they never disagree.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = fileURLToPath(new URL('../../', import.meta.url));

export const staticDir = resolve(root, process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');
export const visualPort = Number(process.env.VISUAL_PORT ?? 16006);
export const visualOrigin = `http://127.0.0.1:${visualPort}`;
