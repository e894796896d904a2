/**
 * The class room's resource access token as the request layer asks for it (httpClient.ts
 * `ResourceAccess`): the token held while it is fresh, and a renewal after the hub said it expired.
 * Calls rejected together renew once between them: a renewal for a token already replaced takes
 * the replacement instead of asking again, and a fetch on its way is shared by whoever joins it
 * (learner.md §4 "Concurrent refreshes share one pending request", kept for this token too).
 */
import type { ResourceAccess } from '@app/shared/api/client/httpClient';
import { createSingleFlight } from '@app/shared/session/singleFlight';

export interface ResourceTokenSource {
  /** The token held now, if any (fresh or not). */
  held(): string | undefined;
  /** The token, fetched when none is held or it is stale (`fresh`: fetched whatever is held). */
  fetch(fresh: boolean): Promise<string>;
}

export function createResourceAccess(source: ResourceTokenSource): ResourceAccess {
  const renewal = createSingleFlight<string>();
  return {
    token: () => source.fetch(false),
    renew(rejected) {
      const held = source.held();
      if (held !== undefined && held !== rejected) return Promise.resolve(held);
      return renewal.current() ?? renewal.share(source.fetch(true));
    },
  };
}
