/**
 * The "더 보기" button under a cursor-paged list (announcements, questions, reviews): loads the
 * next slice, shows it is busy, offers a retry when a slice fails, and disappears at the end.
 * A polite status line reports how many items are shown, so screen-reader users hear that new
 * items arrived.
 */
import styled from 'styled-components';
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

export function loadedStatus(loadedCount?: number, totalCount?: number): string {
  if (loadedCount === undefined) return '';
  return totalCount === undefined ? `${loadedCount}개 표시 중` : `전체 ${totalCount}개 중 ${loadedCount}개 표시 중`;
}

export function LoadMore({ hasMore, loading = false, error = false, onLoadMore, loadedCount, totalCount, label = '더 보기', className }: LoadMoreProps) {
  return (
    <Root className={className}>
      <p role="status">{loadedStatus(loadedCount, totalCount)}</p>
      {error && <p data-tone="danger">목록을 더 불러오지 못했어요.</p>}
      {(hasMore || error) && (
        <Button variant="secondary" fullWidth onClick={onLoadMore} loading={loading}>
          {error ? '다시 시도' : label}
        </Button>
      )}
    </Root>
  );
}
