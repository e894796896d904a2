/**
 * Where the learner site's top banner goes (issue 38): a strip in the page's flow above the header,
 * never laid over it (a fixed banner covered the header's links). The banner itself loads late
 * (SiteNotices, after the page's own code), so the strip keeps its height reserved from the start
 * when the last visit ended with a banner showing (a hint in localStorage), and nothing moves when
 * it arrives; the reservation is given up once the live placements say there is none to show.
 *
 * Small and framework-light on purpose: the layout imports it on every first route.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const EXPECTED_BANNER_STORAGE_KEY = 'klass.banner.expected';

/** The strip's height: one line on a wide screen, two on a phone (the banner clamps to it). */
export const bannerHeight = css`
  height: 44px;
  @media (max-width: 599.98px) { height: 56px; }
`;

function readExpected(): boolean {
  try {
    return window.localStorage.getItem(EXPECTED_BANNER_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function writeExpected(placementKey: string | null): void {
  try {
    if (placementKey === null) window.localStorage.removeItem(EXPECTED_BANNER_STORAGE_KEY);
    else window.localStorage.setItem(EXPECTED_BANNER_STORAGE_KEY, placementKey);
  } catch {
    // A refused storage: the next visit reserves nothing, and the banner pushes the page once.
  }
}

interface BannerSlotValue {
  /** The element the banner is drawn into (null until the strip is on the page). */
  target: HTMLElement | null;
  /** Whether the strip is holding its height for a banner still on its way. */
  reserved: boolean;
  setTarget: (node: HTMLElement | null) => void;
  /** Told what the live placements say: the banner shown now (its key) or none. */
  settle: (shownBannerKey: string | null) => void;
}

const BannerSlotContext = createContext<BannerSlotValue | null>(null);

export function BannerSlotProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [reserved, setReserved] = useState(readExpected);
  const settle = useCallback((shownBannerKey: string | null) => {
    writeExpected(shownBannerKey);
    setReserved(false);
  }, []);
  const value = useMemo(() => ({ target, reserved, setTarget, settle }), [target, reserved, settle]);
  return <BannerSlotContext.Provider value={value}>{children}</BannerSlotContext.Provider>;
}

/** The banner strip's place (null outside a provider: a story of a page alone). */
export function useBannerSlot(): BannerSlotValue | null {
  return useContext(BannerSlotContext);
}

const Strip = styled.div<{ $reserved: boolean }>`
  ${({ $reserved }) => $reserved && bannerHeight}
`;

/** The strip itself, put above the site's header; nothing is reserved on a page that shows no banner (the player). */
export function BannerSlot({ bannerShown }: { bannerShown: boolean }) {
  const slot = useBannerSlot();
  if (slot === null) return null;
  const { setTarget, reserved } = slot;
  return <Strip ref={setTarget} $reserved={bannerShown && reserved} />;
}
