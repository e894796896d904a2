/**
 * The tenant's login methods for the login page (spec learner.md §4 "Login-method derivation"),
 * from the site preferences. While they load, or when they cannot be read, email login is still
 * offered so nobody is locked out by a failed preferences call.
 */
import { useQuery } from '@tanstack/react-query';
import type { LoginSettings } from '@app/shared/api/contract/tenant';
import { preferencesQuery } from '@app/shared/api/endpoints/tenant';
import { deriveLoginMethods, type LoginMethod } from '@app/learner/auth/loginMethods';

export interface LoginMethodsState {
  status: 'pending' | 'ready';
  methods: LoginMethod[];
  settings: LoginSettings | null;
}

export function methodsOf(settings: LoginSettings): LoginMethod[] {
  return deriveLoginMethods({
    kakaoEnabled: settings.kakaoEnabled,
    naverEnabled: settings.naverEnabled,
    hasSsoConfiguration: settings.sso !== null,
    useManagerLogin: settings.managerLoginUsed,
    useBasicLogin: settings.basicLoginUsed,
  });
}

export function useLoginMethods(): LoginMethodsState {
  const preferences = useQuery(preferencesQuery());
  if (preferences.isPending) return { status: 'pending', methods: [], settings: null };
  if (preferences.isError) return { status: 'ready', methods: ['EMAIL'], settings: null };
  const settings = preferences.data.login;
  return { status: 'ready', methods: methodsOf(settings), settings };
}
