/**
 * Which addresses draw the learner site's top banner (issue 38): every learner page but the class
 * room's player (nothing is laid over a lesson, nor above it), never the back-office. Its own tiny
 * module because the start-up script (app/early.ts) asks it before the entry has arrived, to send
 * the live placements early only where a banner can show.
 */
import { PLAYER_PATH_PREFIX } from '@app/learner/shell/paths';
import { isBackofficePath } from '@app/shared/routing/sides';

export function showsTopBanner(pathname: string): boolean {
  return !isBackofficePath(pathname) && !pathname.startsWith(PLAYER_PATH_PREFIX);
}
