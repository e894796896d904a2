/**
 * What a region shows when its data failed to load: an announced message and a 다시 시도 button.
 * Same layout as EmptyState, with the danger icon and role="alert".
 */
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';

export interface ErrorStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Shows the retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function ErrorState({
  title = '문제가 발생했어요',
  description = '오류가 발생했습니다. 다시 시도해 주세요.',
  onRetry,
  retryLabel = '다시 시도',
  retrying = false,
  headingLevel,
  className,
}: ErrorStateProps) {
  return (
    <EmptyState
      role="alert"
      icon="danger"
      title={title}
      description={description}
      headingLevel={headingLevel}
      className={className}
      action={
        onRetry && (
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {retryLabel}
          </Button>
        )
      }
    />
  );
}
