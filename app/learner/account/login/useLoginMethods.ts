/**
 * The tenant's login methods for the login page (spec learner.md §4 "Login-method derivation"),
 * from the site preferences. When they cannot be read, email login is still offered so nobody is
 * locked out by a failed preferences call, and the page says so and can ask again (issue 39).
 */
import { useQuery } from '@tanstack/react-query';
import type { LoginSettings } from '@app/shared/api/contract/tenant';
import { preferencesQuery } from '@app/shared/api/endpoints/tenant';
import { deriveLoginMethods, type LoginMethod } from '@app/learner/auth/loginMethods';

export interface LoginMethodsState {
  /** `unreachable`: the preferences call failed; only the default (email login) is offered. */
  status: 'pending' | 'ready' | 'unreachable';
  methods: LoginMethod[];
  settings: LoginSettings | null;
  /** Asks for the preferences again. */
  retry: () => void;
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
  const retry = (): void => void preferences.refetch();
  if (preferences.isPending) return { status: 'pending', methods: [], settings: null, retry };
  if (preferences.isError) return { status: 'unreachable', methods: ['EMAIL'], settings: null, retry };
  const settings = preferences.data.login;
  return { status: 'ready', methods: methodsOf(settings), settings, retry };
}
