/**
 * `/app/boards/:boardKey?page=` (backoffice.md §3 "Board item"; issue 42): a general board's items,
 * pinned first then newest, twenty a page, each with its category, author, date and how many files
 * and comments it has. A private item another wrote is listed without its title (the server leaves
 * it out). "글쓰기" is offered only to those the board's write permission lets write (the server's
 * `canWrite`, which also refuses anyone else); a visitor on a board members may write on is asked
 * to log in first.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { ErrorState } from '@ds/components/ErrorState';
import { Pagination } from '@ds/components/Pagination';
import { Tag } from '@ds/components/Tag';
import { Link } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import type { CommunityBoard, CommunityBoardItemSummary } from '@app/shared/api/contract/communityBoard';
import { boardItemsQuery } from '@app/learner/api/communityBoard';
import { copy } from '@app/shared/copy';
import { ErrorPage, showsErrorPage } from '@app/shared/site';
import { PostedAt } from '../shared/PostedAt';
import { SectionLoading } from '../shared/SectionLoading';
import { useRequireLogin } from '../shared/useRequireLogin';
import { boardItemPath, boardWritePath } from '../paths';

const text = copy.communityBoards;
const PER_PAGE = 20;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[4]};
  h1 { margin: 0; font-size: ${vars.font.size2xl}; }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0 0 ${vars.space[4]};
  padding: 0;
  border-top: 1px solid ${vars.color.border};
  > li { display: grid; gap: ${vars.space[1]}; padding: ${vars.space[3]} 0; border-bottom: 1px solid ${vars.color.border}; }
  > li > div { display: flex; flex-wrap: wrap; align-items: center; gap: ${vars.space[2]}; }
  > li > p { margin: 0; display: flex; flex-wrap: wrap; gap: ${vars.space[3]}; color: ${vars.color.textMuted}; font-size: ${vars.font.sizeSm}; }
`;

function WriteAction({ board }: { board: CommunityBoard }) {
  const gate = useRequireLogin();
  const navigate = useNavigate();
  if (board.canWrite) return <Link to={boardWritePath(board.boardKey)}>{text.write}</Link>;
  // A visitor may be let in once logged in; a signed-in learner the board does not let write is offered nothing.
  if (gate.isAuthenticated || board.writePermission === 'OPERATOR') return null;
  return <Button onClick={() => gate.requireLogin(() => void navigate(boardWritePath(board.boardKey)))}>{text.write}</Button>;
}

function ItemRow({ boardKey, item }: { boardKey: string; item: CommunityBoardItemSummary }) {
  return (
    <li>
      <div>
        {item.pinned && <Tag tone="primary">{text.pinned}</Tag>}
        {item.private && <Tag>{text.privateItem}</Tag>}
        <Tag>{item.category}</Tag>
        {item.title === null ? <span>{text.privateTitle}</span> : <Link to={boardItemPath(boardKey, item.itemKey)}>{item.title}</Link>}
      </div>
      <p>
        <span>{item.author.displayName}</span>
        <PostedAt created={item.created} />
        {item.attachmentCount > 0 && <span>{text.attachmentCount(item.attachmentCount)}</span>}
        <span>{text.commentCount(item.commentCount)}</span>
      </p>
    </li>
  );
}

export function BoardPage() {
  const { boardKey = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const items = useQuery({ ...boardItemsQuery(boardKey, { page, perPage: PER_PAGE }), placeholderData: keepPreviousData });

  if (items.isPending) return <SectionLoading label={text.loading} lines={8} />;
  if (items.isError) {
    if (showsErrorPage(items.error)) return <ErrorPage error={items.error} headingLevel={1} />;
    return <ErrorState title={text.loadFailed} onRetry={() => void items.refetch()} retrying={items.isRefetching} retryLabel={text.retry} />;
  }
  const { board } = items.data;
  return (
    <>
      <Header>
        <h1>{board.name}</h1>
        <WriteAction board={board} />
      </Header>
      {items.data.items.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <Items aria-label={text.itemsLabel(board.name)}>
          {items.data.items.map((item) => (
            <ItemRow key={item.itemKey} boardKey={board.boardKey} item={item} />
          ))}
        </Items>
      )}
      {items.data.totalPages > 1 && <Pagination label={text.pages} page={page} pageCount={items.data.totalPages} onChange={(next) => setParams({ page: String(next) })} />}
    </>
  );
}
