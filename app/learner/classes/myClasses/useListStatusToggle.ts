/**
 * Hiding and showing a class ticket in the list (`POST /klass-ticket/list-status`): every my-class
 * list is refreshed afterwards, and the outcome is said in a short message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyKlassItem } from '@app/shared/api/contract/inventory';
import { inventoryKeys, setKlassTicketListStatus } from '@app/learner/api/inventory';
import { copy } from '@app/shared/copy';

export function useListStatusToggle() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (item: MyKlassItem) =>
      setKlassTicketListStatus({
        klassTicketKey: item.klassTicketKey,
        listStatus: item.listStatus === 'HIDE' ? 'SHOW' : 'HIDE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.myKlasses() }),
  });
  let notice: { tone: 'success' | 'danger'; text: string } | null = null;
  if (mutation.isError) notice = { tone: 'danger', text: copy.classes.listStatusFailed };
  else if (mutation.isSuccess) {
    const title = mutation.data.klassTitle;
    notice = {
      tone: 'success',
      text: mutation.data.listStatus === 'HIDE' ? copy.classes.hidden(title) : copy.classes.shown(title),
    };
  }
  return {
    toggle: (item: MyKlassItem) => mutation.mutate(item),
    pendingKey: mutation.isPending ? mutation.variables.klassTicketKey : null,
    notice,
    dismiss: () => mutation.reset(),
  };
}
