/**
 * Endpoint descriptors: the one description of a call that both the app (to make it) and the
 * mock (to answer it) read. A descriptor names the method, the path template with `{param}`
 * segments, the schemas of path params, query, body and response, and whether the call carries
 * the session token.
 */
import type { z } from 'zod/mini';
import type { EndpointAccess } from './permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `required`: a protected call; the mock answers 401 `auth.unauthenticated.header` without a token.
 * - `optional`: public, but the token is sent when there is one (e.g. a visitor may read reviews).
 * - `none`: never carries the token: sends `Authorization: None` (logins, register, password
 *   reset, …), and the refresh calls send no Authorization at all (spec learner.md §7; the
 *   client's send.ts names them).
 */
export type EndpointAuth = 'required' | 'optional' | 'none';

type AnyObjectSchema = z.ZodMiniType<Record<string, unknown>>;

export interface EndpointDescriptor<
  TParams extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  TQuery extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  TBody extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  TResponse extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Stable id, `area.name`, used by the contract test and by handler overrides. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path template from the API root, e.g. `/rest/account/me` or `/rest/document/klass/{id}/notice/slice`. */
  readonly path: string;
  readonly auth: EndpointAuth;
  /**
   * Back-office endpoints only: which operator permission or role may call it (permissions.ts).
   * The mock refuses anyone else with `auth.permission.denied`; the role-walk test reads it.
   */
  readonly access?: EndpointAccess;
  readonly params?: TParams;
  readonly query?: TQuery;
  readonly body?: TBody;
  /** The answer's schema; `z.null()` for calls that answer 204 / an empty body. */
  readonly response: TResponse;
  readonly summary: string;
}

// Pure: a descriptor no page uses is dropped from the bundle with its schemas (issue 9 budget).
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<
  TParams extends AnyObjectSchema | undefined = undefined,
  TQuery extends AnyObjectSchema | undefined = undefined,
  TBody extends z.ZodMiniType | undefined = undefined,
  TResponse extends z.ZodMiniType = z.ZodMiniType,
>(
  descriptor: EndpointDescriptor<TParams, TQuery, TBody, TResponse>,
): EndpointDescriptor<TParams, TQuery, TBody, TResponse> {
  return descriptor;
}

// Endpoint types are read back from a descriptor through these helpers, so the app and the mock
// never restate a request or response type by hand.
// `[S] extends [undefined]` keeps the check from distributing over an optional property's union.
type OptionalKey<K extends string, S> = [S] extends [undefined]
  ? Partial<Record<K, never>>
  : Record<K, z.input<NonNullable<S> & z.ZodMiniType>>;
type OutputOf<S> = [S] extends [undefined] ? undefined : z.output<NonNullable<S> & z.ZodMiniType>;

export type AnyEndpoint = EndpointDescriptor<
  AnyObjectSchema | undefined,
  AnyObjectSchema | undefined,
  z.ZodMiniType | undefined,
  z.ZodMiniType
>;

/** Whether a module's export is an endpoint descriptor (the registry test and the route generator sort exports with it). */
export function isEndpointDescriptor(value: unknown): value is AnyEndpoint {
  return typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value && 'auth' in value && 'response' in value;
}

/**
 * What the app needs at run time to make a call, without the schemas: generated per area into
 * app/shared/api/routes/ (scripts/apiRoutes.ts), so production pages do not carry zod and the contract.
 * A whole descriptor is a route too (the tests and the mock call with those).
 */
export interface EndpointRoute<E extends AnyEndpoint = AnyEndpoint> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: EndpointAuth;
  /** Never set: names the descriptor whose schemas type the call's input and answer. */
  readonly descriptor?: E;
}

/** The descriptor behind a route (a descriptor is its own). */
export type DescriptorOf<R extends EndpointRoute> = R extends AnyEndpoint
  ? R
  : R extends EndpointRoute<infer E>
    ? E
    : never;

export type EndpointInput<E extends AnyEndpoint> = OptionalKey<'params', E['params']> &
  OptionalKey<'query', E['query']> &
  OptionalKey<'body', E['body']>;

export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;
/** What a caller passes to a route, and what it answers. */
export type RouteInput<R extends EndpointRoute> = EndpointInput<DescriptorOf<R>>;
export type RouteResponse<R extends EndpointRoute> = EndpointResponse<DescriptorOf<R>>;
/** What a caller passes as the body / the query of a route. */
export type BodyInput<R extends EndpointRoute> = NonNullable<RouteInput<R>['body']>;
export type QueryInput<R extends EndpointRoute> = NonNullable<RouteInput<R>['query']>;
export type EndpointBody<E extends AnyEndpoint> = OutputOf<E['body']>;
export type EndpointQuery<E extends AnyEndpoint> = OutputOf<E['query']>;
export type EndpointParams<E extends AnyEndpoint> = OutputOf<E['params']>;

const PARAM = /\{(\w+)\}/g;

/** Fills `{param}` segments; every value is URI-encoded so an id can never change the path. */
export function buildPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(PARAM, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** `/klass/{id}/status` → `/klass/:id/status`, the form msw's matcher reads. */
export function toRoutePattern(template: string): string {
  return template.replace(PARAM, (_, name: string) => `:${name}`);
}
