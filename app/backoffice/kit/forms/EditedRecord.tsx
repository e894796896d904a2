/**
 * The record an edit form starts from, read once: a refetch (another tab's save, the window
 * regaining focus) must not replace what is being typed — a save over a version someone else
 * saved meanwhile is told by useFormSave instead, with the work kept. `useEditedRecord` reads it;
 * `<EditedRecordPending>` draws the page until it is there: loading, or the failure with a retry.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { copy } from '@app/shared/copy';

export interface EditedRecord<T> {
  /** The record as first read; `null` until then. */
  record: T | null;
  /** Nothing could be read. */
  failed: boolean;
  retry: () => void;
}

/** Any `xQuery(…)` built with `queryOptions` passes as it is (react-query's options are invariant in the key). */
export function useEditedRecord<T, Key extends QueryKey>(options: UseQueryOptions<T, Error, T, Key>): EditedRecord<T> {
  const query = useQuery({ ...options, refetchOnWindowFocus: false });
  const [record, setRecord] = useState<T | null>(null);
  if (query.data !== undefined && record === null) setRecord(query.data);
  return { record, failed: query.isError && record === null, retry: () => void query.refetch() };
}

export function EditedRecordPending({ edited, failedTitle, retryLabel }: { edited: EditedRecord<unknown>; failedTitle: string; retryLabel: string }) {
  if (edited.failed) return <ErrorState headingLevel={2} title={failedTitle} retryLabel={retryLabel} onRetry={edited.retry} />;
  return (
    <div role="status" aria-label={copy.common.loading}>
      <Skeleton lines={8} />
    </div>
  );
}
