/**
 * Stories of a page opened from the member list's selection (issues 29 and 30): the real
 * back-office at the story's route, arrived at as "수강권 지급" / "쿠폰 발급" arrive — the history
 * entry carrying the selection (fromMembers.ts). Storybook's router takes an address only, so its
 * first entry (the memory router's key "default") is replaced once by the same address with the
 * state; a page that drops the state later ("다른 방법으로 고르기") is on another entry and keeps
 * it dropped.
 */
import { Navigate, useLocation } from 'react-router-dom';
import { Backoffice } from '../../storySupport';
import { fromMembersState, type FromMembers } from './fromMembers';

export function BackofficeFromMembers({ handoff }: { handoff: FromMembers }) {
  const location = useLocation();
  if (location.key === 'default') return <Navigate to={`${location.pathname}${location.search}`} replace state={fromMembersState(handoff)} />;
  return <Backoffice />;
}
