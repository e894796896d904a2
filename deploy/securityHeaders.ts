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
 *   the build's VITE_API_BASE_URL) and the widgets' API hosts. Nothing else.
 * - images and media: any https host (course covers, videos and captions live on the tenant's
 *   CDN), `data:` (inline icons), `blob:` (files the page builds), the API origin and the
 *   runtime config's `staticAssetsBaseUrl`.
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

export function contentSecurityPolicy(target: DeployTarget): string {
  const api = [...new Set(target.apiOrigins)];
  const chatbot = target.chatbotOrigins ?? [];
  const assets = target.assetOrigins ?? [];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...widgetHosts('script'), ...chatbot],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...api, ...assets],
    ['media-src', "'self'", 'blob:', 'https:', ...api],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...api, ...widgetHosts('connect'), ...chatbot],
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
