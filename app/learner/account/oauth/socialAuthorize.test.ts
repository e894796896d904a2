import { describe, expect, it } from 'vitest';
import { callbackPath, configuredProviders, kindFromSegment, socialAuthorizeUrl } from './socialAuthorize';

const origin = 'https://school.klass.test';

describe('social login authorize URL (learner.md §7 /oauth/{kind}/code with redirectPath)', () => {
  it('without a configured provider, opens the in-browser mock consent page with the return target as state', () => {
    expect(socialAuthorizeUrl('KAKAO', '/klass/3', origin, {}, true)).toBe('/app/oauth/kakao/consent?state=%2Fklass%2F3');
  });

  it('without a configured provider in a build for a real backend, there is nowhere to go (no link to a 404)', () => {
    expect(socialAuthorizeUrl('KAKAO', '/', origin, {}, false)).toBeNull();
    const naver = { authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize', clientId: 'client-1' };
    expect(socialAuthorizeUrl('KAKAO', '/', origin, { NAVER: naver }, false)).toBeNull();
    expect(socialAuthorizeUrl('NAVER', '/', origin, { NAVER: naver }, false)).toMatch(/^https:\/\/nid\.naver\.com\//);
  });

  it("with a configured provider, opens the provider's authorize URL with client id, redirect and state", () => {
    const url = new URL(
      socialAuthorizeUrl(
        'NAVER',
        '/',
        origin,
        { NAVER: { authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize', clientId: 'client-1' } },
        true,
      ) ?? '',
    );
    expect(url.origin + url.pathname).toBe('https://nid.naver.com/oauth2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: `${origin}${callbackPath('NAVER')}`,
      state: '/',
    });
  });

  it('asks for the token response of a provider configured with responseType token, and for a code otherwise', () => {
    const authorizeUrl = 'https://nid.naver.com/oauth2.0/authorize';
    const asked = (responseType?: 'code' | 'token') =>
      new URL(
        socialAuthorizeUrl('NAVER', '/klass/3', origin, { NAVER: { authorizeUrl, clientId: 'client-1', responseType } }, true) ?? '',
      ).searchParams;
    expect(Object.fromEntries(asked('token'))).toEqual({
      response_type: 'token',
      client_id: 'client-1',
      redirect_uri: `${origin}${callbackPath('NAVER')}`,
      state: '/klass/3',
    });
    expect(asked('code').get('response_type')).toBe('code');
    expect(asked(undefined).get('response_type')).toBe('code');
  });

  it('reads providers from the runtime config and ignores a malformed entry', () => {
    const kakao = { authorizeUrl: 'https://kauth.kakao.com/oauth/authorize', clientId: 'k' };
    expect(configuredProviders({ apiBaseUrl: '', oauth: { KAKAO: kakao } })).toEqual({ KAKAO: kakao });
    expect(configuredProviders({ oauth: { KAKAO: { authorizeUrl: 'not a url' } } })).toEqual({});
    const naver = { authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize', clientId: 'n', responseType: 'token' };
    expect(configuredProviders({ oauth: { KAKAO: kakao, NAVER: naver } })).toEqual({ KAKAO: kakao, NAVER: naver });
    // Only the two OAuth responses the callback can read; anything else is a malformed entry.
    expect(configuredProviders({ oauth: { NAVER: { ...naver, responseType: 'id_token' } } })).toEqual({});
    expect(configuredProviders(undefined)).toEqual({});
  });

  it('knows the two kinds by their route segment only', () => {
    expect(kindFromSegment('kakao')).toBe('KAKAO');
    expect(kindFromSegment('naver')).toBe('NAVER');
    expect(kindFromSegment('google')).toBeNull();
  });
});
