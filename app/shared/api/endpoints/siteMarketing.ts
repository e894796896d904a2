/**
 * The learner site's live popups and top banner (siteMarketing.ts contract), their query options
 * and keys. Shared because both sides name the key: the learner layout reads it, and the
 * back-office tells the other tabs it changed when a placement is saved or switched, so an open
 * learner tab drops a banner switched off without a reload.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import { livePlacements } from '@app/shared/api/routes/siteMarketing';

export const siteMarketingKeys = {
  all: ['siteMarketing'] as const,
  /** Per viewer: a placement may aim at signed-in learners or at visitors only. */
  live: (signedIn: boolean) => [...siteMarketingKeys.all, 'live', signedIn] as const,
};

/** How often an open page asks again: a schedule's start or end shows within this. */
const LIVE_REFRESH_MS = 5 * 60 * 1000;

export function livePlacementsQuery(signedIn: boolean) {
  return queryOptions({
    queryKey: siteMarketingKeys.live(signedIn),
    queryFn: ({ signal }) => api.request(livePlacements, {}, { signal }),
    refetchInterval: LIVE_REFRESH_MS,
  });
}
