/**
 * The two reads behind what the learner site lays over its pages (issue 31; mounted by
 * SiteNotices once the page's own code has loaded): the live marketing popups and top banner, and
 * the terms in force with what the signed-in learner agreed to. What they find loads lazily, and
 * only when there is something to show: the popups and banner (PromotionLayer), or the request to
 * agree to a newer version of a required page (ReagreementDialog), which comes first.
 *
 * "오늘 하루 보지 않기" is the viewer's own: a signed-in learner's is kept under their account (read
 * from their profile, which the learner pages have usually read already), a visitor's apart.
 *
 * What the read finds settles the banner strip above the header (bannerSlot.tsx): it keeps its
 * height only while a banner is to be shown, and how it ended is kept for the next visit.
 *
 * The reads follow the other tabs: the back-office announces its changes to them (app/shared/sync),
 * so a banner switched off in an operator's tab leaves an open learner tab without a reload.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQuery } from '@app/shared/api/endpoints/account';
import { livePlacementsQuery } from '@app/shared/api/endpoints/siteMarketing';
import { currentTermsQuery } from '@app/shared/api/endpoints/siteTerms';
import { lazySection, NoPlaceholder } from '@app/shared/routing/lazySection';
import { useSession } from '@app/shared/session/react';
import { useBannerSlot } from './bannerSlot';
import { createHideTodayStore, hideTodayViewer } from './hideToday';

const PromotionLayer = lazySection(async () => (await import('./PromotionLayer')).default, NoPlaceholder);
const ReagreementDialog = lazySection(async () => (await import('@app/learner/terms/ReagreementDialog')).default, NoPlaceholder);

export default function NoticeReader() {
  const session = useSession();
  const signedIn = session.isAuthenticated;
  const ready = session.status !== 'uninitialised';
  const live = useQuery({ ...livePlacementsQuery(signedIn), enabled: ready });
  const terms = useQuery({ ...currentTermsQuery(true), enabled: ready && signedIn });
  const me = useQuery({ ...meQuery(), enabled: ready && signedIn });
  const viewer = signedIn ? (me.data ? hideTodayViewer(me.data.accountKey) : null) : hideTodayViewer(null);
  // A learner who agreed to an older version of a required page is asked again (agreedVersion null: no agreement on record).
  const outdated = signedIn
    ? (terms.data?.items.filter((term) => term.required && term.agreedVersion !== null && term.agreedVersion < term.version) ?? [])
    : [];
  const placements = live.data;
  const slot = useBannerSlot();
  const settle = slot?.settle;
  const banner = placements?.banner;
  useEffect(() => {
    if (settle === undefined || banner === undefined || viewer === null) return;
    const hidden = banner !== null && createHideTodayStore(window.localStorage, Date.now, viewer).isHidden(banner.placementKey);
    settle(banner === null ? null : { placementKey: banner.placementKey, shown: !hidden });
  }, [settle, banner, viewer]);
  const hasLive = placements !== undefined && (placements.popups.length > 0 || placements.banner !== null);
  if (!ready || (!hasLive && outdated.length === 0)) return null;
  return (
    <>
      {outdated.length > 0 && terms.data ? (
        <ReagreementDialog outdated={outdated} terms={terms.data.items} />
      ) : (
        hasLive && viewer !== null && <PromotionLayer popups={placements.popups} banner={placements.banner} viewer={viewer} />
      )}
    </>
  );
}
