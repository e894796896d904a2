/**
 * The mock KAKAO / NAVER authorize step of the mock HTTP server (issue 6: social login through
 * the real code exchange, learner.md §7 `POST /oauth/{kind}/code` with `redirectPath`, or with the
 * provider's access token, `POST /oauth/{kind}`): the page escapes what it shows, lists the
 * provider's people from the database, its form redirects with a code the exchange accepts or, for
 * `response_type=token`, with the person's access token in the fragment, and every bad request is a
 * 400 page rather than a redirect or a crash.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { accountEndpoints, type TokenPair } from '@app/shared/api/contract/account';
import { seededSocial } from '@mocks/account/seed';
import { escapeHtml, providerPageText, renderAuthorizeError, renderAuthorizePage } from '@mocks/account/oauthProviderPage';
import { authorizePath, refusals } from '@mocks/runtimes/http/oauthProvider';
import { withMockHttpServer } from '@tests/contract/harness';

const appCallback = 'http://127.0.0.1:5173/app/oauth/kakao/callback';
const hostile = `"><script>alert('x')</script>&`;

describe('the provider page (rendering)', () => {
  const people = [
    { providerUserId: 'kakao-1001', displayName: '김하늘', email: 'learner@klass.test', hasAccount: true },
    { providerUserId: `p"><b>`, displayName: '<i>나</i>', email: 'a&b@test', hasAccount: false },
  ];

  it('escapes every interpolated value: client_id, redirect_uri, state, action and the people', () => {
    const html = renderAuthorizePage({
      kind: 'KAKAO',
      action: `/__mock/oauth/kakao/authorize"><script>`,
      query: { responseType: 'code', clientId: hostile, redirectUri: `${appCallback}?x="><script>`, state: hostile },
      people,
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<i>');
    expect(html).not.toContain('<b>');
    expect(html).toContain(`value="${escapeHtml(hostile)}"`);
    expect(html).toContain('&lt;i&gt;나&lt;/i&gt; (a&amp;b@test) · 처음 로그인');
    expect(escapeHtml(hostile)).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
  });

  it('is a Korean page with a heading, the people as radios (the first chosen) and the submit button', () => {
    const html = renderAuthorizePage({
      kind: 'NAVER',
      action: '/__mock/oauth/naver/authorize',
      query: { responseType: 'code', clientId: 'klass-mock', redirectUri: appCallback, state: null },
      people,
    });
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<input type="hidden" name="response_type" value="code">');
    expect(html).toContain('<h1>네이버 계정으로 로그인</h1>');
    expect(html).toContain('<input type="radio" name="person" value="kakao-1001" checked> 김하늘 (learner@klass.test)</label>');
    expect(html).toContain(`<button type="submit">${providerPageText.continue.NAVER}</button>`);
    // A link without state gets a redirect without state.
    expect(html).not.toContain('name="state"');
  });

  it('posts back the response type it was asked for, so the form answers a token request with a token', () => {
    const html = renderAuthorizePage({
      kind: 'NAVER',
      action: '/__mock/oauth/naver/authorize',
      query: { responseType: 'token', clientId: 'klass-mock', redirectUri: appCallback, state: '/' },
      people,
    });
    expect(html).toContain('<input type="hidden" name="response_type" value="token">');
    expect(html).not.toContain('value="code"');
  });

  it('the error page escapes its message', () => {
    const html = renderAuthorizeError(hostile);
    expect(html).toContain('<html lang="ko">');
    expect(html).not.toContain('<script>');
  });
});

describe('GET|POST /__mock/oauth/{kind}/authorize over HTTP', () => {
  const server = withMockHttpServer('visitor');
  beforeEach(async () => {
    await server.useScenario('visitor');
  });

  function authorizeUrl(kind: string, query: Record<string, string>): string {
    return `${server.baseUrl}/__mock/oauth/${kind}/authorize?${new URLSearchParams(query).toString()}`;
  }

  const goodQuery = { response_type: 'code', client_id: 'klass-mock', redirect_uri: appCallback, state: '/klass/3' };

  function consent(kind: string, fields: Record<string, string>): Promise<Response> {
    return fetch(`${server.baseUrl}/__mock/oauth/${kind}/authorize`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  }

  async function expectRefused(response: Response, message: string): Promise<void> {
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain(escapeHtml(message));
  }

  it("answers the provider's page with its people read from the database", async () => {
    const response = await fetch(authorizeUrl('kakao', goodQuery));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<h1>카카오 계정으로 로그인</h1>');
    expect(html).toContain(`value="${seededSocial.learnerKakao.providerUserId}" checked`);
    expect(html).toContain(`value="${seededSocial.socialKakao.providerUserId}"`);
    expect(html).not.toContain(seededSocial.newcomerNaver.providerUserId);
    expect(html).toContain(`action="${authorizePath('KAKAO')}"`);
  });

  it('its form answers 302 to redirect_uri with a code and the state; the code logs in once with that path', async () => {
    const response = await consent('kakao', { ...goodQuery, person: seededSocial.learnerKakao.providerUserId });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(appCallback);
    expect(location.searchParams.get('state')).toBe('/klass/3');
    const code = location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const exchange = (redirectPath: string) =>
      server.client().request(accountEndpoints.oauthCode, { params: { kind: 'KAKAO' }, body: { code, redirectPath } });
    await expect(exchange('/app/oauth/naver/callback')).rejects.toThrow();
    const pair: TokenPair = await exchange('/app/oauth/kakao/callback');
    const me = await server.client(pair.accessToken).request(accountEndpoints.me, {});
    expect(me.email).toBe('learner@klass.test');
    await expect(exchange('/app/oauth/kakao/callback')).rejects.toThrow();
  });

  it("keeps redirect_uri's own query and leaves out a state the link did not carry", async () => {
    const { state: _state, ...withoutState } = goodQuery;
    const response = await consent('naver', {
      ...withoutState,
      redirect_uri: `${appCallback.replace('kakao', 'naver')}?from=mock`,
      person: seededSocial.socialNaver.providerUserId,
    });
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('from')).toBe('mock');
    expect(location.searchParams.has('state')).toBe(false);
  });

  it('shows a newcomer as such until the first login links an account (the list is the database)', async () => {
    const newcomer = seededSocial.newcomerNaver.providerUserId;
    const naverQuery = { ...goodQuery, redirect_uri: appCallback.replace('kakao', 'naver') };
    expect(await (await fetch(authorizeUrl('naver', naverQuery))).text()).toContain('(newcomer@naver.test) · 처음 로그인');
    const response = await consent('naver', { ...naverQuery, person: newcomer });
    const code = new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
    await server.client().request(accountEndpoints.oauthCode, {
      params: { kind: 'NAVER' },
      body: { code, redirectPath: '/app/oauth/naver/callback' },
    });
    const after = await (await fetch(authorizeUrl('naver', naverQuery))).text();
    expect(after).toContain('(newcomer@naver.test)');
    expect(after).not.toContain('처음 로그인');
  });

  describe('response_type=token (the token response, RFC 6749 §4.2.2)', () => {
    const naverCallback = appCallback.replace('kakao', 'naver');
    const tokenQuery = { ...goodQuery, response_type: 'token', redirect_uri: naverCallback };

    it('answers the same page, whose form asks for a token again', async () => {
      const response = await fetch(authorizeUrl('naver', tokenQuery));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<h1>네이버 계정으로 로그인</h1>');
      expect(html).toContain('name="response_type" value="token"');
      expect(html).toContain(`value="${seededSocial.socialNaver.providerUserId}" checked`);
    });

    it("answers 302 with the person's access token, the token type and the state in the fragment, and no code", async () => {
      const response = await consent('naver', { ...tokenQuery, person: seededSocial.socialNaver.providerUserId });
      expect(response.status).toBe(302);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const location = new URL(response.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(naverCallback);
      expect(location.search).toBe('');
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(Object.fromEntries(fragment)).toEqual({
        access_token: seededSocial.socialNaver.accessToken,
        token_type: 'bearer',
        state: '/klass/3',
      });

      // The token is the one POST /oauth/{kind} logs in with: the social-only account.
      const pair: TokenPair = await server.client().request(accountEndpoints.oauth, {
        params: { kind: 'NAVER' },
        body: { accessToken: fragment.get('access_token') ?? '' },
      });
      const me = await server.client(pair.accessToken).request(accountEndpoints.me, {});
      expect(me.email).toBe('social@klass.test');
    });

    it("keeps redirect_uri's own query, leaves out a state the link did not carry and gives each person their own token", async () => {
      const { state: _state, ...withoutState } = tokenQuery;
      const response = await consent('kakao', {
        ...withoutState,
        redirect_uri: `${appCallback}?from=mock`,
        person: seededSocial.learnerKakao.providerUserId,
      });
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.searchParams.get('from')).toBe('mock');
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('access_token')).toBe(seededSocial.learnerKakao.accessToken);
      expect(fragment.has('state')).toBe(false);
    });

    it('refuses what the code response refuses: an unknown person, a fragment or off-machine redirect_uri', async () => {
      await expectRefused(await consent('naver', { ...tokenQuery, person: 'naver-0000' }), refusals.person);
      await expectRefused(
        await consent('naver', { ...tokenQuery, person: seededSocial.learnerKakao.providerUserId }),
        refusals.person,
      );
      await expectRefused(
        await consent('naver', { ...tokenQuery, redirect_uri: `${naverCallback}#x`, person: seededSocial.socialNaver.providerUserId }),
        refusals.redirectUri,
      );
      await expectRefused(
        await consent('naver', {
          ...tokenQuery,
          redirect_uri: 'https://evil.example/steal',
          person: seededSocial.socialNaver.providerUserId,
        }),
        refusals.redirectOrigin,
      );
    });
  });

  it('refuses an unknown kind, a bad or missing response_type and a missing client_id with a 400 page', async () => {
    await expectRefused(await fetch(authorizeUrl('google', goodQuery)), refusals.kind('google'));
    await expectRefused(await fetch(authorizeUrl('kakao', { ...goodQuery, response_type: 'id_token' })), refusals.responseType);
    await expectRefused(await fetch(authorizeUrl('kakao', { ...goodQuery, response_type: 'code token' })), refusals.responseType);
    const { response_type: _type, ...withoutType } = goodQuery;
    await expectRefused(await fetch(authorizeUrl('kakao', withoutType)), refusals.responseType);
    await expectRefused(
      await consent('naver', { ...goodQuery, response_type: 'id_token', person: seededSocial.socialNaver.providerUserId }),
      refusals.responseType,
    );
    await expectRefused(await fetch(authorizeUrl('kakao', { ...goodQuery, client_id: ' ' })), refusals.clientId);
  });

  it('refuses a missing, malformed, fragment-carrying or off-machine redirect_uri (never an open redirect)', async () => {
    const { redirect_uri: _uri, ...withoutRedirect } = goodQuery;
    await expectRefused(await fetch(authorizeUrl('kakao', withoutRedirect)), refusals.redirectUri);
    await expectRefused(await fetch(authorizeUrl('kakao', { ...goodQuery, redirect_uri: '/app/oauth/kakao/callback' })), refusals.redirectUri);
    await expectRefused(await fetch(authorizeUrl('kakao', { ...goodQuery, redirect_uri: `${appCallback}#x` })), refusals.redirectUri);
    await expectRefused(
      await fetch(authorizeUrl('kakao', { ...goodQuery, redirect_uri: 'https://evil.example/steal' })),
      refusals.redirectOrigin,
    );
    await expectRefused(
      await consent('kakao', { ...goodQuery, redirect_uri: 'javascript:alert(1)', person: seededSocial.learnerKakao.providerUserId }),
      refusals.redirectOrigin,
    );
  });

  it("refuses a form without a person, with another provider's person, or not a form at all", async () => {
    await expectRefused(await consent('kakao', goodQuery), refusals.person);
    await expectRefused(await consent('kakao', { ...goodQuery, person: seededSocial.socialNaver.providerUserId }), refusals.person);
    const notAForm = await fetch(`${server.baseUrl}${authorizePath('KAKAO')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"person":"kakao-1001"}',
      redirect: 'manual',
    });
    await expectRefused(notAForm, refusals.form);
  });

  it('escapes a hostile state on the page it answers', async () => {
    const html = await (await fetch(authorizeUrl('kakao', { ...goodQuery, state: hostile }))).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain(`name="state" value="${escapeHtml(hostile)}"`);
  });

  it('answers other methods with 405 and leaves other /__mock/oauth paths to the 404 of unknown requests', async () => {
    const put = await fetch(authorizeUrl('kakao', goodQuery), { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    expect((await fetch(`${server.baseUrl}/__mock/oauth/kakao/token`)).status).toBe(404);
  });
});
