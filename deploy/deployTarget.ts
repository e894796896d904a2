/**
 * Where a built app's API (and its deploy-configured chatbot and image hosts) live, read the way
 * the app reads them (app/config.ts): the deploy-time `runtime-config.js` beside the build wins
 * over the build's VITE_API_BASE_URL. The servers of the built app (vite preview, the mock
 * server's static mode) build their policy from it, so connect-src names exactly the API the page
 * will call — a config change needs no header edit.
 *
 * The media origins are the server's: KLASS_MEDIA_ORIGINS in its environment (securityHeaders.ts
 * says why and what it accepts); a wrong value stops the server with the reason.
 *
 * The runtime config is a script (`window.__KLASS_CONFIG__ = {...}`), run here in an empty
 * context with a stand-in `window`: it is the deploy's own file, and only its value is read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { MEDIA_ORIGINS_ENV, originOf, parseMediaOrigins, type DeployTarget } from './securityHeaders.ts';

/** The URLs of `<dir>/runtime-config.js` the policy needs; none when absent or unreadable. */
export interface RuntimeConfigUrls {
  apiBaseUrl?: string;
  chatbotScriptUrl?: string;
  staticAssetsBaseUrl?: string;
}

export function runtimeConfigUrls(dir: string): RuntimeConfigUrls {
  let source: string;
  try {
    source = readFileSync(join(dir, 'runtime-config.js'), 'utf8');
  } catch {
    return {};
  }
  const window: { __KLASS_CONFIG__?: Record<string, unknown> } = {};
  try {
    runInNewContext(source, { window }, { timeout: 100 });
  } catch {
    return {};
  }
  const config = window.__KLASS_CONFIG__ ?? {};
  const urls: RuntimeConfigUrls = {};
  for (const key of ['apiBaseUrl', 'chatbotScriptUrl', 'staticAssetsBaseUrl'] as const) {
    const value = config[key];
    if (typeof value === 'string') urls[key] = value;
  }
  return urls;
}

const originList = (url: string | undefined): string[] => {
  const origin = originOf(url);
  return origin ? [origin] : [];
};

export interface ServingOptions {
  /** Served over HTTPS. */
  https?: boolean;
  /** The server's environment (KLASS_MEDIA_ORIGINS); default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
}

/** The deploy target of the build in `dir` built with `buildApiBaseUrl` (VITE_API_BASE_URL). */
export function deployTargetOf(
  dir: string,
  buildApiBaseUrl: string | undefined,
  { https = false, env = process.env }: ServingOptions = {},
): DeployTarget {
  const urls = runtimeConfigUrls(dir);
  const mediaOrigins = parseMediaOrigins(env[MEDIA_ORIGINS_ENV], https);
  return {
    apiOrigins: originList(urls.apiBaseUrl ?? buildApiBaseUrl),
    chatbotOrigins: originList(urls.chatbotScriptUrl),
    assetOrigins: originList(urls.staticAssetsBaseUrl),
    ...(mediaOrigins.length > 0 ? { mediaOrigins } : {}),
    https,
  };
}
