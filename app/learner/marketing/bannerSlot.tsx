/**
 * Where the learner site's top banner goes (issue 38): a strip in the page's flow above the header,
 * never laid over it (a fixed banner covered the header's links). The banner itself loads late
 * (SiteNotices, after the page's own code), so the strip keeps its height reserved from the start
 * when the last visit ended with a banner showing (a hint in localStorage), and nothing moves when
 * it arrives; the reservation is given up once the live placements say there is none to show. On a
 * first visit (no hint yet) the start-up script's early live placements decide instead
 * (`__KLASS_LIVE_BANNER__`, app/earlyStart.ts): their answer is usually in before the frame is
 * drawn, since the frame waits for the preferences sent beside them.
 *
 * Small and framework-light on purpose: the layout imports it on every first route.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const EXPECTED_BANNER_STORAGE_KEY = 'klass.banner.expected';
/** The longest a first visit's frame waits for the early live placements before it is drawn without them. */
export const EARLY_BANNER_WAIT_MS = 1000;

/** The strip's height: one line on a wide screen, two on a phone (the banner clamps to it). */
export const bannerHeight = css`
  height: 44px;
  @media (max-width: 599.98px) { height: 56px; }
`;

function readHint(scope: Window): string | null {
  try {
    return scope.localStorage.getItem(EXPECTED_BANNER_STORAGE_KEY);
  } catch {
    return null; // A refused storage: as a first visit.
  }
}

/**
 * Whether a banner is expected: the last visit's hint (a banner's key, or '' when it ended with
 * none: closed, or none live); without one, what the early live placements said.
 */
export function readExpected(scope: Window = window): boolean {
  const hint = readHint(scope);
  if (hint !== null) return hint !== '';
  return typeof scope.__KLASS_LIVE_BANNER__ === 'string';
}

/** Whether the strip's height can be decided now: a hint, the early answer read, or none on its way. */
export function canDecide(scope: Window = window): boolean {
  return readHint(scope) !== null || scope.__KLASS_LIVE_BANNER__ !== undefined || scope.__KLASS_LIVE_BANNER_READ__ === undefined;
}

function writeExpected(placementKey: string | null): void {
  try {
    window.localStorage.setItem(EXPECTED_BANNER_STORAGE_KEY, placementKey ?? '');
  } catch {
    // A refused storage: the next visit goes by the early placements alone.
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

/**
 * The strip's place for the site's frame. On a first visit whose early live placements are still
 * on their way, the frame is drawn once they are read (at most EARLY_BANNER_WAIT_MS): nothing is
 * on screen to move meanwhile, while a banner arriving over a drawn page would push it down.
 */
export function BannerSlotProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [reserved, setReserved] = useState<boolean | null>(() => (canDecide() ? readExpected() : null));
  useEffect(() => {
    if (reserved !== null) return;
    let waiting = true;
    const decide = () => {
      if (waiting) setReserved((current) => current ?? readExpected());
    };
    const cap = window.setTimeout(decide, EARLY_BANNER_WAIT_MS);
    void window.__KLASS_LIVE_BANNER_READ__?.then(decide);
    return () => {
      waiting = false;
      window.clearTimeout(cap);
    };
  }, [reserved]);
  const settle = useCallback((shownBannerKey: string | null) => {
    writeExpected(shownBannerKey);
    setReserved(false);
  }, []);
  const value = useMemo(() => ({ target, reserved: reserved === true, setTarget, settle }), [target, reserved, settle]);
  if (reserved === null) return null;
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
