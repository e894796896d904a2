/**
 * The "더 보기" button under a cursor-paged list (announcements, questions, reviews): loads the
 * next slice, shows it is busy, offers a retry when a slice fails, and disappears at the end.
 * A polite status line reports how many items are shown, so screen-reader users hear that new
 * items arrived.
 */
import styled from 'styled-components';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { vars } from '@ds/tokens/vars';
import { Button } from '../Button';

export interface LoadMoreProps {
  hasMore: boolean;
  loading?: boolean;
  /** The last load failed: the button becomes a retry. */
  error?: boolean;
  onLoadMore: () => void;
  /** Items shown so far and, if known, in all; used for the status line. */
  loadedCount?: number;
  totalCount?: number;
  /** The button's text; the messages' `loadMore` by default. */
  label?: string;
  className?: string;
}

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[2]};
  padding-block: ${vars.space[4]};
  > p { font-size: ${vars.font.sizeSm}; color: ${vars.color.textMuted}; }
  > p[data-tone='danger'] { color: ${vars.color.danger}; }
`;

export function LoadMore({ hasMore, loading = false, error = false, onLoadMore, loadedCount, totalCount, label, className }: LoadMoreProps) {
  const messages = useDesignSystemMessages();
  return (
    <Root className={className}>
      <p role="status">{loadedCount === undefined ? '' : messages.loadedCount(loadedCount, totalCount)}</p>
      {error && <p data-tone="danger">{messages.loadMoreFailed}</p>}
      {(hasMore || error) && (
        <Button variant="secondary" fullWidth onClick={onLoadMore} loading={loading}>
          {error ? messages.retry : (label ?? messages.loadMore)}
        </Button>
      )}
    </Root>
  );
}
