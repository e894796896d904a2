/**
 * Where a built app's API lives, read the way the app reads it (app/config.ts): the deploy-time
 * `runtime-config.js` beside the build wins over the build's VITE_API_BASE_URL. The servers of
 * the built app (vite preview, the mock server's static mode) build their policy from it, so
 * connect-src names exactly the API the page will call — a config change needs no header edit.
 *
 * The runtime config is a script (`window.__KLASS_CONFIG__ = {...}`), run here in an empty
 * context with a stand-in `window`: it is the deploy's own file, and only its value is read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { originOf, type DeployTarget } from './securityHeaders.ts';

/** `apiBaseUrl` of `<dir>/runtime-config.js`, or undefined when absent, unset or unreadable. */
export function runtimeConfigApiBaseUrl(dir: string): string | undefined {
  let source: string;
  try {
    source = readFileSync(join(dir, 'runtime-config.js'), 'utf8');
  } catch {
    return undefined;
  }
  const window: { __KLASS_CONFIG__?: { apiBaseUrl?: unknown } } = {};
  try {
    runInNewContext(source, { window }, { timeout: 100 });
  } catch {
    return undefined;
  }
  const value = window.__KLASS_CONFIG__?.apiBaseUrl;
  return typeof value === 'string' ? value : undefined;
}

/** The deploy target of the build in `dir` built with `buildApiBaseUrl` (VITE_API_BASE_URL). */
export function deployTargetOf(dir: string, buildApiBaseUrl: string | undefined, https = false): DeployTarget {
  const api = originOf(runtimeConfigApiBaseUrl(dir) ?? buildApiBaseUrl);
  return { apiOrigins: api ? [api] : [], https };
}
