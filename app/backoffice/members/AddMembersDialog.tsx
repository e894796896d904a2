/**
 * "회원 추가": find members by name, e-mail or phone and put the chosen ones in the group. The
 * search runs when asked (a button or Enter), not per keystroke, over thousands of members; those
 * already in the group are shown but cannot be picked. Adding answers how many went in, and any
 * that could not (withdrawn since the search).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { Dialog } from '@ds/components/Dialog';
import { EmptyState } from '@ds/components/EmptyState';
import { Spinner } from '@ds/components/Spinner';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import { formatCount } from '@ds/lib/text/number';
import type { MemberCandidate, MemberGroup } from '@app/shared/api/contract/adminMember';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { adminHistoryKeys } from '../api/adminHistory';
import { addGroupMembers, adminMemberKeys, memberSearchQuery } from '../api/adminMember';
import { adminMemberListKeys } from '../api/adminMemberList';

const text = copy.backofficeMembers;
/** Candidates one search shows; a narrower search finds the rest. */
const SEARCH_SIZE = 30;

const SearchRow = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[4]};
  > :first-child { flex: 1; }
`;

const Results = styled.ul`
  list-style: none;
  margin: ${vars.space[2]} 0 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
`;

function candidateLabel(candidate: MemberCandidate): string {
  return [candidate.displayName, candidate.email, candidate.phone].filter(Boolean).join(' · ');
}

export interface AddMembersDialogProps {
  group: MemberGroup;
  onClose: () => void;
}

export function AddMembersDialog({ group, onClose }: AddMembersDialogProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const statusId = useId();
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const search = useQuery({ ...memberSearchQuery({ q: searched, groupKey: group.groupKey, size: SEARCH_SIZE }), enabled: searched !== '' });
  const add = useMutation({
    mutationFn: () => addGroupMembers(group.groupKey, [...picked]),
    // The group's members and count, its history panel, the member list's groups; other tabs too.
    meta: announces(adminMemberKeys.all, adminHistoryKeys.all, adminMemberListKeys.all),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: adminMemberKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
      const added = formatCount(result.addedCount);
      toast.show(result.notFound.length > 0 ? text.addedWithSkipped(added, formatCount(result.notFound.length)) : text.added(added));
      onClose();
    },
  });
  const toggle = (accountKey: string) => {
    const next = new Set(picked);
    if (next.has(accountKey)) next.delete(accountKey);
    else next.add(accountKey);
    setPicked(next);
  };
  const page = search.data;
  return (
    <Dialog
      open
      onClose={() => !add.isPending && onClose()}
      title={text.addTitle(group.name)}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            {text.cancel}
          </Button>
          <Button onClick={() => add.mutate()} loading={add.isPending} disabled={picked.size === 0}>
            {text.addSubmit(formatCount(picked.size))}
          </Button>
        </>
      }
    >
      {add.isError ? <Alert tone="danger">{text.addFailed}</Alert> : null}
      <SearchRow
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(typed.trim());
        }}
      >
        <TextField label={text.addSearchLabel} hint={text.addSearchHint} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} autoComplete="off" />
        <Button type="submit" variant="secondary">
          {text.addSearch}
        </Button>
      </SearchRow>
      <div id={statusId} aria-live="polite">
        {search.isFetching ? (
          <Spinner label={copy.common.loading} />
        ) : search.isError ? (
          <Alert tone="danger">{text.addSearchFailed}</Alert>
        ) : page && page.items.length === 0 ? (
          <EmptyState headingLevel={3} icon="search" title={text.addNoResults} />
        ) : page ? (
          <p>
            {page.totalCount > page.items.length
              ? text.addMoreResults(formatCount(page.items.length), formatCount(page.totalCount))
              : text.addResultCount(formatCount(page.totalCount))}
          </p>
        ) : null}
      </div>
      {page && page.items.length > 0 && !search.isFetching ? (
        <Results aria-label={text.addResultsCaption}>
          {page.items.map((candidate) => (
            <li key={candidate.accountKey}>
              <Checkbox
                label={candidateLabel(candidate)}
                hint={candidate.inGroup ? text.inGroup : undefined}
                disabled={candidate.inGroup}
                checked={candidate.inGroup || picked.has(candidate.accountKey)}
                onChange={() => toggle(candidate.accountKey)}
              />
            </li>
          ))}
        </Results>
      ) : null}
    </Dialog>
  );
}
