/**
 * The tenant's login methods for the login page (spec learner.md §4 "Login-method derivation"),
 * from the site preferences. When they cannot be read, email login is still offered so nobody is
 * locked out by a failed preferences call, and the page says so and can ask again (issue 39).
 */
import type { LoginSettings } from '@app/shared/api/contract/tenant';
import { usePreferences } from '@app/shared/site/usePreferences';
import { deriveLoginMethods, type LoginMethod } from '@app/learner/auth/loginMethods';

export interface LoginMethodsState {
  /** `unreachable`: the preferences call failed; only the default (email login) is offered. */
  status: 'pending' | 'ready' | 'unreachable';
  methods: LoginMethod[];
  settings: LoginSettings | null;
  /** Asks for the preferences again. */
  retry: () => void;
  /** True while they are being asked for. */
  retrying: boolean;
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
  // The site frame's query: its failed call is the answer until the retry.
  const preferences = usePreferences();
  const retrying = preferences.isFetching;
  const retry = (): void => void preferences.refetch();
  // A retry is pending again: the email form stays while it runs.
  if (preferences.isError || (preferences.isPending && preferences.errorUpdateCount > 0)) {
    return { status: 'unreachable', methods: ['EMAIL'], settings: null, retry, retrying };
  }
  if (preferences.isPending) return { status: 'pending', methods: [], settings: null, retry, retrying };
  const settings = preferences.data.login;
  return { status: 'ready', methods: methodsOf(settings), settings, retry, retrying };
}
