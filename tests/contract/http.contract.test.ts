/**
 * The mock as a real HTTP server (DESIGN.md "One mock world"): the dev origin may call it (CORS,
 * preflight), unknown requests and malformed bodies answer the documented error shape, and every
 * endpoint of the contract has a handler.
 */
import { describe, expect, it } from 'vitest';
import { buildPath, type AnyEndpoint } from '@app/shared/api/contract/endpoint';
import { apiErrorBodySchema } from '@app/shared/api/contract/errorBody';
import { errorCodes } from '@app/shared/api/contract/errors';
import { allEndpoints } from '@app/shared/api/contract/registry';
import { UNKNOWN_REQUEST_REASON } from '@mocks/runtimes/http/server';
import { withMockHttpServer } from './harness';

const DEV_ORIGIN = 'http://localhost:5173';
const server = withMockHttpServer();

/** Every `{param}` filled with a value no record has: the call must still reach a handler. */
function placeholderPath(endpoint: AnyEndpoint): string {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return buildPath(endpoint.path, Object.fromEntries(names.map((name) => [name, '1'])));
}

describe('mock HTTP server', () => {
  it('answers the dev origin with CORS headers', async () => {
    const response = await fetch(`${server.baseUrl}/rest/tenant/preferences`, {
      headers: { Origin: DEV_ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN);
  });

  it('answers an OPTIONS preflight allowing the Authorization header', async () => {
    const response = await fetch(`${server.baseUrl}/rest/account/me`, {
      method: 'OPTIONS',
      headers: {
        Origin: DEV_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/PUT/);
  });

  it('serves the mock media itself, with absolute URLs to its own origin and byte ranges for seeking', async () => {
    const login = await server.login();
    const answer = await fetch(`${server.baseUrl}/rest/inventory/my-klass/single?listStatus=SHOW&page=1&size=5`, {
      headers: { Authorization: `Qube-token ${login.accessToken}` },
    });
    const text = await answer.text();
    expect(text).toContain(`"${server.baseUrl}/mock-media/`);
    expect(text).not.toMatch(/"\/mock-media\//);

    const video = await fetch(`${server.baseUrl}/mock-media/video/lesson-sample.webm`, {
      headers: { Range: 'bytes=0-99' },
    });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect((await video.arrayBuffer()).byteLength).toBe(100);
  });

  it('answers an unknown path with 404 in the documented shape {status, code, message, data}', async () => {
    const response = await fetch(`${server.baseUrl}/rest/does-not-exist`);
    expect(response.status).toBe(404);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body).toMatchObject({ status: 404, code: errorCodes.notFound.code });
  });

  it('answers a malformed body with 400 request.invalid, never a crash', async () => {
    const response = await fetch(`${server.baseUrl}/rest/account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"identifier": "learner@klass.test", ',
    });
    expect(response.status).toBe(400);
    expect(apiErrorBodySchema.parse(await response.json())).toMatchObject({
      status: 400,
      code: errorCodes.badRequest.code,
    });
  });

  it('has a handler for every endpoint of the contract', async () => {
    const { accessToken } = await server.login();
    const unhandled: string[] = [];
    for (const endpoint of allEndpoints()) {
      const response = await fetch(`${server.baseUrl}${placeholderPath(endpoint)}`, {
        method: endpoint.method,
        headers: {
          Authorization: endpoint.auth === 'none' ? 'None' : `Qube-token ${accessToken}`,
          ...(endpoint.method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
        },
        body: endpoint.method === 'GET' ? undefined : '{}',
      });
      const body: unknown =
        response.status === 204 ? null : await response.json().catch(() => null);
      const parsed = apiErrorBodySchema.safeParse(body);
      if (parsed.success && parsed.data.data?.reason === UNKNOWN_REQUEST_REASON) {
        unhandled.push(`${endpoint.id} ${endpoint.method} ${endpoint.path}`);
      }
      // A handler answers either its response or the documented error shape, never a crash.
      expect(response.status, endpoint.id).not.toBe(500);
    }
    expect(unhandled).toEqual([]);
  });
});
