/**
 * The mock KAKAO and NAVER providers' authorize step on the mock HTTP server, so an app built
 * with providers in its runtime config (`oauth`) walks the real provider round trip against the
 * mock, with either response the app can be configured for (`responseType`):
 *
 *   GET  /__mock/oauth/{kind}/authorize?response_type=code|token&client_id=&redirect_uri=&state=
 *        → the provider's page (HTML, `mocks/account/oauthProviderPage.ts`): pick a person, continue
 *   POST /__mock/oauth/{kind}/authorize (that page's form)
 *        code  → 302 to redirect_uri?code=…&state=…, the one-time code minted by `issueOAuthCode`
 *                for the path of redirect_uri, which `POST /oauth/{kind}/code` must name as
 *                `redirectPath`
 *        token → 302 to redirect_uri#access_token=…&token_type=bearer&state=…, the person's
 *                provider access token (`providerAccessToken`), which `POST /oauth/{kind}` takes;
 *                in the fragment, as the OAuth token response (RFC 6749 §4.2.2) puts it: the
 *                browser keeps a fragment to itself, so the token never reaches the app's server
 *
 * A request the provider cannot honour (unknown kind, a response_type other than code or token,
 * no client_id, a redirect_uri that is missing, not a URL or not on this machine, an unknown
 * person) gets a 400 page saying what is wrong, as a real provider does: it never redirects to an
 * address it cannot trust.
 */
import { socialKindSchema, type SocialKind } from '@app/shared/api/contract/account';
import {
  renderAuthorizeError,
  renderAuthorizePage,
  type AuthorizeQuery,
  type AuthorizeResponseType,
} from '@mocks/account/oauthProviderPage';
import { issueOAuthCode, providerAccessToken, providerPeople } from '@mocks/account/social';
import { isLocalOrigin } from './localOrigin';

const AUTHORIZE_PATH = /^\/__mock\/oauth\/([^/]+)\/authorize$/;

/** Where the app's runtime config points a provider's `authorizeUrl` (after the mock origin). */
export function authorizePath(kind: SocialKind): string {
  return `/__mock/oauth/${kind.toLowerCase()}/authorize`;
}

export const refusals = {
  kind: (segment: string) => `알 수 없는 로그인 제공자예요: ${segment}`,
  responseType: 'response_type은 code 또는 token이어야 해요.',
  clientId: 'client_id가 없어요.',
  redirectUri: 'redirect_uri가 없거나 올바른 주소가 아니에요.',
  redirectOrigin: 'redirect_uri는 이 컴퓨터(localhost, 127.0.0.1)의 주소여야 해요.',
  person: '선택한 테스트 계정을 찾을 수 없어요.',
  form: '요청 형식이 올바르지 않아요.',
  method: '이 주소는 GET과 POST만 받아요.',
} as const;

/** A refused request; its message is the 400 page's. */
class Refused extends Error {}

function html(body: string, status: number, extra: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });
}

/** A text field of the query or the form (a file part counts as absent). */
function field(fields: URLSearchParams | FormData, name: string): string | null {
  const value = fields.get(name);
  return typeof value === 'string' ? value : null;
}

function readResponseType(fields: URLSearchParams | FormData): AuthorizeResponseType {
  const responseType = field(fields, 'response_type');
  if (responseType === 'code' || responseType === 'token') return responseType;
  throw new Refused(refusals.responseType);
}

function readQuery(fields: URLSearchParams | FormData): AuthorizeQuery & { redirect: URL } {
  const responseType = readResponseType(fields);
  const clientId = field(fields, 'client_id')?.trim() ?? '';
  if (!clientId) throw new Refused(refusals.clientId);
  const redirectUri = field(fields, 'redirect_uri') ?? '';
  let redirect: URL;
  try {
    redirect = new URL(redirectUri);
  } catch {
    throw new Refused(refusals.redirectUri);
  }
  // OAuth 2.0 (RFC 6749 §3.1.2): a redirection URI is absolute and carries no fragment.
  if (redirect.hash) throw new Refused(refusals.redirectUri);
  if (!isLocalOrigin(redirect.origin)) throw new Refused(refusals.redirectOrigin);
  return { responseType, clientId, redirectUri, state: field(fields, 'state'), redirect };
}

async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Refused(refusals.form);
  }
}

async function consent(kind: SocialKind, request: Request): Promise<Response> {
  const form = await readForm(request);
  const { responseType, redirect, state } = readQuery(form);
  const person = field(form, 'person');
  if (!person || !providerPeople(kind).some((known) => known.providerUserId === person)) {
    throw new Refused(refusals.person);
  }
  const target = new URL(redirect);
  if (responseType === 'token') {
    // redirect_uri carries no fragment (readQuery refuses one), so the answer is all of it.
    const answer = new URLSearchParams({
      access_token: providerAccessToken(kind, person),
      token_type: 'bearer',
    });
    if (state !== null) answer.set('state', state);
    target.hash = answer.toString();
  } else {
    const code = await issueOAuthCode({
      kind,
      providerUserId: person,
      redirectPath: redirect.pathname,
    });
    target.searchParams.set('code', code);
    if (state !== null) target.searchParams.set('state', state);
  }
  return new Response(null, {
    status: 302,
    headers: { Location: target.toString(), 'Cache-Control': 'no-store' },
  });
}

async function answer(request: Request, segment: string): Promise<Response> {
  const kind = socialKindSchema.safeParse(segment.toUpperCase());
  if (!kind.success) throw new Refused(refusals.kind(segment));
  if (request.method === 'POST') return consent(kind.data, request);
  const url = new URL(request.url);
  const query = readQuery(url.searchParams);
  return html(
    renderAuthorizePage({
      kind: kind.data,
      action: url.pathname,
      query,
      people: providerPeople(kind.data),
    }),
    200,
  );
}

/** Answers `/__mock/oauth/{kind}/authorize`; undefined for any other path. */
export async function answerOAuthAuthorize(request: Request): Promise<Response | undefined> {
  const match = AUTHORIZE_PATH.exec(new URL(request.url).pathname);
  if (!match) return undefined;
  if (request.method !== 'GET' && request.method !== 'POST') {
    return html(renderAuthorizeError(refusals.method), 405, { Allow: 'GET, POST' });
  }
  try {
    return await answer(request, match[1] ?? '');
  } catch (error) {
    if (error instanceof Refused) return html(renderAuthorizeError(error.message), 400);
    throw error;
  }
}
