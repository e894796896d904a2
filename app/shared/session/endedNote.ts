/**
 * Why the last session ended, kept for the tab's next page load (issue 39). A refresh that fails
 * sends the learner to the login page, which says the session ended (`endedBy`); a reload of that
 * page starts a new session that would know nothing of it, and the person would be left with a
 * login form and no reason. The note lives in sessionStorage — this tab only, gone with the tab —
 * mirrors the snapshot's `endedBy` whenever the tokens change, and is taken (read and removed) by
 * the next start: said once more after a reload, never again after that.
 */
import type { TokenStorage } from './tokenStorage';
import type { SessionSnapshot } from './types';

export const ENDED_NOTE_KEY = 'klass.sessionEndedBy';

type EndedBy = SessionSnapshot['endedBy'];

const REASONS: readonly NonNullable<EndedBy>[] = ['expired', 'withdrawal'];

/** Keeps `endedBy` for the next page load, or forgets an older note when nothing ended. */
export function keepEndedNote(storage: TokenStorage, endedBy: EndedBy): void {
  if (endedBy) storage.setItem(ENDED_NOTE_KEY, endedBy);
  else storage.removeItem(ENDED_NOTE_KEY);
}

/** The reason kept by the last page load, removed as it is read; anything else stored is no reason. */
export function takeEndedNote(storage: TokenStorage): EndedBy {
  const stored = storage.getItem(ENDED_NOTE_KEY);
  if (stored === null) return null;
  storage.removeItem(ENDED_NOTE_KEY);
  return REASONS.find((reason) => reason === stored) ?? null;
}
