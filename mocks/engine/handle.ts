/**
 * Builds an msw handler from a contract endpoint: the path, method and schemas come from the
 * descriptor, so a handler can never drift from what the app calls. Input is validated (a bad
 * body answers 400 `request.invalid` with each refused field in `data.issues`, a text over its
 * length in Korean with its limit; one over REQUEST_BODY_MAX_BYTES 413 `request.too_large`,
 * never a crash), the token is checked as the endpoint's
 * `auth` says, and a MockError thrown by the resolver becomes the documented error shape.
 * A scenario's injected failure answers before any of that, as a failing gateway would.
 */
import { mockMessages } from './messages';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import {
  toRoutePattern,
  type AnyEndpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@app/shared/api/contract/endpoint';
import { REQUEST_BODY_MAX_BYTES, type ApiErrorBody } from '@app/shared/api/contract/errors';
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import { verifyAccessToken, type AccessClaims } from '@mocks/auth/tokens';
import { authorize } from './access';
import { takeInjectedFailure } from './failures';
import { MockError } from './MockError';
import { settings } from './settings';
import { answering, fromClosedWorld } from './worldGate';

// zod/mini ships no locale (the app's bundle stays small); the mock's 400 answers list each issue
// with zod's English message, as they did with classic zod. The mock never reaches a production build.
z.config(z.locales.en());

export interface ResolverContext<E extends AnyEndpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  /** Claims of a valid access token, or null for a visitor. */
  auth: AccessClaims | null;
  request: Request;
}

export type Resolver<E extends AnyEndpoint> = (
  context: ResolverContext<E>,
) => Promise<EndpointResponse<E> | Response> | EndpointResponse<E> | Response;

export function errorResponse(error: MockError): Response {
  const body: ApiErrorBody = {
    status: error.status,
    code: error.code,
    message: error.message,
    data: error.data,
  };
  return HttpResponse.json(body, { status: error.status });
}

function searchParamsToObject(url: URL): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    result[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return result;
}

/** What `data.issues` holds per refused field (errors.ts header): the path and a message, plus a length's limit. */
export interface RequestIssue {
  path: string;
  message: string;
  code?: 'too_big' | 'too_small';
  maximum?: number;
  minimum?: number;
}

/**
 * One refused field. A text or list over (or under) its length says so in Korean with the limit,
 * as a form would under the field, instead of zod's English; the contract's own rules (`custom`)
 * already speak Korean, and any other issue keeps zod's message.
 */
export function requestIssueOf(issue: z.core.$ZodIssue): RequestIssue {
  const path = issue.path.join('.');
  const text = 'origin' in issue && issue.origin === 'string';
  const list = 'origin' in issue && issue.origin === 'array';
  if (issue.code === 'too_big' && (text || list)) {
    const maximum = Number(issue.maximum);
    const message = text ? `최대 ${maximum}자까지 입력할 수 있어요.` : `한 번에 최대 ${maximum}개까지 보낼 수 있어요.`;
    return { path, message, code: issue.code, maximum };
  }
  if (issue.code === 'too_small' && (text || list)) {
    const minimum = Number(issue.minimum);
    const message = text ? validationMessages.minLength(minimum) : `${minimum}개 이상 있어야 해요.`;
    return { path, message, code: issue.code, minimum };
  }
  return { path, message: issue.message };
}

function parseOrThrow<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  part: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new MockError('badRequest', mockMessages.requestInvalid, {
    part,
    issues: result.error.issues.map(requestIssueOf),
  });
}

async function readJson(request: Request): Promise<unknown> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > REQUEST_BODY_MAX_BYTES) {
    throw new MockError('requestTooLarge', '요청이 너무 커요.', { maxBytes: REQUEST_BODY_MAX_BYTES });
  }
  const text = new TextDecoder().decode(bytes);
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MockError('badRequest', '요청 본문을 읽을 수 없어요.', { part: 'body' });
  }
}

async function authenticate(endpoint: AnyEndpoint, request: Request): Promise<AccessClaims | null> {
  if (endpoint.auth === 'none') return null;
  const header = request.headers.get('Authorization') ?? 'None';
  const match = /^Qube-token (.+)$/.exec(header);
  if (!match?.[1]) {
    if (endpoint.auth === 'optional') return null;
    throw new MockError('unauthenticated', mockMessages.loginRequired);
  }
  const verified = await verifyAccessToken(match[1]);
  if (verified.ok) return verified.claims;
  if (verified.reason === 'expired') {
    throw new MockError('tokenExpired', '로그인 인증이 만료됐어요.');
  }
  throw new MockError('unauthenticated', mockMessages.loginRequired);
}

/** Root-relative mock media URLs in an answer: quoted, or inside escaped HTML attributes. */
const MEDIA_PATH = /(?<=["'(=]|\\")\/mock-media\//g;

/**
 * The answer as JSON, with the mock's media made absolute to the origin that answered: the page's
 * own origin for the service worker, the server's for `npm run mock:server`, so an app on another
 * origin (start:real, the e2e build) still loads them. One place, so seeds keep short paths.
 */
function jsonAnswer(result: unknown, request: Request): Response {
  const origin = new URL(request.url).origin;
  const text = JSON.stringify(result).replace(MEDIA_PATH, `${origin}/mock-media/`);
  return new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } });
}

export function handle<E extends AnyEndpoint>(endpoint: E, resolve: Resolver<E>): HttpHandler {
  const method = endpoint.method.toLowerCase() as Lowercase<E['method']>;
  return http[method](`*${toRoutePattern(endpoint.path)}`, async ({ request, params }) => {
    const latency = settings.latencyMs + Math.round(Math.random() * settings.latencyJitterMs);
    if (latency > 0) await delay(latency);
    // Made in a world since replaced (a story that has ended): dropped before it takes the new
    // world's injected failures or touches its records (worldGate.ts).
    if (fromClosedWorld(request)) return HttpResponse.error();
    return answering(answer(request, params));
  });

  async function answer(request: Request, params: Record<string, unknown>): Promise<Response> {
    const injected = takeInjectedFailure(endpoint.id);
    if (injected) return errorResponse(injected);
    try {
      const auth = await authenticate(endpoint, request);
      // Back-office endpoints: the permission or role is checked before the input, as a gateway would.
      if (endpoint.access) authorize(endpoint.access, auth);
      const context = {
        params: endpoint.params ? parseOrThrow(endpoint.params, params, 'params') : undefined,
        query: endpoint.query
          ? parseOrThrow(endpoint.query, searchParamsToObject(new URL(request.url)), 'query')
          : undefined,
        body: endpoint.body
          ? parseOrThrow(endpoint.body, await readJson(request), 'body')
          : undefined,
        auth,
        request,
      } as ResolverContext<E>;
      const result = await resolve(context);
      if (result instanceof Response) return result;
      if (result === null || result === undefined) return new HttpResponse(null, { status: 204 });
      return jsonAnswer(result, request);
    } catch (error) {
      if (error instanceof MockError) return errorResponse(error);
      console.error(`[mock] ${endpoint.id} failed`, error);
      return errorResponse(
        new MockError('serverError', mockMessages.serverError),
      );
    }
  }
}
