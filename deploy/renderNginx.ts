/**
 * Prints deploy/nginx/security-headers.conf from securityHeaders.ts (the sample's API origin),
 * so the nginx sample is rendered from the one source, never edited by hand.
 */
import { nginxHeaderLines, type DeployTarget } from './securityHeaders.ts';

/** The sample deploy: HTTPS, the API on its own origin. */
export const NGINX_SAMPLE_TARGET: DeployTarget = { apiOrigins: ['https://api.example.com'], https: true };

export const NGINX_SAMPLE_PREAMBLE = [
  '# Install as /etc/nginx/snippets/klass-security-headers.conf (deploy/nginx/klass.conf includes it).',
  '# Security headers of the klass web app (issue 20), rendered from deploy/securityHeaders.ts for',
  '# an HTTPS deploy whose API is https://api.example.com (NGINX_SAMPLE_TARGET in renderNginx.ts).',
  '# Put your API origin (the runtime config\'s apiBaseUrl) there and regenerate, never edit here:',
  '#   npx tsx deploy/renderNginx.ts > deploy/nginx/security-headers.conf',
  '# tests/deploy/ fails while this file and the module differ. Include it in every location:',
  '# nginx drops the server\'s add_header lines in a location that has its own.',
];

export function renderNginxSample(): string {
  return [...NGINX_SAMPLE_PREAMBLE, ...nginxHeaderLines(NGINX_SAMPLE_TARGET), ''].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(renderNginxSample());
