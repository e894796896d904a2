/**
 * What a region shows when its data failed to load: an announced message and a 다시 시도 button.
 * Same layout as EmptyState, with the danger icon and role="alert".
 */
import type { ReactNode } from 'react';
import { useDesignSystemMessages } from '@ds/lib/messages';
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
  title,
  description,
  onRetry,
  retryLabel,
  retrying = false,
  headingLevel,
  className,
}: ErrorStateProps) {
  const messages = useDesignSystemMessages();
  return (
    <EmptyState
      role="alert"
      icon="danger"
      title={title ?? messages.errorTitle}
      description={description ?? messages.errorDescription}
      headingLevel={headingLevel}
      className={className}
      action={
        onRetry && (
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {retryLabel ?? messages.retry}
          </Button>
        )
      }
    />
  );
}
