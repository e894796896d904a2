/**
 * An item's comments, moderated (backoffice.md §2 "Boards with items and comments"; issue 42):
 * each comment as the plain text it is, with who wrote it and when. Hiding takes it out of what
 * learners read and is reversible, so it applies at once with the kit's undo window and is sent
 * after it; deleting is for good, so it asks first.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Card } from '@ds/components/Card';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { StatusLabel } from '@ds/components/StatusLabel';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import type { BoardComment } from '@app/shared/api/contract/adminBoardItem';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { announces } from '@app/shared/sync/querySync';
import { adminHistoryKeys } from '../api/adminHistory';
import { useUndoableAction } from '../kit/undo/UndoProvider';
import { adminBoardItemKeys, deleteComment, hideComment, itemCommentsQuery } from './boardItemApi';
import { useConfirmedDelete } from './useConfirmedDelete';

const text = copy.backofficeBoardItems;

const List = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: grid; gap: ${vars.space[2]}; padding-bottom: ${vars.space[3]}; border-bottom: 1px solid ${vars.color.border}; }
  li > div { display: flex; flex-wrap: wrap; align-items: center; gap: ${vars.space[2]}; }
  p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

type Comments = { items: BoardComment[] };

function withHidden(comments: Comments | undefined, commentKey: string, hidden: boolean): Comments | undefined {
  return comments && { items: comments.items.map((comment) => (comment.commentKey === commentKey ? { ...comment, hidden } : comment)) };
}

export function BoardItemComments({ itemKey }: { itemKey: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undo = useUndoableAction();
  const comments = useQuery(itemCommentsQuery(itemKey));
  const key = adminBoardItemKeys.comments(itemKey);
  const removal = useConfirmedDelete<BoardComment>({
    title: text.deleteCommentTitle,
    body: (comment) => text.deleteCommentBody(comment.author.displayName),
    send: (comment) => deleteComment(comment.commentKey),
    meta: announces(adminBoardItemKeys.all, adminHistoryKeys.all),
    lists: adminBoardItemKeys.all,
    deleted: text.commentDeleted,
  });

  const toggle = (comment: BoardComment) => {
    const hidden = !comment.hidden;
    const name = comment.author.displayName;
    const setHidden = (value: boolean) => queryClient.setQueryData<Comments>(key, (now) => withHidden(now, comment.commentKey, value));
    undo.run({
      label: hidden ? text.commentHidden(name) : text.commentShown(name),
      apply: () => setHidden(hidden),
      revert: (cause) => {
        setHidden(comment.hidden);
        if (cause === 'failed') toast.show({ message: text.commentChangeFailed, tone: 'danger' });
      },
      send: async ({ keepalive }) => {
        await hideComment(comment.commentKey, hidden, { keepalive });
      },
      changes: [adminBoardItemKeys.all, adminHistoryKeys.all],
    });
  };

  return (
    <Card as="section" title={text.commentsHeading} titleAs="h2" aria-label={text.commentsHeading}>
      {comments.data ? (
        comments.data.items.length === 0 ? (
          <p>{text.commentsEmpty}</p>
        ) : (
          <List>
            {comments.data.items.map((comment) => {
              const name = comment.author.displayName;
              return (
                <li key={comment.commentKey}>
                  <div>
                    <strong>{text.commentBy(name, formatDateTime(comment.created))}</strong>
                    <StatusLabel tone={comment.hidden ? 'warning' : 'info'}>{text.commentStateLabels[comment.hidden ? 'HIDDEN' : 'SHOWN']}</StatusLabel>
                  </div>
                  <p>{comment.content}</p>
                  <div>
                    <Button size="sm" variant="secondary" aria-label={comment.hidden ? text.showCommentLabel(name) : text.hideCommentLabel(name)} onClick={() => toggle(comment)}>
                      {comment.hidden ? text.showComment : text.hideComment}
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={text.deleteCommentLabel(name)} onClick={() => removal.ask(comment)}>
                      {text.deleteComment}
                    </Button>
                  </div>
                </li>
              );
            })}
          </List>
        )
      ) : comments.isError ? (
        <ErrorState headingLevel={3} title={text.commentsLoadFailed} onRetry={() => void comments.refetch()} retryLabel={text.retry} />
      ) : (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={3} />
        </div>
      )}
      {removal.dialog}
    </Card>
  );
}
