/**
 * "오늘 하루 보지 않기" (issue 31): a popup the learner hid stays hidden until the next Seoul day
 * begins (00:00 Asia/Seoul, whatever the browser's zone), then shows again while it is live.
 * Framework-free, with the clock and the storage injected (as tokenSession.ts does), so the rule
 * across midnight is tested without a browser.
 *
 * Kept per viewer — the signed-in learner by their account, or the visitor — so one learner's
 * hiding never hides a popup from another on the same browser (a session that expired without a
 * logout leaves the entry behind). One localStorage entry per viewer: popup key → the Seoul day it
 * was hidden on. An entry of an earlier day is dropped at the next write, so the entry never grows
 * with the campaigns. Logout clears them with everything else of the person
 * (privacy/personalData.ts): hiding is a convenience, not a setting worth an exception there.
 */
import { seoulDayOf } from '@app/shared/lib/format/seoulDay';

const HIDE_TODAY_STORAGE_PREFIX = 'klass.popups.hidden-today.';

/** Who the hiding belongs to: a signed-in learner by their account key, or any visitor. */
export const hideTodayViewer = (accountKey: string | null) => (accountKey === null ? 'visitor' : `member:${accountKey}`);

export const hideTodayStorageKey = (viewer: string) => `${HIDE_TODAY_STORAGE_PREFIX}${viewer}`;

export interface HideTodayStore {
  /** Whether the popup was hidden on the Seoul day `now` falls in. */
  isHidden(popupKey: string): boolean;
  /** Hides the popup for the rest of the current Seoul day. */
  hideToday(popupKey: string): void;
}

type Hidden = Record<string, string>;

function read(storage: Pick<Storage, 'getItem'>, key: string): Hidden {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** The store of one viewer (`hideTodayViewer`). */
export function createHideTodayStore(storage: Pick<Storage, 'getItem' | 'setItem'>, now: () => number, viewer: string): HideTodayStore {
  const key = hideTodayStorageKey(viewer);
  return {
    isHidden: (popupKey) => read(storage, key)[popupKey] === seoulDayOf(now()),
    hideToday: (popupKey) => {
      const today = seoulDayOf(now());
      const kept = Object.entries(read(storage, key)).filter(([, day]) => day === today);
      try {
        storage.setItem(key, JSON.stringify({ ...Object.fromEntries(kept), [popupKey]: today }));
      } catch {
        // A full or refused storage: the popup is hidden for this page view only.
      }
    },
  };
}
