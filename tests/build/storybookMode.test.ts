/**
 * The published Storybook runs on the mock (issue 39): `storybook build` builds in Vite's
 * `production` mode, whose `.env.production` says VITE_API_MODE=real. This builds one module the
 * way the Storybook builder does — this project's env files, `production` mode, the plugins of
 * .storybook/main.ts's `viteFinal` — and reads the mode the built code sees. Without the mock-mode
 * plugin it reads "real", as the published Storybook did. About a second; no browser.
 */
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import storybookConfig from '../../.storybook/main';

const root = fileURLToPath(new URL('../..', import.meta.url));
const entryId = 'virtual:storybook-mode-probe';

/** The Vite config Storybook's builder hands `viteFinal`, reduced to what decides the mode. */
async function storybookPlugins() {
  const viteFinal = storybookConfig.viteFinal;
  if (!viteFinal) return [];
  const final = await viteFinal({ root }, { configType: 'PRODUCTION' } as Parameters<typeof viteFinal>[1]);
  return final.plugins ?? [];
}

async function builtApiMode(): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'silent',
    plugins: [
      ...(await storybookPlugins()),
      {
        name: 'probe',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith(entryId) ? `\0${entryId}` : null),
        load: (id) => (id === `\0${entryId}` ? 'export const mode = import.meta.env.VITE_API_MODE;' : null),
      },
    ],
    build: { write: false, minify: false, lib: { entry: entryId, formats: ['es'], fileName: 'probe' } },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = (result as Rollup.RollupOutput).output.find((file) => file.type === 'chunk');
  const match = /mode = "([a-z]+)"/.exec(chunk?.code ?? '');
  return match?.[1] ?? 'unreadable';
}

describe('the built Storybook', () => {
  it('runs on the mock although .env.production names the real backend', async () => {
    expect(await builtApiMode()).toBe('mock');
  });
});
