/**
 * Holds the class-room token of an open class room and renews it with its refresh token shortly
 * before it expires (`/klass-room/token/refresh`), one renewal shared by concurrent callers —
 * progress reports of the lesson and the class ask at the same moment. The clock and the refresh
 * call are injected so the rule is tested without time passing.
 */
import type { KlassRoomToken } from '@app/shared/api/contract/inventory';

/** Renew this long before the expiry, so a report never travels with a token about to lapse. */
export const KLASS_ROOM_TOKEN_MARGIN_MS = 30_000;

export interface KlassRoomTokenHolder {
  /** A token valid for at least the margin, renewed first when needed. */
  current(): Promise<string>;
  /** The token last known, unchecked (what a report kept for later carries). */
  peek(): string;
  /** A new entry (a re-entry after the holder was created) replaces the pair. */
  replace(token: KlassRoomToken): void;
}

export function createKlassRoomTokenHolder(
  initial: KlassRoomToken,
  refresh: (refreshToken: string) => Promise<KlassRoomToken>,
  now: () => number = Date.now,
): KlassRoomTokenHolder {
  let pair = initial;
  let pending: Promise<string> | null = null;
  const expiring = () => Date.parse(pair.expiredAt) - now() < KLASS_ROOM_TOKEN_MARGIN_MS;
  return {
    current() {
      if (!expiring()) return Promise.resolve(pair.klassRoomToken);
      pending ??= refresh(pair.refreshToken)
        .then((next) => {
          pair = next;
          return next.klassRoomToken;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    peek: () => pair.klassRoomToken,
    replace(token) {
      pair = token;
    },
  };
}
