/**
 * Which login methods the login page offers (learner.md §4 "Login-method derivation"): KAKAO if
 * enabled; NAVER if enabled; SSO if an SSO configuration exists; MANAGER additionally when the
 * manager login is used together with SSO; EMAIL if basic login is used. The input is a plain
 * object the caller fills from the tenant preferences.
 */
export type LoginMethod = 'KAKAO' | 'NAVER' | 'SSO' | 'MANAGER' | 'EMAIL';

export interface LoginMethodSettings {
  kakaoEnabled: boolean;
  naverEnabled: boolean;
  /** True when the tenant has an SSO configuration. */
  hasSsoConfiguration: boolean;
  useManagerLogin: boolean;
  useBasicLogin: boolean;
}

/** In display order. */
export function deriveLoginMethods(settings: LoginMethodSettings): LoginMethod[] {
  const methods: LoginMethod[] = [];
  if (settings.kakaoEnabled) methods.push('KAKAO');
  if (settings.naverEnabled) methods.push('NAVER');
  if (settings.hasSsoConfiguration) {
    methods.push('SSO');
    if (settings.useManagerLogin) methods.push('MANAGER');
  }
  if (settings.useBasicLogin) methods.push('EMAIL');
  return methods;
}
