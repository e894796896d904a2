/**
 * A page's publications (backoffice.md §2 "publish history", §4; issue 41): each numbered
 * publication with who published it and when, the one the site shows marked, one restored from an
 * older one saying so. An older one can be viewed (drawn by the learner modules) and restored as
 * the new draft: that replaces the manuscript (what is not saved goes too), so it asks first; the
 * site changes only at the next publish. Restores and publishes are in the change history.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { Dialog } from '@ds/components/Dialog';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { StatusLabel } from '@ds/components/StatusLabel';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import type { PageDetail, PublicationSummary } from '@app/shared/api/contract/adminPage';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { announces } from '@app/shared/sync/querySync';
import { adminPageKeys, publicationQuery, publicationsQuery, restorePublication } from './pageApi';
import { PagePreview } from './PagePreview';

const text = copy.backofficePages;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[2]};
    padding: ${vars.space[2]} 0;
    border-bottom: 1px solid ${vars.color.border};
  }
  li > span { flex: 1 1 14rem; }
`;

function PublicationDialog({ pageKey, summary, onRestore, onClose }: { pageKey: string; summary: PublicationSummary; onRestore: () => void; onClose: () => void }) {
  const publication = useQuery(publicationQuery(pageKey, summary.publicationVersion));
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={text.publicationTitle(summary.publicationVersion)}
      description={text.publicationLine(summary.publicationVersion, formatDateTime(summary.publishedAt), summary.publishedBy.displayName, summary.moduleCount)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.previewClose}
          </Button>
          <Button onClick={onRestore}>{text.restore}</Button>
        </>
      }
    >
      {publication.data ? (
        <PagePreview modules={publication.data.contents.modules} />
      ) : publication.isError ? (
        <ErrorState headingLevel={3} description={text.publicationFailed} onRetry={() => void publication.refetch()} retryLabel={copy.common.retry} />
      ) : (
        <Skeleton variant="rect" height="320px" />
      )}
    </Dialog>
  );
}

export function PublicationsPanel({ pageKey, currentVersion, onRestored }: { pageKey: string; currentVersion: () => number; onRestored: (detail: PageDetail, from: number) => void }) {
  const publications = useQuery(publicationsQuery(pageKey));
  const [viewing, setViewing] = useState<PublicationSummary | null>(null);
  const [confirming, setConfirming] = useState<PublicationSummary | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const restore = useMutation({
    mutationFn: (summary: PublicationSummary) => restorePublication(pageKey, summary.publicationVersion, currentVersion()),
    meta: announces(adminPageKeys.all),
    onSuccess: (detail, summary) => {
      setConfirming(null);
      setViewing(null);
      queryClient.setQueryData(adminPageKeys.page(pageKey), detail);
      toast.show(text.restored(summary.publicationVersion));
      onRestored(detail, summary.publicationVersion);
    },
    onError: () => toast.show(text.restoreFailed),
  });

  const items = publications.data?.items;
  return (
    <section aria-labelledby="publications-heading">
      <h2 id="publications-heading">{text.publicationsSection}</h2>
      {publications.isError ? (
        <ErrorState headingLevel={3} description={text.publicationsFailed} onRetry={() => void publications.refetch()} retryLabel={copy.common.retry} />
      ) : !items ? (
        <Skeleton variant="rect" height="6rem" />
      ) : items.length === 0 ? (
        <p>{text.publicationsEmpty}</p>
      ) : (
        <List>
          {items.map((item, index) => (
            <li key={item.publicationVersion}>
              <span>
                {text.publicationLine(item.publicationVersion, formatDateTime(item.publishedAt), item.publishedBy.displayName, item.moduleCount)}
                {item.restoredFrom !== null && <> · {text.publicationRestoredFrom(item.restoredFrom)}</>}
              </span>
              {index === 0 && <StatusLabel tone="success">{text.publicationLive}</StatusLabel>}
              <Button size="sm" variant="secondary" onClick={() => setViewing(item)}>
                {text.viewPublication(item.publicationVersion)}
              </Button>
            </li>
          ))}
        </List>
      )}
      {viewing && <PublicationDialog pageKey={pageKey} summary={viewing} onRestore={() => setConfirming(viewing)} onClose={() => setViewing(null)} />}
      {confirming && (
        <ConfirmDialog
          open
          title={text.restoreTitle(confirming.publicationVersion)}
          submitLabel={text.restoreSubmit}
          submitting={restore.isPending}
          onCancel={() => setConfirming(null)}
          onSubmit={() => restore.mutate(confirming)}
        >
          {text.restoreBody}
        </ConfirmDialog>
      )}
    </section>
  );
}
