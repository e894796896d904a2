/**
 * What every member-detail card shares: its props (the member, and whether it may be changed) and
 * the one way a saved change reaches the page — the answered member goes into the cache, and the
 * member's other reads (memos, learning) and the change history are refreshed.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { MemberDetail } from '@app/shared/api/contract/adminMemberDetail';
import { adminHistoryKeys } from '../../api/adminHistory';
import { adminMemberDetailKeys } from '../../api/adminMemberDetail';

export interface MemberCardProps {
  member: MemberDetail;
  /** A withdrawn member is shown, never changed. */
  readOnly: boolean;
}

/** Puts the saved member in the cache and refreshes what follows from it (memos, history). */
export function useMemberSaved(accountKey: string) {
  const queryClient = useQueryClient();
  return (saved: MemberDetail) => {
    queryClient.setQueryData(adminMemberDetailKeys.detail(accountKey), saved);
    void queryClient.invalidateQueries({ queryKey: adminMemberDetailKeys.member(accountKey), predicate: (query) => query.queryKey[2] !== 'detail' });
    void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
  };
}
