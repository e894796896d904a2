/**
 * Prints the nginx security headers (deploy/nginx/security-headers.conf) from securityHeaders.ts,
 * so the nginx sample is rendered from the one source, never edited by hand. The media host is
 * read from KLASS_MEDIA_ORIGINS, as the other servers read it (unset: the API origin); the sample
 * is rendered with NGINX_SAMPLE_MEDIA.
 */
import { MEDIA_ORIGINS_ENV, nginxHeaderLines, parseMediaOrigins, type DeployTarget } from './securityHeaders.ts';

/** The sample deploy: HTTPS, the API on its own origin. */
export const NGINX_SAMPLE_TARGET: DeployTarget = { apiOrigins: ['https://api.example.com'], https: true };

/** The sample's media host: HLS playlists and segments from their own origin. */
export const NGINX_SAMPLE_MEDIA = 'https://media.example.com';

export const NGINX_SAMPLE_PREAMBLE = [
  '# Install as /etc/nginx/snippets/klass-security-headers.conf (deploy/nginx/klass.conf includes it).',
  '# Security headers of the klass web app (issue 20), rendered from deploy/securityHeaders.ts for',
  '# an HTTPS deploy whose API is https://api.example.com (NGINX_SAMPLE_TARGET in renderNginx.ts)',
  `# and whose HLS media come from ${NGINX_SAMPLE_MEDIA} (${MEDIA_ORIGINS_ENV}). Put your API origin`,
  "# (the runtime config's apiBaseUrl) there, name your media origins (unset: the API's), and",
  '# regenerate, never edit here:',
  `#   ${MEDIA_ORIGINS_ENV}="${NGINX_SAMPLE_MEDIA}" npx tsx deploy/renderNginx.ts > deploy/nginx/security-headers.conf`,
  '# tests/deploy/ fails while this file and the sample differ. Include it in every location:',
  "# nginx drops the server's add_header lines in a location that has its own.",
];

/** The headers for NGINX_SAMPLE_TARGET with `env`'s media origins (a wrong value throws the reason). */
export function renderNginx(env: Readonly<Record<string, string | undefined>>): string {
  const mediaOrigins = parseMediaOrigins(env[MEDIA_ORIGINS_ENV], NGINX_SAMPLE_TARGET.https);
  const target = mediaOrigins.length > 0 ? { ...NGINX_SAMPLE_TARGET, mediaOrigins } : NGINX_SAMPLE_TARGET;
  return [...NGINX_SAMPLE_PREAMBLE, ...nginxHeaderLines(target), ''].join('\n');
}

/** The committed sample (deploy/nginx/security-headers.conf). */
export function renderNginxSample(): string {
  return renderNginx({ [MEDIA_ORIGINS_ENV]: NGINX_SAMPLE_MEDIA });
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(renderNginx(process.env));
