/**
 * What the learner site lays over its pages besides the page itself (issue 31): the live marketing
 * popups and top banner, and the request to agree to a newer version of a required terms page.
 * The learner layout loads this module lazily once the page's own code has (as the plugins wait),
 * so the first routes carry only that lazy import; never on the class room's player. The reads
 * (NoticeReader) load what they find only when there is something to show.
 */
import { useLocation } from 'react-router-dom';
import { PLAYER_PATH_PREFIX } from '@app/learner/shell/paths';
import NoticeReader from './NoticeReader';

export default function SiteNotices() {
  const onPlayer = useLocation().pathname.startsWith(PLAYER_PATH_PREFIX);
  return onPlayer ? null : <NoticeReader />;
}
