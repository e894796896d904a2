/**
 * One Vite config for the app, Storybook and every Vitest project.
 *
 * Modes: `development` (npm start) runs the app on the in-browser mock; `real` (npm run start:real)
 * and `production` (npm run build) talk to the backend named by VITE_API_BASE_URL and contain no
 * mock code — the dev-only entry in app/dev/ is only imported behind `VITE_API_MODE === 'mock'`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, testChromiumPath } from './tests/chromium.ts';
import { answerWithFile, readMockPublicFile } from './mocks/runtimes/publicFiles.ts';
import { deployHeaders } from './deploy/vitePlugin.ts';
import { startupHtml } from './scripts/startupHtml.ts';
import { aliases } from './scripts/aliases.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export { aliases };

/**
 * In mock mode the dev server also serves mocks/public (msw's worker script, mock media). Kept out
 * of public/ so a production build never ships them.
 */
function mockPublicFiles(): Plugin {
  return {
    name: 'klass:mock-public-files',
    apply: (_config, env) => env.command === 'serve' && env.mode === 'development',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://dev.local').pathname;
        void readMockPublicFile(pathname).then((file) => {
          if (!file) return next();
          const answer = answerWithFile(file, req.headers.range);
          res.writeHead(answer.status, answer.headers);
          res.end(answer.body);
        }, next);
      });
    },
  };
}

const startup = startupHtml(here('.'));

export default defineConfig({
  plugins: [react(), mockPublicFiles(), deployHeaders(), startup.plugin],
  resolve: { alias: aliases },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // No modulepreload polyfill (about 0.3 KB gzip on every first route): every browser the build
    // targets preloads modules natively except Safari before 17 (2023), which still loads every
    // chunk, only without the head start; the learner routes' budgets are measured in KB tenths.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Everything the entry needs in one file rather than the entry and eight small chunks it
      // shares with lazy pages: a first visit downloads all of it anyway, and one file compresses
      // better (about 3 KB gzip less on every first route, issue 18).
      // The start-up script's few modules stay out of it, in a file of their own (scripts/startupHtml.ts).
      // The account copy and the §5 messages it reads from the contract stay one file, as they were
      // before the messages moved out of the copy (issue 26): the contract's other readers (the
      // drift check's registry) would otherwise split the messages into a file of their own, and a
      // first route would download two small files for one (+0.4 KB gzip on /app/login).
      output: {
        codeSplitting: {
          groups: [
            startup.chunkGroup,
            { name: 'start', tags: ['$initial'], priority: 1 },
            { name: 'account', test: /\/app\/shared\/(copy\/account|api\/contract\/validationMessages)\.ts$/ },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit:node',
          environment: 'node',
          // Files share their worker's modules: the mock world's bulk records (10,000 members,
          // 10,000 orders: seconds to build) are made once per worker, not once per contract
          // file. Each test that uses the mock reseeds it, so no file reads another's data.
          isolate: false,
          // The first file of a worker builds the mock world's bulk records (members, orders,
          // coupons, classes: seconds on two busy cores) in its setup; later files reuse them.
          hookTimeout: 60_000,
          include: ['{app,mocks,scenarios,design-system,tests}/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit:dom',
          environment: 'jsdom',
          include: ['{app,design-system}/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: here('./.storybook') })],
        test: {
          name: 'storybook',
          // Every story file in one page, not a fresh iframe each: the module graph is loaded and
          // the mock world's bulk records (mocks/db/bulk.ts) built once, not 115 times — about
          // half the story run. Stories already start from a reseeded world and their own query
          // client, session and URL (storybook loaders and decorators), so nothing a file leaves
          // behind is read by the next.
          isolate: false,
          // The run's first story pays for that build (and the first import of the graph): ~8 s on
          // a quiet 2-core machine, 27–34 s when the machine is shared, so the bound leaves room.
          // A story stuck for good still fails; one that passes is not slowed by it.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
              // The design system's motion collapses to 0 ms under reduced motion (GlobalStyle):
              // a play function then never looks at a dialog, drawer or toast mid-fade.
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
            // Two story runs on one machine (developers, helpers) must not fight over the port.
            api: { port: 63315, strictPort: false },
          },
        },
      },
    ],
  },
});
