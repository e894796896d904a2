/**
 * What index.html shows and runs before the app's entry has arrived (issue 18):
 *
 * - **The loading state**, in the page itself: a spinner and "불러오는 중이에요" inside #root, in the
 *   design system's default colour and font, so a phone on a slow network shows something at once
 *   instead of a blank page until the entry (about 120 KB) has downloaded and run. React replaces
 *   it with its first render.
 * - **The start-up script** (app/early.ts), named first in the page as a file of its own, with its
 *   few imports preloaded, so it runs while the entry is still downloading. Vite would merge a
 *   second module script of index.html into the entry; so the build takes it as a second input,
 *   and `chunkGroup` keeps its modules in a chunk of their own, placed before the group that
 *   gathers the entry's modules into one file (vite.config.ts): that group would otherwise take
 *   them too, and the script would wait for the whole entry. The dev server serves it from source.
 *
 * Builds of other pages (Storybook, the bench's floor) are left alone: only an input that is the
 * app's own index.html is changed.
 */
import { resolve } from 'node:path';
import { normalizePath, type HtmlTagDescriptor, type Plugin } from 'vite';
import { commonCopy } from '../app/shared/copy/common.ts';
import { colorTokens, fontTokens } from '../design-system/tokens/vars.ts';

const EARLY_SOURCE = 'app/early.ts';
const ROOT_ELEMENT = '<div id="root"></div>';

/** The loading state's look: the Spinner's ring and label (design-system/components/Spinner). */
const loadingStyle = `
.startup-loading { position: fixed; inset: 0; display: flex; align-items: center; justify-content: center; gap: 0.5rem; margin: 0;
  font-family: ${fontTokens.family}; color: ${colorTokens.primaryText}; }
.startup-loading::before { content: ''; width: 1.5rem; height: 1.5rem; border: 2px solid currentColor;
  border-right-color: transparent; border-radius: 50%; animation: startup-spin 0.75s linear infinite; }
@keyframes startup-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .startup-loading::before { animation: none; } }
`;

/** The loading state's markup inside #root (the e2e finds it in the built page). */
export const startupLoading = `<p class="startup-loading" role="status">${commonCopy.loading}</p>`;

/** A group of Rolldown's code splitting (the shape Vite's config takes, without naming Rolldown). */
interface ChunkGroup {
  name: string;
  priority: number;
  test: (id: string) => boolean;
}

export function startupHtml(appRoot: string): { plugin: Plugin; chunkGroup: ChunkGroup } {
  // In Vite's form (forward slashes on every system), as it names the input and the modules.
  const appHtml = normalizePath(resolve(appRoot, 'index.html'));
  const earlyPath = normalizePath(resolve(appRoot, EARLY_SOURCE));
  /** The script and everything it imports statically, found once the module graph is built. */
  const earlyModules = new Set<string>();
  let base = '/';

  const script = (src: string): HtmlTagDescriptor => ({
    tag: 'script',
    attrs: { type: 'module', crossorigin: true, src },
    injectTo: 'head-prepend',
  });

  const plugin: Plugin = {
    name: 'klass:startup-html',
    configResolved(config) {
      base = config.base;
    },
    options(options) {
      if (options.input !== appHtml) return null;
      return { ...options, input: { index: appHtml, early: earlyPath } };
    },
    buildEnd() {
      earlyModules.clear();
      const pending = [earlyPath];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (earlyModules.has(id)) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        earlyModules.add(id);
        pending.push(...info.importedIds);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.filename !== appHtml) return html;
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`klass:startup-html: index.html has no empty ${ROOT_ELEMENT}`);
        const tags: HtmlTagDescriptor[] = [{ tag: 'style', children: loadingStyle, injectTo: 'head' }];
        if (!context.bundle) {
          tags.push(script(`${base}${EARLY_SOURCE}`));
        } else {
          const chunk = Object.values(context.bundle).find(
            (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === earlyPath,
          );
          if (!chunk || chunk.type !== 'chunk') throw new Error(`klass:startup-html: no chunk for ${EARLY_SOURCE}`);
          tags.push(
            script(`${base}${chunk.fileName}`),
            ...chunk.imports.map(
              (file): HtmlTagDescriptor => ({
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
                injectTo: 'head-prepend',
              }),
            ),
          );
        }
        return { html: html.replace(ROOT_ELEMENT, `<div id="root">${startupLoading}</div>`), tags };
      },
    },
  };
  return {
    plugin,
    chunkGroup: { name: 'early', priority: 2, test: (id) => earlyModules.has(id) },
  };
}
