import { describe, expect, it } from 'vitest';
import { callbackPath, configuredProviders, kindFromSegment, socialAuthorizeUrl } from './socialAuthorize';

const origin = 'https://school.klass.test';

describe('social login authorize URL (learner.md §7 /oauth/{kind}/code with redirectPath)', () => {
  it('without a configured provider, opens the mock consent page with the callback as redirectPath', () => {
    expect(socialAuthorizeUrl('KAKAO', '/klass/3', origin, {})).toBe(
      '/app/oauth/kakao/consent?redirectPath=%2Fapp%2Foauth%2Fkakao%2Fcallback&state=%2Fklass%2F3',
    );
  });

  it("with a configured provider, opens the provider's authorize URL with client id, redirect and state", () => {
    const url = new URL(
      socialAuthorizeUrl('NAVER', '/', origin, {
        NAVER: { authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize', clientId: 'client-1' },
      }),
    );
    expect(url.origin + url.pathname).toBe('https://nid.naver.com/oauth2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: `${origin}${callbackPath('NAVER')}`,
      state: '/',
    });
  });

  it('reads providers from the runtime config and ignores a malformed entry', () => {
    const kakao = { authorizeUrl: 'https://kauth.kakao.com/oauth/authorize', clientId: 'k' };
    expect(configuredProviders({ apiBaseUrl: '', oauth: { KAKAO: kakao } })).toEqual({ KAKAO: kakao });
    expect(configuredProviders({ oauth: { KAKAO: { authorizeUrl: 'not a url' } } })).toEqual({});
    expect(configuredProviders(undefined)).toEqual({});
  });

  it('knows the two kinds by their route segment only', () => {
    expect(kindFromSegment('kakao')).toBe('KAKAO');
    expect(kindFromSegment('naver')).toBe('NAVER');
    expect(kindFromSegment('google')).toBeNull();
  });
});
