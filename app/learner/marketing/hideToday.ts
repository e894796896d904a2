/**
 * "오늘 하루 보지 않기" (issue 31): a popup the learner hid stays hidden until the next Seoul day
 * begins (00:00 Asia/Seoul, whatever the browser's zone), then shows again while it is live.
 * Framework-free, with the clock and the storage injected (as tokenSession.ts does), so the rule
 * across midnight is tested without a browser.
 *
 * Kept in the browser's localStorage, one entry: popup key → the Seoul day it was hidden on. An
 * entry of an earlier day is dropped at the next write, so the entry never grows with the campaigns.
 * Logout clears it with everything else of the person (privacy/personalData.ts): hiding is a
 * convenience, not a setting worth an exception there.
 */
import { seoulDayOf } from '@app/shared/lib/format/seoulDay';

export const HIDE_TODAY_STORAGE_KEY = 'klass.popups.hidden-today';

export interface HideTodayStore {
  /** Whether the popup was hidden on the Seoul day `now` falls in. */
  isHidden(popupKey: string): boolean;
  /** Hides the popup for the rest of the current Seoul day. */
  hideToday(popupKey: string): void;
}

type Hidden = Record<string, string>;

function read(storage: Pick<Storage, 'getItem'>): Hidden {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(HIDE_TODAY_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

export function createHideTodayStore(storage: Pick<Storage, 'getItem' | 'setItem'>, now: () => number): HideTodayStore {
  return {
    isHidden: (popupKey) => read(storage)[popupKey] === seoulDayOf(now()),
    hideToday: (popupKey) => {
      const today = seoulDayOf(now());
      const kept = Object.entries(read(storage)).filter(([, day]) => day === today);
      try {
        storage.setItem(HIDE_TODAY_STORAGE_KEY, JSON.stringify({ ...Object.fromEntries(kept), [popupKey]: today }));
      } catch {
        // A full or refused storage: the popup is hidden for this page view only.
      }
    },
  };
}
