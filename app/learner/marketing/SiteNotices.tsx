/**
 * What the learner site lays over its pages besides the page itself (issue 31): the live marketing
 * popups and top banner, and the request to agree to a newer version of a required terms page.
 * Mounted once in the learner layout, it costs the first routes only this: once the page's own
 * code has loaded (as the plugins wait), and never on the class room's player, it loads the reads
 * (NoticeReader), which load what they find only when there is something to show.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { usePagesLoaded } from '@app/learner/shell/plugins/SitePlugins';

const NoticeReader = lazy(() => import('./NoticeReader'));

/** The class room's player (learner.md §2 class room): nothing is laid over a lesson. */
const PLAYER_PATH = '/app/klass/';

export function SiteNotices() {
  const pagesLoaded = usePagesLoaded();
  const onPlayer = useLocation().pathname.startsWith(PLAYER_PATH);
  if (!pagesLoaded || onPlayer) return null;
  return (
    <Suspense fallback={null}>
      <NoticeReader />
    </Suspense>
  );
}
