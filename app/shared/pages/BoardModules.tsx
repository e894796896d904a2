/**
 * A board's latest posts on the learner site (BoardList, and a PageSection's board slot; issue 41):
 * the titles and dates of the newest notices of the board the operator chose, pinned first, as the
 * page's answer carries them (no second request, so nothing loads after the page).
 */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import type { PageBoard } from '@app/shared/api/contract/sitePage';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { ModuleHeading } from './ModuleHeading';

const text = copy.sitePages;

const Posts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${vars.color.border};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space[3]};
    padding: ${vars.space[3]} 0;
    border-bottom: 1px solid ${vars.color.border};
  }
  span { overflow-wrap: anywhere; }
  time { flex: none; color: ${vars.color.textMuted}; font-size: ${vars.font.sizeSm}; font-variant-numeric: tabular-nums; }
`;

export function BoardPosts({ board, count, title, headingLevel }: { board: PageBoard | undefined; count: number; title: string; headingLevel: 2 | 3 }) {
  const posts = board?.posts.slice(0, count) ?? [];
  return (
    <section data-module="BoardList">
      <ModuleHeading level={headingLevel}>{title}</ModuleHeading>
      {posts.length === 0 ? (
        <p>{text.boardEmpty}</p>
      ) : (
        <Posts>
          {posts.map((post) => (
            <li key={post.postKey}>
              <span>{post.title}</span>
              <time dateTime={post.postedAt}>{formatDate(post.postedAt)}</time>
            </li>
          ))}
        </Posts>
      )}
    </section>
  );
}
