/**
 * The end of an item's sale, under its edit form (issue 40 "Retire: stop selling and hide …, and
 * delete where nothing depends on it"): retiring stops its sale and hides it from learners in one
 * step (asked first; it can be put back on sale and shown again), and a delete, asked first as it
 * cannot be undone, goes through only when nothing holds the item. When orders, tickets or (for a
 * class) courses and packages hold it, the server refuses with their counts, and the question
 * turns into the offer to retire it instead. Both wait while the form above has unsaved work: a
 * retire would make that work's save stale, a delete would drop it. Each is in the item's history.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { CatalogueItem } from '@app/shared/api/contract/adminCatalogue';
import { catalogueErrorCodes, type CatalogueType } from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { adminHistoryKeys } from '../api/adminHistory';
import { listReturnPath } from '../kit/list/listPlace';
import { adminCatalogueKeys, deleteCatalogueItem, retireCatalogueItem } from './api';
import { catalogueListPath } from './paths';

const text = copy.backofficeCatalogue.retire;

/** What the delete's refusal counted, in words ("주문 3건, 수강권 12개"); only what holds the item. */
export function holdersInWords(data: Readonly<Record<string, unknown>> | null | undefined): string {
  const count = (key: string) => {
    const value = data?.[key];
    return typeof value === 'number' ? value : 0;
  };
  return [
    count('orders') > 0 ? text.orders(formatCount(count('orders'))) : null,
    count('tickets') > 0 ? text.tickets(formatCount(count('tickets'))) : null,
    count('bundles') > 0 ? text.bundles(formatCount(count('bundles'))) : null,
  ]
    .filter((part): part is string => part !== null)
    .join(', ');
}

/** Which question is open: retiring, deleting, or the delete refused with what holds the item. */
type Asking = { kind: 'retire' } | { kind: 'delete' } | { kind: 'inUse'; holders: string } | null;

interface RetireSectionProps {
  type: CatalogueType;
  item: CatalogueItem;
  /** The form above has unsaved work: nothing here runs until it is saved. */
  waiting: boolean;
  /** The item as retired or put back: the page draws the form again from it. */
  onChanged: (item: CatalogueItem) => void;
}

export function RetireSection({ type, item, waiting, onChanged }: RetireSectionProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const retired = item.displayState === 'HIDE' && item.saleStatus === 'STOPPED';
  const changes = announces(adminCatalogueKeys.all, adminHistoryKeys.all, ['inventory']);

  const retire = useMutation({
    mutationFn: (to: boolean) => retireCatalogueItem(type, item.itemKey, to),
    meta: changes,
    onSuccess: (answer, to) => {
      setAsking(null);
      queryClient.setQueryData(adminCatalogueKeys.item(type, answer.itemKey), answer);
      void queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.lists(type) });
      void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
      toast.show(to ? text.retired(answer.title) : text.restored(answer.title));
      onChanged(answer);
    },
    onError: () => {
      setAsking(null);
      toast.show(text.failed);
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteCatalogueItem(type, item.itemKey),
    meta: changes,
    onSuccess: () => {
      setAsking(null);
      queryClient.removeQueries({ queryKey: adminCatalogueKeys.item(type, item.itemKey) });
      void queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.lists(type) });
      toast.show(text.deleted(item.title));
      void navigate(listReturnPath(catalogueListPath(type)));
    },
    onError: (error) => {
      if (isApiError(error) && error.code === catalogueErrorCodes.itemInUse.code) {
        setAsking({ kind: 'inUse', holders: holdersInWords(error.data) });
        return;
      }
      setAsking(null);
      toast.show(text.failed);
    },
  });

  const busy = retire.isPending || remove.isPending;
  return (
    <section aria-labelledby="catalogue-retire-heading">
      <Stack gap={3}>
        <h2 id="catalogue-retire-heading">{text.title}</h2>
        <p>{retired ? text.retiredState : text.intro}</p>
        {waiting ? <p>{text.saveFirst}</p> : null}
        <Stack direction="row" gap={2}>
          {retired ? (
            <Button variant="secondary" disabled={waiting} loading={retire.isPending} onClick={() => retire.mutate(false)}>
              {text.restore}
            </Button>
          ) : (
            <Button variant="secondary" disabled={waiting} onClick={() => setAsking({ kind: 'retire' })}>
              {text.retire}
            </Button>
          )}
          <Button variant="danger" disabled={waiting} onClick={() => setAsking({ kind: 'delete' })}>
            {text.delete}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking?.kind === 'retire'}
        title={text.retireTitle(item.title)}
        cancelLabel={text.cancel}
        submitLabel={text.retire}
        submitting={busy}
        onCancel={() => setAsking(null)}
        onSubmit={() => retire.mutate(true)}
      >
        {text.retireBody}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking?.kind === 'delete'}
        tone="danger"
        title={text.deleteTitle(item.title)}
        cancelLabel={text.cancel}
        submitLabel={text.delete}
        submitting={busy}
        onCancel={() => setAsking(null)}
        onSubmit={() => remove.mutate()}
      >
        {text.deleteBody}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking?.kind === 'inUse'}
        title={text.inUseTitle}
        cancelLabel={text.cancel}
        submitLabel={text.retireInstead}
        submitting={busy}
        onCancel={() => setAsking(null)}
        onSubmit={() => retire.mutate(true)}
      >
        {asking?.kind === 'inUse' ? text.inUseBody(asking.holders) : null}
      </ConfirmDialog>
    </section>
  );
}
