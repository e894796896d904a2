/**
 * The one decision on a URL that came from data (issue 20; OWASP ASVS 5.0 1.2.2 safe protocols,
 * 3.7.2 redirect allow-list): announcement and banner links, attachments, lesson documents, live
 * rooms, SSO and OAuth pages, a partner's logout, and every URL attribute of server HTML
 * (sanitize.ts). Only web URLs pass — http and https, plus mailto/tel where a caller asks — and a
 * redirect may also be held to a list of origins. Everything else answers null: the caller shows
 * no link, opens nothing.
 *
 * The browser's own parser decides (`new URL`), so what is checked is what a click would open:
 * tabs and newlines inside a scheme ("java\tscript:"), mixed case, leading control characters,
 * protocol-relative `//host` and backslash `/\host` forms are read the way a browser reads them.
 * HTML character references are decoded first as well (`&#106;avascript:`, `&colon;`): a value
 * that would be dangerous once placed in markup is refused even where React would not decode it.
 */

/** Schemes a link may carry besides http and https, when the caller allows them. */
export type ExtraScheme = 'mailto:' | 'tel:';

export interface SafeUrlOptions {
  /** What a relative URL is resolved against: the page's address (`window.location.href`). */
  base: string;
  /** Also allow these schemes (a footer's contact links; server HTML). Default none. */
  schemes?: readonly ExtraScheme[];
  /**
   * A redirect allow-list: the URL must be on the base's origin or one of these. Absent: any
   * http(s) origin (a link the person chooses to follow, opened without our referrer).
   */
  origins?: readonly string[];
}

const WEB_SCHEMES: readonly string[] = ['http:', 'https:'];

const NAMED_REFERENCES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  amp: '&',
};

/** HTML character references decoded (decimal, hex, the few named ones a scheme can hide in). */
function decodeReferences(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi, (match, dec?: string, hex?: string, name?: string) => {
    const code = dec !== undefined ? Number(dec) : hex !== undefined ? parseInt(hex, 16) : undefined;
    if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    return NAMED_REFERENCES[(name ?? '').toLowerCase()] ?? match;
  });
}

function parse(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function allowed(url: URL, options: SafeUrlOptions, baseOrigin: string): boolean {
  const schemes = [...WEB_SCHEMES, ...(options.schemes ?? [])];
  if (!schemes.includes(url.protocol)) return false;
  if (!WEB_SCHEMES.includes(url.protocol) || !options.origins) return true;
  return url.origin === baseOrigin || options.origins.includes(url.origin);
}

/**
 * The absolute URL to use for `raw`, or null when it must not be followed: a script or data
 * scheme, an unparsable value, or (with `origins`) an origin off the allow-list.
 */
export function safeUrl(raw: string | null | undefined, options: SafeUrlOptions): string | null {
  if (raw === null || raw === undefined) return null;
  const baseOrigin = parse(options.base, 'http://invalid.invalid')?.origin ?? 'null';
  const url = parse(raw, options.base);
  if (!url || !allowed(url, options, baseOrigin)) return null;
  const decoded = decodeReferences(raw);
  if (decoded !== raw) {
    const hidden = parse(decoded, options.base);
    if (!hidden || !allowed(hidden, options, baseOrigin)) return null;
  }
  return url.href;
}

/** The page's address, for `base` (none outside a browser: every relative URL is refused then). */
export function pageBase(): string {
  return typeof window === 'undefined' ? 'about:blank' : window.location.href;
}
