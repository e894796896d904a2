/**
 * The response headers of the deployed app (issue 20; OWASP ASVS 5.0 3.4.3): one source read by
 * every server of the built app — `npm run preview` and the e2e server (the Vite plugin in
 * `vite.config.ts`), the mock HTTP server's static mode (`--static dist`) — and rendered into the
 * nginx sample (`deploy/nginx.conf`, checked against this file by tests/deploy/).
 *
 * What the policy allows, and why:
 * - scripts: only this origin's files and the tenant widgets' vendor hosts (listed on purpose in
 *   WIDGET_SOURCES; the chatbot's is the deploy's `chatbotScriptUrl`, read from the runtime config). No inline script and no eval: index.html loads `/runtime-config.js` as a file.
 * - styles: this origin and `'unsafe-inline'`. styled-components writes its rules into <style>
 *   elements at run time and sanitised server HTML keeps `style` attributes; a nonce needs a
 *   server that rewrites every response, which a static host is not, and hashes cannot name CSS
 *   generated at run time. Inline CSS cannot run script (the script policy stays strict).
 * - connect: this origin, the API origin of the deploy (the runtime config's `apiBaseUrl`, else
 *   the build's VITE_API_BASE_URL), the media origins (below) and the widgets' API hosts. Nothing
 *   else.
 * - images and media: any https host (course covers, videos and captions live on the tenant's
 *   CDN), `data:` (inline icons), `blob:` (files the page builds), the API origin and the
 *   runtime config's `staticAssetsBaseUrl`.
 * - the media host: HLS lessons fetch their playlists and segments with hls.js (connect-src;
 *   a native HLS player loads them as media: media-src), from the origins the deploy names in
 *   KLASS_MEDIA_ORIGINS — an environment variable of the server or the nginx rendering, not of
 *   the runtime config: the app never needs it, the lesson answers carry the media URLs. Unset,
 *   the media come from the API origin.
 * - frame-ancestors 'none': no other site may frame the app (clickjacking); form-action and
 *   base-uri 'self'; object-src 'none'.
 */

/** The hosts a widget of the tenant's preferences (learner.md §3 plugins) needs, per directive. */
export const WIDGET_SOURCES = {
  /** Tag manager: the container script; its tags beacon to Google Analytics. */
  tagManager: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    frame: [],
  },
  /** Support chat (Channel-style SDK): its script, API and socket, and the messenger frame. */
  supportChat: {
    script: ['https://cdn.channel.io'],
    connect: ['https://*.channel.io', 'wss://*.channel.io'],
    frame: ['https://*.channel.io'],
  },
} as const satisfies Record<string, Record<'script' | 'connect' | 'frame', readonly string[]>>;

export interface DeployTarget {
  /**
   * Origins the app's API calls go to besides its own (the runtime config's `apiBaseUrl`, the
   * build's VITE_API_BASE_URL); empty when the API is served from the app's origin.
   */
  apiOrigins: readonly string[];
  /**
   * The scenario chatbot's origin, when the deploy names its script (the runtime config's
   * `chatbotScriptUrl`): allowed to load, connect and frame like the fixed widgets.
   */
  chatbotOrigins?: readonly string[];
  /** The static images' origin (the runtime config's `staticAssetsBaseUrl`), when one is set. */
  assetOrigins?: readonly string[];
  /** Where HLS playlists and segments come from (KLASS_MEDIA_ORIGINS); unset: the API origins. */
  mediaOrigins?: readonly string[];
  /** Served over HTTPS: adds Strict-Transport-Security and upgrade-insecure-requests. */
  https: boolean;
}

/** The origin of a URL, or null for '' and relative URLs (same origin: 'self' covers them). */
export function originOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function widgetHosts(directive: 'script' | 'connect' | 'frame'): string[] {
  return Object.values(WIDGET_SOURCES).flatMap((widget) => widget[directive]);
}

/** The environment variable naming the media origins, space- or comma-separated. */
export const MEDIA_ORIGINS_ENV = 'KLASS_MEDIA_ORIGINS';

const MEDIA_ORIGINS_EXAMPLE = `${MEDIA_ORIGINS_ENV}="https://media.example.com https://*.cdn.example.com"`;

/** A host name of letters, digits and hyphens in dotted labels, or a bracketed IPv6 address. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;

/**
 * The media origins of KLASS_MEDIA_ORIGINS's `value`, each as an exact CSP source (`scheme://host
 * [:port]`, a leading `*.` for a CDN's subdomains); none when unset or empty. Anything else is
 * refused with the reason — a path, a query, credentials, another scheme, a bare `https:` or `*`
 * (which would open the policy to every host), a quote or `;` (which would write a directive of
 * its own) — and so is http on an HTTPS deploy (the browser blocks it as mixed content).
 */
export function parseMediaOrigins(value: string | undefined, https: boolean): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const refuse = (why: string) =>
      new Error(`${MEDIA_ORIGINS_ENV}: "${entry}" ${why}; for example ${MEDIA_ORIGINS_EXAMPLE}`);
    const parts = /^(https?):\/\/(\*\.)?([^/?#]+?)\/?$/i.exec(entry);
    if (!parts) throw refuse('is not an origin (http:// or https://, a host, an optional port, nothing after)');
    const [, scheme = '', wildcard = '', host = ''] = parts;
    let url: URL | null = null;
    try {
      url = new URL(`${scheme}://${host}`);
    } catch {
      // Refused below, with the host named.
    }
    if (!url || url.username || url.password || !HOST_NAME.test(url.hostname)) {
      throw refuse('has no valid host (letters, digits, hyphens and dots, or [IPv6]; an optional :port)');
    }
    if (https && url.protocol === 'http:') throw refuse('is http on an HTTPS deploy, where the browser blocks it');
    origins.push(`${url.protocol}//${wildcard}${url.host}`);
  }
  return [...new Set(origins)];
}

export function contentSecurityPolicy(target: DeployTarget): string {
  const api = [...new Set(target.apiOrigins)];
  const chatbot = target.chatbotOrigins ?? [];
  const assets = target.assetOrigins ?? [];
  // Media beside the API, never twice (the default is the API itself).
  const media = (target.mediaOrigins ?? api).filter((origin) => !api.includes(origin));
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...widgetHosts('script'), ...chatbot],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...api, ...assets],
    ['media-src', "'self'", 'blob:', 'https:', ...api, ...media],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...api, ...media, ...widgetHosts('connect'), ...chatbot],
    ['frame-src', "'self'", ...widgetHosts('frame'), ...chatbot],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (target.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Every header the app's responses carry (the same on index.html, assets and runtime-config.js). */
export function securityHeaders(target: DeployTarget): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(target),
    'X-Content-Type-Options': 'nosniff',
    // Other sites see our origin only, never a path or query (an OAuth `?code=` on the callback).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers without frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(target.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The headers as nginx `add_header` lines (`always`: error pages carry them too). */
export function nginxHeaderLines(target: DeployTarget): string[] {
  return Object.entries(securityHeaders(target)).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
}
