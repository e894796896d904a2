/**
 * The deploy headers (issue 20, OWASP ASVS 5.0 3.4.3): one source for every server of the built
 * app, a strict script policy, connect-src limited to the deploy's API and the widgets, framing
 * refused, the HLS media host listed (KLASS_MEDIA_ORIGINS, the API origin by default, a wrong
 * value refused with the reason) — and the nginx sample is the module's rendering, never a
 * hand-kept copy; the mock server's static mode answers with the same headers.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deployTargetOf } from '../../deploy/deployTarget.ts';
import { CHATBOT_SCRIPT_URL_ENV, NGINX_SAMPLE_MEDIA, renderNginx, renderNginxSample } from '../../deploy/renderNginx.ts';
import {
  contentSecurityPolicy,
  MEDIA_ORIGINS_ENV,
  parseMediaOrigins,
  securityHeaders,
  WIDGET_SOURCES,
} from '../../deploy/securityHeaders.ts';
import { startMockHttpServer } from '@mocks/runtimes/http/server';
import { staticApp } from '@mocks/runtimes/http/staticApp';

const tempDirs: string[] = [];
/** A scratch folder for one test, removed after it (a run leaves nothing in the temp folder). */
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function directive(policy: string, name: string): string[] {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([head]) => head === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.slice(1);
}

const local = { apiOrigins: ['http://127.0.0.1:18787'], https: false };

describe('content security policy', () => {
  it('runs no inline script and no eval; scripts come from this origin and the widgets only', () => {
    const scripts = directive(contentSecurityPolicy(local), 'script-src');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).toEqual(["'self'", ...Object.values(WIDGET_SOURCES).flatMap((widget) => widget.script)]);
  });

  it('connects only to this origin, the deploy API and the widgets', () => {
    const connect = directive(contentSecurityPolicy(local), 'connect-src');
    expect(connect.slice(0, 2)).toEqual(["'self'", 'http://127.0.0.1:18787']);
    expect(connect).not.toContain('https:');
    expect(connect).not.toContain('*');
  });

  it('refuses framing, plugins, foreign forms and base URLs', () => {
    const policy = contentSecurityPolicy(local);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('upgrades requests and pins HTTPS only on an HTTPS deploy', () => {
    expect(contentSecurityPolicy(local)).not.toContain('upgrade-insecure-requests');
    expect(securityHeaders(local)).not.toHaveProperty('Strict-Transport-Security');
    const https = { apiOrigins: [], https: true };
    expect(contentSecurityPolicy(https)).toContain('upgrade-insecure-requests');
    expect(securityHeaders(https)['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
  });

  it('carries nosniff and a referrer policy that sends other sites the origin only', () => {
    expect(securityHeaders(local)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});

describe('the deploy target is read as the app reads it', () => {
  const dist = () => tempDir('klass-deploy-');

  it("the runtime config's apiBaseUrl wins over the build's", () => {
    const dir = dist();
    writeFileSync(join(dir, 'runtime-config.js'), 'window.__KLASS_CONFIG__ = { apiBaseUrl: "https://api.tenant.example/v1" };');
    expect(deployTargetOf(dir, 'http://127.0.0.1:8787').apiOrigins).toEqual(['https://api.tenant.example']);
  });

  it("the deploy's chatbot script and static images host are allowed, nothing more", () => {
    const dir = dist();
    writeFileSync(
      join(dir, 'runtime-config.js'),
      'window.__KLASS_CONFIG__ = { chatbotScriptUrl: "https://bot.vendor.example/w.js", staticAssetsBaseUrl: "http://assets.local:9000/img/" };',
    );
    const policy = contentSecurityPolicy(deployTargetOf(dir, undefined));
    expect(directive(policy, 'script-src')).toContain('https://bot.vendor.example');
    expect(directive(policy, 'connect-src')).toContain('https://bot.vendor.example');
    expect(directive(policy, 'img-src')).toContain('http://assets.local:9000');
    expect(directive(policy, 'script-src')).not.toContain('http://assets.local:9000');
  });

  it("the build's API when the runtime config leaves it undefined; none for the same origin", () => {
    const dir = dist();
    writeFileSync(join(dir, 'runtime-config.js'), 'window.__KLASS_CONFIG__ = { apiBaseUrl: undefined };');
    expect(deployTargetOf(dir, 'http://127.0.0.1:8787/').apiOrigins).toEqual(['http://127.0.0.1:8787']);
    expect(deployTargetOf(dir, '').apiOrigins).toEqual([]);
    expect(deployTargetOf(dist(), undefined).apiOrigins).toEqual([]);
  });
});

describe('the media host of HLS lessons (KLASS_MEDIA_ORIGINS)', () => {
  it('unset, playlists and segments come from the API origin: connect-src and media-src name it once', () => {
    const policy = contentSecurityPolicy(local);
    expect(directive(policy, 'connect-src').filter((source) => source === 'http://127.0.0.1:18787')).toHaveLength(1);
    expect(directive(policy, 'media-src').filter((source) => source === 'http://127.0.0.1:18787')).toHaveLength(1);
  });

  it('set, every media origin is in connect-src (hls.js) and media-src (native HLS), and in no other directive', () => {
    const media = ['https://media.tenant.example', 'https://*.cdn.tenant.example'];
    const policy = contentSecurityPolicy({ ...local, mediaOrigins: media });
    expect(directive(policy, 'connect-src').slice(0, 4)).toEqual(["'self'", 'http://127.0.0.1:18787', ...media]);
    expect(directive(policy, 'media-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:18787', ...media]));
    for (const other of ['script-src', 'img-src', 'frame-src', 'default-src']) {
      expect(directive(policy, other)).not.toContain(media[0]);
    }
  });

  it("the deploy target reads it from the server's environment, beside the runtime config's API", () => {
    const dir = tempDir('klass-deploy-');
    const config = 'window.__KLASS_CONFIG__ = { apiBaseUrl: "https://api.tenant.example" };';
    writeFileSync(join(dir, 'runtime-config.js'), config);
    const env = { [MEDIA_ORIGINS_ENV]: 'https://media.tenant.example, https://*.cdn.tenant.example' };
    expect(deployTargetOf(dir, undefined, { env })).toMatchObject({
      apiOrigins: ['https://api.tenant.example'],
      mediaOrigins: ['https://media.tenant.example', 'https://*.cdn.tenant.example'],
    });
    expect(deployTargetOf(dir, undefined, { env: {} })).not.toHaveProperty('mediaOrigins');
    expect(deployTargetOf(dir, undefined, { env: { [MEDIA_ORIGINS_ENV]: ' ' } })).not.toHaveProperty('mediaOrigins');
  });

  it('origins are written as the policy matches them: lower case, no default port, no trailing slash, once', () => {
    expect(parseMediaOrigins('HTTPS://Media.Example.com:443/ https://media.example.com http://127.0.0.1:9000', false))
      .toEqual(['https://media.example.com', 'http://127.0.0.1:9000']);
    expect(parseMediaOrigins('https://[::1]:8443', true)).toEqual(['https://[::1]:8443']);
    expect(parseMediaOrigins(undefined, true)).toEqual([]);
  });

  it.each([
    ['no scheme', 'media.example.com'],
    ['a path', 'https://media.example.com/hls'],
    ['a query', 'https://media.example.com?token=1'],
    ['credentials', 'https://user:secret@media.example.com'],
    ['another scheme', 'ftp://media.example.com'],
    ['every https host', 'https:'],
    ['every host', '*'],
    ['a bare wildcard host', 'https://*'],
    ['a directive smuggled in', 'https://media.example.com;script-src'],
    ['a quote', "https://media.example.com'unsafe-eval'"],
  ])('a wrong value is refused with the reason and an example: %s', (_, value) => {
    const parse = () => parseMediaOrigins(`https://ok.example.com ${value}`, false);
    expect(parse).toThrow(`${MEDIA_ORIGINS_ENV}: "${value}" `);
    expect(parse).toThrow(`; for example ${MEDIA_ORIGINS_ENV}="https://media.example.com`);
  });

  it('http media on an HTTPS deploy is refused (the browser would block it as mixed content)', () => {
    expect(() => parseMediaOrigins('http://media.example.com', true)).toThrow(/is http on an HTTPS deploy/);
    expect(() => deployTargetOf(tempDir('klass-deploy-'), undefined, {
      https: true,
      env: { [MEDIA_ORIGINS_ENV]: 'http://media.example.com' },
    })).toThrow(/KLASS_MEDIA_ORIGINS/);
  });

  it('the nginx rendering takes the same setting: the sample names its media host, unset leaves the API', () => {
    expect(renderNginxSample()).toContain(`connect-src 'self' https://api.example.com ${NGINX_SAMPLE_MEDIA} `);
    expect(renderNginx({})).toContain("connect-src 'self' https://api.example.com https://www.google-analytics.com");
    expect(() => renderNginx({ [MEDIA_ORIGINS_ENV]: 'https://media.example.com/path' })).toThrow(/is not an origin/);
  });

  it("the nginx rendering takes the chatbot's script host (KLASS_CHATBOT_SCRIPT_URL), as the other servers read it from the runtime config", () => {
    const headers = renderNginx({ [CHATBOT_SCRIPT_URL_ENV]: 'https://bot.example.org/sdk/widget.js?v=2' });
    const csp = /Content-Security-Policy "([^"]*)"/.exec(headers)?.[1] ?? '';
    for (const directive of ['script-src', 'connect-src', 'frame-src']) {
      expect(csp.split('; ').find((part) => part.startsWith(`${directive} `))).toContain(' https://bot.example.org');
    }
    // Only the origin reaches the policy, never the path or query.
    expect(csp).not.toContain('widget.js');
    // Unset: no chatbot host, as a deploy without chatbotScriptUrl.
    expect(renderNginx({})).not.toContain('bot.example.org');
    expect(() => renderNginx({ [CHATBOT_SCRIPT_URL_ENV]: 'not a url' })).toThrow(/KLASS_CHATBOT_SCRIPT_URL: "not a url" is not an http\(s\) URL/);
    expect(() => renderNginx({ [CHATBOT_SCRIPT_URL_ENV]: 'http://bot.example.org/w.js' })).toThrow(/KLASS_CHATBOT_SCRIPT_URL: .*HTTPS deploy/);
    expect(() => renderNginx({ [CHATBOT_SCRIPT_URL_ENV]: "javascript:alert('x')" })).toThrow(/KLASS_CHATBOT_SCRIPT_URL/);
  });
});

it('the nginx sample is the rendering of the module (regenerate with deploy/renderNginx.ts)', () => {
  const file = readFileSync(new URL('../../deploy/nginx/security-headers.conf', import.meta.url), 'utf8');
  expect(file).toBe(renderNginxSample());
});

describe("the mock server's static mode serves the build under the same headers", () => {
  it('files and page navigations carry the policy; the API stays the API', async () => {
    const dir = tempDir('klass-static-');
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>클래스</title>');
    writeFileSync(join(dir, 'runtime-config.js'), 'window.__KLASS_CONFIG__ = { apiBaseUrl: undefined };');
    const server = await startMockHttpServer({ port: 0, handlers: [], app: staticApp(dir) });
    try {
      const address = server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const page = await fetch(`${origin}/app/login`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>클래스</title>');
      expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy({ apiOrigins: [], https: false }));
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      const config = await fetch(`${origin}/runtime-config.js`);
      expect(config.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(config.headers.get('content-security-policy')).not.toBeNull();
      const traversal = await fetch(`${origin}/..%2f..%2fetc%2fpasswd`);
      expect(traversal.status).toBe(404);
      const api = await fetch(`${origin}/rest/unknown`, { headers: { accept: 'application/json' } });
      expect(api.status).toBe(404);
      expect(await api.json()).toMatchObject({ status: 404, code: 'request.not_found' });
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
