/**
 * The mock as a real HTTP server on 127.0.0.1, built from the same handlers as the browser and
 * Node runtimes through msw's `getResponse`. Used by `npm run mock:server`, the e2e tests and
 * `npm run start:real` pointed at it.
 */
import { mockMessages } from '@mocks/engine/messages';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import type { ApiErrorBody } from '@app/shared/api/contract/errors';
import { errorCodes } from '@app/shared/api/contract/errors';
import { RESOURCE_ACCESS_TOKEN_HEADER } from '@app/shared/api/contract/hubPlaybackRules';
import { answerWithFile, readMockPublicFile } from '../publicFiles';
import { isLocalOrigin } from './localOrigin';

export interface MockHttpServerOptions {
  port: number;
  host?: string;
  handlers: RequestHandler[];
  /** Dev-only routes under `/__mock/` (health, scenario switch); answered before the API. */
  control?: (request: Request) => Promise<Response | undefined>;
  /** Static mode: the built app's files and pages, after the API (staticApp.ts). */
  app?: (request: Request) => Promise<Response | undefined>;
}

/** Browsers may call from any local dev origin (see `localOrigin.ts`). */
function corsHeaders(origin: string | null): Record<string, string> {
  if (!isLocalOrigin(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    'Access-Control-Allow-Headers': `Authorization,Content-Type,Accept,${RESOURCE_ACCESS_TOKEN_HEADER}`,
    'Access-Control-Max-Age': '600',
    // The legacy session cookie call sends cookies (credentials: 'include'); the origin is echoed,
    // never '*', so a browser accepts it.
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(key, item);
  }
  const method = req.method ?? 'GET';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
}

async function send(res: ServerResponse, response: Response, extra: Record<string, string>) {
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** `data.reason` of the answer to a request no handler knows (a handler's own 404 lacks it). */
export const UNKNOWN_REQUEST_REASON = 'unknown-request';

/** The mock's media (videos, captions, images) for GET and HEAD, with byte ranges for seeking. */
async function publicFile(request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const file = await readMockPublicFile(new URL(request.url).pathname);
  if (!file) return undefined;
  const answer = answerWithFile(file, request.headers.get('range'));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(answer.body), {
    status: answer.status,
    headers: answer.headers,
  });
}

function notFound(request: Request): Response {
  const body: ApiErrorBody = {
    status: errorCodes.notFound.status,
    code: errorCodes.notFound.code,
    message: `알 수 없는 요청이에요: ${request.method} ${new URL(request.url).pathname}`,
    data: { reason: UNKNOWN_REQUEST_REASON },
  };
  return Response.json(body, { status: body.status });
}

export function startMockHttpServer(options: MockHttpServerOptions): Promise<Server> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    // The Host header names the port actually listened on (also with `port: 0`).
    const origin = `http://${req.headers.host ?? `${host}:${options.port}`}`;
    const cors = corsHeaders(req.headers.origin ?? null);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    void (async () => {
      try {
        const request = await toFetchRequest(req, origin);
        const response =
          (await options.control?.(request.clone())) ??
          (await getResponse(options.handlers, request)) ??
          (await publicFile(request)) ??
          (await options.app?.(request)) ??
          notFound(request);
        await send(res, response, cors);
      } catch (error) {
        console.error('[mock:server]', error);
        res.writeHead(500, { 'Content-Type': 'application/json', ...cors });
        res.end(
          JSON.stringify({
            status: 500,
            code: errorCodes.serverError.code,
            message: mockMessages.serverError,
            data: null,
          }),
        );
      }
    })();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve(server));
  });
}
