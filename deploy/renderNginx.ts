/**
 * Prints the nginx security headers (deploy/nginx/security-headers.conf) from securityHeaders.ts,
 * so the nginx sample is rendered from the one source, never edited by hand. The media host is
 * read from KLASS_MEDIA_ORIGINS, as the other servers read it (unset: the API origin); the sample
 * is rendered with NGINX_SAMPLE_MEDIA.
 *
 * The chatbot's script host is read from KLASS_CHATBOT_SCRIPT_URL, the same URL the deploy puts in
 * its runtime config's `chatbotScriptUrl`: vite preview and the mock server read it from
 * runtime-config.js beside the build (deployTarget.ts), but nginx serves a config written before
 * the runtime config exists, so the renderer is told. Unset: no chatbot host, as with no
 * `chatbotScriptUrl` (the app then loads no chatbot), so a deploy with a chatbot behind nginx sets
 * both or the policy blocks the widget.
 */
import {
  MEDIA_ORIGINS_ENV,
  nginxHeaderLines,
  originOf,
  parseMediaOrigins,
  type DeployTarget,
} from './securityHeaders.ts';

/** The chatbot widget's script URL (the runtime config's `chatbotScriptUrl`). */
export const CHATBOT_SCRIPT_URL_ENV = 'KLASS_CHATBOT_SCRIPT_URL';

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
  '# regenerate, never edit here (a deploy whose runtime config sets chatbotScriptUrl adds the same',
  `# URL as ${CHATBOT_SCRIPT_URL_ENV}="https://chatbot.example.com/widget.js", or the widget is blocked):`,
  `#   ${MEDIA_ORIGINS_ENV}="${NGINX_SAMPLE_MEDIA}" npx tsx deploy/renderNginx.ts > deploy/nginx/security-headers.conf`,
  '# tests/deploy/ fails while this file and the sample differ. Include it in every location:',
  "# nginx drops the server's add_header lines in a location that has its own.",
];

/**
 * The chatbot script's origin from KLASS_CHATBOT_SCRIPT_URL; none when unset. The origin is then
 * held to the media origins' rule (an exact `scheme://host[:port]`, https on an HTTPS deploy), so
 * nothing but a host reaches the policy line.
 */
export function chatbotOrigins(value: string | undefined, https: boolean): string[] {
  const url = value?.trim();
  if (!url) return [];
  const origin = originOf(url);
  const example = `for example ${CHATBOT_SCRIPT_URL_ENV}="https://chatbot.example.com/widget.js"`;
  if (!origin) throw new Error(`${CHATBOT_SCRIPT_URL_ENV}: "${url}" is not an http(s) URL; ${example}`);
  try {
    return parseMediaOrigins(origin, https);
  } catch (error) {
    const why = error instanceof Error ? error.message.replace(/^[^:]+: /, '').replace(/; for example.*$/, '') : '';
    throw new Error(`${CHATBOT_SCRIPT_URL_ENV}: ${why}; ${example}`);
  }
}

/**
 * The headers for NGINX_SAMPLE_TARGET with `env`'s media origins and chatbot script host (a wrong
 * value throws the reason).
 */
export function renderNginx(env: Readonly<Record<string, string | undefined>>): string {
  const mediaOrigins = parseMediaOrigins(env[MEDIA_ORIGINS_ENV], NGINX_SAMPLE_TARGET.https);
  const chatbot = chatbotOrigins(env[CHATBOT_SCRIPT_URL_ENV], NGINX_SAMPLE_TARGET.https);
  const target: DeployTarget = {
    ...NGINX_SAMPLE_TARGET,
    ...(mediaOrigins.length > 0 ? { mediaOrigins } : {}),
    ...(chatbot.length > 0 ? { chatbotOrigins: chatbot } : {}),
  };
  return [...NGINX_SAMPLE_PREAMBLE, ...nginxHeaderLines(target), ''].join('\n');
}

/** The committed sample (deploy/nginx/security-headers.conf). */
export function renderNginxSample(): string {
  return renderNginx({ [MEDIA_ORIGINS_ENV]: NGINX_SAMPLE_MEDIA });
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(renderNginx(process.env));
