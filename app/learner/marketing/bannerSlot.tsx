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
 * when they were never sent (a story, the native app before its session) or are late, the last
 * visit's hint in localStorage. A banner the layer decides to show keeps the strip reserved until
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
import { hiddenTodayForSession } from './hideToday';

const EXPECTED_BANNER_STORAGE_KEY = 'klass.banner.expected';
/** The longest the frame waits for live placements already on their way before it is drawn without them. */
export const FIRST_FRAME_WAIT_MS = 1000;

/** The strip's height: one line on a wide screen, two on a phone (the banner clamps to it). */
export const bannerHeight = css`
  height: 44px;
  @media (max-width: 599.98px) { height: 56px; }
`;

function readHint(): boolean {
  try {
    return window.localStorage.getItem(EXPECTED_BANNER_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function writeHint(placementKey: string | null): void {
  try {
    if (placementKey === null) window.localStorage.removeItem(EXPECTED_BANNER_STORAGE_KEY);
    else window.localStorage.setItem(EXPECTED_BANNER_STORAGE_KEY, placementKey);
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
  /** What the marketing layer settled: the banner it shows (its key), none (null), or not yet (undefined). */
  settled: string | null | undefined;
  live: LiveBanner;
  /** Whether the banner was hidden today ("오늘 하루 보지 않기" of the banner's close button). */
  hiddenToday: (placementKey: string) => boolean;
  /** Whether the last visit ended with a banner shown. */
  hint: () => boolean;
}

/**
 * Whether the strip holds the banner's height ('wait': the frame is not drawn yet, the answer
 * that decides it is on its way).
 */
export function stripReservation({ active, settled, live, hiddenToday, hint }: ReservationInput): boolean | 'wait' {
  if (!active) return false;
  if (settled !== undefined) return settled !== null;
  if (live.state === 'answered') return live.placementKey !== null && !hiddenToday(live.placementKey);
  if (live.state === 'coming') return 'wait';
  return hint();
}

interface BannerSlotValue {
  /** The element the banner is drawn into (null until the strip is on the page). */
  target: HTMLElement | null;
  setTarget: (node: HTMLElement | null) => void;
  /** Whether the page draws a banner at all. */
  active: boolean;
  /** Whether the strip holds the banner's height now. */
  reserved: boolean;
  /** Told what the marketing layer shows: the banner shown now (its key) or none. */
  settle: (shownBannerKey: string | null) => void;
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
  const [settled, setSettled] = useState<string | null | undefined>(undefined);
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
  const reservation = stripReservation({
    active,
    settled,
    live: liveBanner,
    hiddenToday: (placementKey) => hiddenTodayForSession(window.localStorage, Date.now, signedIn, placementKey),
    hint: readHint,
  });
  const waiting = reservation === 'wait';
  const reserved = reservation === true;
  // Drawn once, for good (set while rendering: the frame never shows its waiting state again).
  if (!waiting && !waitOver) setWaitOver(true);
  useEffect(() => {
    if (!waiting) return;
    const cap = window.setTimeout(() => setWaitOver(true), FIRST_FRAME_WAIT_MS);
    return () => window.clearTimeout(cap);
  }, [waiting]);
  const settle = useCallback((shownBannerKey: string | null) => {
    writeHint(shownBannerKey);
    setSettled(shownBannerKey);
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
