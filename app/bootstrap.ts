/**
 * Wires the app's services once: the session (and with it the request layer) and the react-query
 * client. Kept apart from React so tests and stories can build the same services.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TokenPair } from '@app/shared/api/contract/session';
import { configureApi } from '@app/shared/api/client/api';
import { withEarlyCalls, type EarlyCall } from '@app/shared/api/client/earlyCalls';
import { createQueryClient } from '@app/shared/api/query/queryClient';
import { connectTabSync } from '@app/shared/sync/querySync';
import { startSession } from '@app/shared/session/startSession';
import type { Session } from '@app/shared/session/types';

export interface AppServices {
  session: Session;
  queryClient: QueryClient;
}

export interface BootstrapOptions {
  baseUrl: string;
  tokens?: TokenPair | undefined;
  /** Calls the start-up script sent early (app/early.ts): the client takes their answers. */
  early?: readonly EarlyCall[];
}

export function bootstrap(options: BootstrapOptions): AppServices {
  const queryClient = createQueryClient();
  const { session, client } = startSession({
    baseUrl: options.baseUrl,
    ...(options.tokens ? { tokens: options.tokens } : {}),
    ...(options.early?.length
      ? { fetch: withEarlyCalls((input, init) => globalThis.fetch(input, init), options.early) }
      : {}),
    // Any clearing but the user's own logout (expiry, a refused refresh): the learner's cached
    // data must go, and what is on screen must ask again as a visitor. Resetting (not removing)
    // keeps queries in flight, such as the tenant preferences, observed and answered.
    onClear: () => void queryClient.resetQueries(),
  });
  configureApi(client);
  // One world across tabs: mutations here refresh the other tabs' queries, and theirs ours.
  connectTabSync(queryClient);
  // A logout in another tab ends this tab's copy of the person too (app/shared/privacy). Loaded
  // beside the first page, not before it: no first route needs it to paint.
  void import('@app/shared/privacy/personalData').then(({ followLogoutElsewhere }) => followLogoutElsewhere(queryClient));
  return { session, queryClient };
}
