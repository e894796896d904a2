/**
 * Login-method derivation (learner.md §4): KAKAO if enabled; NAVER if enabled; SSO if an SSO
 * configuration exists; MANAGER additionally if manager login is used together with SSO; EMAIL
 * if basic login is used.
 */
import { describe, expect, it } from 'vitest';
import { deriveLoginMethods, type LoginMethodSettings } from './loginMethods';

const none: LoginMethodSettings = {
  kakaoEnabled: false,
  naverEnabled: false,
  hasSsoConfiguration: false,
  useManagerLogin: false,
  useBasicLogin: false,
};

describe('deriveLoginMethods', () => {
  it('offers nothing when nothing is enabled', () => {
    expect(deriveLoginMethods(none)).toEqual([]);
  });

  it.each([
    [{ kakaoEnabled: true }, ['KAKAO']],
    [{ naverEnabled: true }, ['NAVER']],
    [{ hasSsoConfiguration: true }, ['SSO']],
    [{ useBasicLogin: true }, ['EMAIL']],
  ] as const)('%o gives %o', (settings, methods) => {
    expect(deriveLoginMethods({ ...none, ...settings })).toEqual(methods);
  });

  it('adds MANAGER when the manager login is used together with SSO', () => {
    expect(
      deriveLoginMethods({ ...none, hasSsoConfiguration: true, useManagerLogin: true }),
    ).toEqual(['SSO', 'MANAGER']);
  });

  it('offers no MANAGER login without SSO', () => {
    expect(deriveLoginMethods({ ...none, useManagerLogin: true, useBasicLogin: true })).toEqual([
      'EMAIL',
    ]);
  });

  it('lists every method in order when all are on', () => {
    expect(
      deriveLoginMethods({
        kakaoEnabled: true,
        naverEnabled: true,
        hasSsoConfiguration: true,
        useManagerLogin: true,
        useBasicLogin: true,
      }),
    ).toEqual(['KAKAO', 'NAVER', 'SSO', 'MANAGER', 'EMAIL']);
  });
});
