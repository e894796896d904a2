/**
 * Where the learner site's top banner goes (issue 38): a strip in the page's flow above the header,
 * never laid over it (a fixed banner covered the header's links). The banner itself loads late
 * (SiteNotices, after the page's own code), so the strip holds its height from the first paint
 * whenever a banner is to be shown, and nothing moves when it arrives.
 *
 * What decides the height before the first paint, best first: what the marketing layer settled
 * (NoticeReader, once it has read the placements and the viewer); the live placements themselves,
 * sent by the start (app/early.ts beside the preferences, app/main.tsx under the in-browser mock) —
 * the frame waits for their answer, at most FIRST_FRAME_WAIT_MS, since a banner arriving over a
 * drawn page pushes it down while nothing is on screen to move before the frame is drawn; and only
 * when they were never sent (a story, the native app before its session) or are late, how the
 * last visit ended, kept in localStorage (which also says a live banner was closed or hidden for
 * the day, so it is not reserved for again). A banner the layer decides to show keeps the strip reserved until
 * it is drawn into it: giving the height up while the layer's own code was still loading moved
 * the page up and then down again (the attempt reverted in e7a41db measured twice one shift).
 *
 * Small and framework-light on purpose: the layout imports it on every first route.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '@ds/components/Spinner';
import { vars } from '@ds/tokens/vars';
import { livePlacementsQuery } from '@app/shared/api/endpoints/siteMarketing';
import { copy } from '@app/shared/copy';
import { useSession } from '@app/shared/session/react';

const EXPECTED_BANNER_STORAGE_KEY = 'klass.banner.expected';
/** The longest the frame waits for live placements already on their way before it is drawn without them. */
export const FIRST_FRAME_WAIT_MS = 1000;

/** The strip's height: one line on a wide screen, two on a phone (the banner clamps to it). */
export const bannerHeight = css`
  height: 44px;
  @media (max-width: 599.98px) { height: 56px; }
`;

/** What the marketing layer settled for the live banner: shown, or not (closed, or hidden for the day). */
export interface SettledBanner {
  placementKey: string;
  shown: boolean;
}

/** A banner not shown is kept with this before its key (a bare key, as kept before, was shown). */
const NOT_SHOWN = 'hidden:';

/** How the last visit in this browser ended (null: with no live banner, or never). */
function readLastVisit(): SettledBanner | null {
  try {
    const kept = window.localStorage.getItem(EXPECTED_BANNER_STORAGE_KEY);
    if (kept === null) return null;
    return kept.startsWith(NOT_SHOWN) ? { placementKey: kept.slice(NOT_SHOWN.length), shown: false } : { placementKey: kept, shown: true };
  } catch {
    return null;
  }
}

function writeLastVisit(banner: SettledBanner | null): void {
  try {
    if (banner === null) window.localStorage.removeItem(EXPECTED_BANNER_STORAGE_KEY);
    else window.localStorage.setItem(EXPECTED_BANNER_STORAGE_KEY, banner.shown ? banner.placementKey : `${NOT_SHOWN}${banner.placementKey}`);
  } catch {
    // A refused storage: a visit whose placements come late reserves nothing, and the banner pushes the page once.
  }
}

/** What is known of the live banner when the strip is drawn. */
export type LiveBanner =
  /** The placements answered: the live banner's key, or null for none. */
  | { state: 'answered'; placementKey: string | null }
  /** Sent and not answered yet. */
  | { state: 'coming' }
  /** Never sent, failed, or given up on. */
  | { state: 'unknown' };

export interface ReservationInput {
  /** Whether the page draws a banner at all (not the class room's player). */
  active: boolean;
  /** What the marketing layer settled (null: no live banner), or undefined before it has. */
  settled: SettledBanner | null | undefined;
  live: LiveBanner;
  /** How the last visit in this browser ended. */
  lastVisit: () => SettledBanner | null;
}

/**
 * Whether the strip holds the banner's height ('wait': the frame is not drawn yet, the answer
 * that decides it is on its way). A live banner the last visit ended with not shown (closed, or
 * hidden for the day) is not reserved for: the layer will most likely not show it today; on the
 * next day it pushes the page on the first visit, once.
 */
export function stripReservation({ active, settled, live, lastVisit }: ReservationInput): boolean | 'wait' {
  if (!active) return false;
  if (settled !== undefined) return settled?.shown === true;
  if (live.state === 'answered') {
    const last = lastVisit();
    return live.placementKey !== null && !(last !== null && !last.shown && last.placementKey === live.placementKey);
  }
  if (live.state === 'coming') return 'wait';
  return lastVisit()?.shown === true;
}

interface BannerSlotValue {
  /** The element the banner is drawn into (null until the strip is on the page). */
  target: HTMLElement | null;
  setTarget: (node: HTMLElement | null) => void;
  /** Whether the page draws a banner at all. */
  active: boolean;
  /** Whether the strip holds the banner's height now. */
  reserved: boolean;
  /** Told what the marketing layer does with the live banner (null: there is none). */
  settle: (banner: SettledBanner | null) => void;
}

const BannerSlotContext = createContext<BannerSlotValue | null>(null);

/**
 * The strip's place for the site's frame, which it draws once the strip's height is known.
 * `active`: whether the page draws a banner at all (not on the class room's player).
 */
export function BannerSlotProvider({ active = true, children }: { active?: boolean; children: ReactNode }) {
  const session = useSession();
  const signedIn = session.isAuthenticated;
  // Only observes the placements the start sent (never asks itself: the layer does, later).
  const live = useQuery({ ...livePlacementsQuery(signedIn), enabled: false });
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [settled, setSettled] = useState<SettledBanner | null | undefined>(undefined);
  const coming = live.data === undefined && live.fetchStatus === 'fetching';
  // Only the first frame waits: once drawn, the frame never goes back to waiting (the layer's
  // own read of the placements, later, is 'coming' too).
  const [waitOver, setWaitOver] = useState(!(active && coming));
  const liveBanner: LiveBanner =
    live.data !== undefined
      ? { state: 'answered', placementKey: live.data.banner?.placementKey ?? null }
      : coming && !waitOver
        ? { state: 'coming' }
        : { state: 'unknown' };
  const reservation = stripReservation({ active, settled, live: liveBanner, lastVisit: readLastVisit });
  const waiting = reservation === 'wait';
  const reserved = reservation === true;
  // Drawn once, for good (set while rendering: the frame never shows its waiting state again).
  if (!waiting && !waitOver) setWaitOver(true);
  useEffect(() => {
    if (!waiting) return;
    const cap = window.setTimeout(() => setWaitOver(true), FIRST_FRAME_WAIT_MS);
    return () => window.clearTimeout(cap);
  }, [waiting]);
  const settle = useCallback((banner: SettledBanner | null) => {
    writeLastVisit(banner);
    setSettled(banner);
  }, []);
  const value = useMemo(() => ({ target, setTarget, active, reserved, settle }), [target, active, reserved, settle]);
  // What the site frame shows while the preferences load (SiteFrame.tsx), kept a moment longer.
  if (waiting)
    return (
      <main id="main">
        <Spinner label={copy.common.loading} />
      </main>
    );
  return <BannerSlotContext.Provider value={value}>{children}</BannerSlotContext.Provider>;
}

/** The banner strip's place (null outside a provider: a story of a page alone). */
export function useBannerSlot(): BannerSlotValue | null {
  return useContext(BannerSlotContext);
}

const Strip = styled.div`
  &[data-reserved] {
    ${bannerHeight}
    background: ${vars.color.surfaceInverse};
  }
`;

/** The strip itself, put above the site's header; none on a page that draws no banner (the player). */
export function BannerSlot() {
  const slot = useBannerSlot();
  if (slot === null || !slot.active) return null;
  const { setTarget, reserved } = slot;
  return <Strip ref={setTarget} data-reserved={reserved || undefined} data-testid="banner-strip" />;
}
