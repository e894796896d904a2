/**
 * Saving an order an operator changes one place at a time (categories, popups, banners): each
 * move is shown at once and sent, and presses in quick succession must not undo one another.
 * - The moves are sent one after another (one mutation scope), so the server applies them in the
 *   order pressed; sent side by side, an earlier request could land last and win.
 * - A read of the list still on its way when a move is shown is stopped: it would draw the order
 *   from before the move.
 * - Only the answer to the last move replaces the list: an earlier answer holds an order the
 *   operator has already moved on from.
 * - A failed move reads the list again (what the server holds) and tells the screen.
 */
import { useMutation, useQueryClient, type MutationMeta, type QueryKey, type Updater } from '@tanstack/react-query';
import { useId } from 'react';

interface OrderSaveOptions<TList, TKeys> {
  /** The list's query: shown at once, replaced by the last answer. */
  queryKey: QueryKey;
  /** Sends one order; answers the list as the server now holds it. */
  save: (keys: TKeys) => Promise<TList>;
  /** What the save changes, for the tab sync and the undo queue (`announces(...)`). */
  meta?: MutationMeta;
  /** A move the server refused or that never arrived. */
  onFailed?: (error: unknown) => void;
  /** After every answer (the history of the moves, say). */
  onSaved?: () => void;
}

/** Answers a function that shows `shown` (the list, or how to make it from the one shown) and sends `keys`. */
export function useOrderSave<TList, TKeys>({ queryKey, save, meta, onFailed, onSaved }: OrderSaveOptions<TList, TKeys>) {
  const queryClient = useQueryClient();
  // One scope per screen instance: two lists on one screen keep their own queues.
  const scope = `order-save:${useId()}`;
  const mutation = useMutation({
    mutationFn: save,
    scope: { id: scope },
    ...(meta ? { meta } : {}),
    onSuccess: (answer) => {
      // This move is itself still pending while its callbacks run: another pending one is a later move.
      const moving = queryClient.getMutationCache().findAll({ status: 'pending' }).filter((pending) => pending.options.scope?.id === scope);
      if (moving.length <= 1) queryClient.setQueryData(queryKey, answer);
      onSaved?.();
    },
    onError: (error) => {
      onFailed?.(error);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  return (shown: Updater<TList | undefined, TList | undefined>, keys: TKeys) => {
    void queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData(queryKey, shown);
    mutation.mutate(keys);
  };
}
