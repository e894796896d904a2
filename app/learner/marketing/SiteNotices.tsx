/**
 * What the learner site lays over its pages besides the page itself (issue 31): the live marketing
 * popups and top banner, and the request to agree to a newer version of a required terms page.
 * Mounted once in the learner layout; its own code is only these two reads. What it shows loads
 * lazily, and only when there is something to show (the learner first routes keep their size
 * budgets), after the page's own code (as the plugins do), and never on the class room's player.
 *
 * The reads follow the other tabs: the back-office announces its changes to them (app/shared/sync),
 * so a banner switched off in an operator's tab leaves an open learner tab without a reload.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { livePlacementsQuery } from '@app/shared/api/endpoints/siteMarketing';
import { currentTermsQuery } from '@app/shared/api/endpoints/siteTerms';
import { useSession } from '@app/shared/session/react';
import { usePagesLoaded } from '@app/learner/shell/plugins/SitePlugins';

const PromotionLayer = lazy(() => import('./PromotionLayer'));
const ReagreementDialog = lazy(() => import('@app/learner/terms/ReagreementDialog'));

/** The class room's player (learner.md §2 class room): nothing is laid over a lesson. */
const PLAYER_PATH = '/app/klass/';

export function SiteNotices() {
  const pagesLoaded = usePagesLoaded();
  const session = useSession();
  const onPlayer = useLocation().pathname.startsWith(PLAYER_PATH);
  const signedIn = session.isAuthenticated;
  const ready = pagesLoaded && !onPlayer && session.status !== 'uninitialised';
  const live = useQuery({ ...livePlacementsQuery(signedIn), enabled: ready });
  const terms = useQuery({ ...currentTermsQuery(true), enabled: ready && signedIn });
  // A learner who agreed to an older version of a required page is asked again (agreedVersion null: no agreement on record).
  const outdated = signedIn
    ? (terms.data?.items.filter((term) => term.required && term.agreedVersion !== null && term.agreedVersion < term.version) ?? [])
    : [];
  const placements = live.data;
  const hasLive = placements !== undefined && (placements.popups.length > 0 || placements.banner !== null);
  if (!ready || (!hasLive && outdated.length === 0)) return null;
  return (
    <Suspense fallback={null}>
      {outdated.length > 0 && terms.data ? (
        <ReagreementDialog outdated={outdated} terms={terms.data.items} />
      ) : (
        hasLive && <PromotionLayer popups={placements.popups} banner={placements.banner} />
      )}
    </Suspense>
  );
}
