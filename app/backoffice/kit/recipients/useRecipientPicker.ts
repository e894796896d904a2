/**
 * The recipient picker's state (issue 29; the kit's recipient picker): which way the people are
 * chosen, the member search on the list kit with its selection (rows, a page, or "all N matching"
 * kept as the member list's query scope), the group, and the pasted list with its dry run against
 * the current subject (the class, the coupon). A dry run belongs to the text and the subject it
 * checked: when either changes its rows are gone and the list must be checked again. People picked
 * in the search stay picked across searches until removed (issue 38: a second search used to drop
 * the first pick), each remembered with their row so the picker can list them. `choose()`
 * gives what to send with its count and scope in words, or says at the picker what is missing.
 * A page opened from the member list's selection (fromMembers.ts, the navigation's history state)
 * starts with those people chosen; `dropFromMembers()` takes them away and offers the three ways.
 */
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatCount } from '@ds/lib/text/number';
import type { RecipientGroup, RecipientMember, RecipientRow } from '@app/shared/api/contract/adminRecipients';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { useListPageQuery, type ListPageData, type ListPageQueryOptions, type ListRowsResult } from '../list/ListPage';
import type { ListQuery } from '../list/urlState';
import { useListState } from '../list/useListState';
import { useListSelection } from '../selection/useListSelection';
import { readFromMembers } from './fromMembers';
import type { RecipientDryRunCall } from './recipientImport';
import { identifiersOf, recipientSearchDefinition, type RecipientSearchDefinition } from './recipients';
import type { ChosenRecipients } from './startFlow';

const text = copy.backofficeRecipients;

export type RecipientSource = 'SEARCH' | 'GROUP' | 'LIST';
export const recipientSources: readonly RecipientSource[] = ['SEARCH', 'GROUP', 'LIST'];

/** What the people are checked against: a dry run of another subject no longer holds. */
export interface RecipientSubject {
  /** The class id, the coupon key: what "already holds it" is about. */
  key: string;
  dryRun: RecipientDryRunCall;
}

export interface RecipientPickerOptions<Data extends ListPageData<RecipientMember>, Key extends QueryKey> {
  /** The member search's URL-state id, one per area ("assignments.members"). */
  listId: string;
  groups: readonly RecipientGroup[];
  /** The area's member search call (the member list's filter, paged). */
  membersQuery: (query: ListQuery<RecipientSearchDefinition>) => ListPageQueryOptions<RecipientMember, Data, Key>;
  /** Null until the area's subject is chosen: the list cannot be checked before. */
  subject: RecipientSubject | null;
}

interface Checked {
  subjectKey: string;
  pasted: string;
  rows: readonly RecipientRow[];
}

export function useRecipientPicker<Data extends ListPageData<RecipientMember>, Key extends QueryKey>({
  listId,
  groups,
  membersQuery,
  subject,
}: RecipientPickerOptions<Data, Key>) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromMembers = readFromMembers(location.state);
  const definition = useMemo(() => recipientSearchDefinition(listId, groups), [listId, groups]);
  const list = useListState(definition);
  const pageQuery = useListPageQuery(list, membersQuery);
  // The picker reads the page as rows only, whatever the area's answer carries besides.
  const page: ListRowsResult<RecipientMember> = pageQuery;
  const selection = useListSelection(list, page.data?.totalCount, text.unit, undefined, { keepPicksAcrossFilters: true });
  // Every member a search has shown, so a pick made under an earlier search is still named.
  const rowsShown = page.data?.items;
  const [seen, setSeen] = useState<{ rows: typeof rowsShown; members: ReadonlyMap<string, RecipientMember> }>({ rows: undefined, members: new Map() });
  if (rowsShown !== seen.rows) {
    const members = new Map(seen.members);
    for (const member of rowsShown ?? []) members.set(member.accountKey, member);
    setSeen({ rows: rowsShown, members });
  }
  /** The people picked one by one, over every search (none under "all matching"). */
  const picked = selection.scope?.kind === 'keys' ? selection.scope.keys.flatMap((key) => seen.members.get(key) ?? []) : [];

  const [source, setSourceState] = useState<RecipientSource>('SEARCH');
  const [groupKey, setGroupKey] = useState('');
  const [pasted, setPasted] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [error, setError] = useState<string | undefined>();

  const check = useMutation({
    mutationFn: ({ of, identifiers }: { of: RecipientSubject; pasted: string; identifiers: string[] }) => of.dryRun(identifiers, {}),
    // A dry run changes nothing another tab shows.
    meta: announces(),
    onSuccess: (answer, { of, pasted: checkedText }) => setChecked({ subjectKey: of.key, pasted: checkedText, rows: answer.rows }),
  });

  const identifiers = identifiersOf(pasted);
  const rows = checked && subject && checked.subjectKey === subject.key && checked.pasted === pasted ? checked.rows : null;
  const group = groups.find((candidate) => candidate.groupKey === groupKey);

  const chosen = (): ChosenRecipients | string => {
    if (fromMembers) {
      const count = formatCount(fromMembers.count);
      return { recipients: { source: 'SELECTION', selection: fromMembers.selection }, count: fromMembers.count, scope: text.fromMembers.scope(count) };
    }
    switch (source) {
      case 'SEARCH':
        if (!selection.scope || selection.tooLarge) return selection.tooLarge ? text.tooLarge : text.searchRequired;
        return {
          recipients: { source: 'SELECTION', selection: selection.scope },
          count: selection.count,
          scope: selection.summary,
          ...(selection.scope.kind === 'keys' && picked.length === selection.count ? { names: picked.map((member) => member.displayName) } : {}),
        };
      case 'GROUP':
        if (!group || group.memberCount === 0) return text.groupRequired;
        return {
          recipients: { source: 'GROUP', groupKey: group.groupKey, expectedCount: group.memberCount },
          count: group.memberCount,
          scope: text.groupScope(group.name, formatCount(group.memberCount)),
        };
      case 'LIST': {
        const fresh = (rows ?? []).filter((row) => row.kind === 'NEW');
        if (fresh.length === 0) return text.listRequired;
        return {
          recipients: { source: 'LIST', accountKeys: fresh.flatMap((row) => row.accountKey ?? []) },
          count: fresh.length,
          scope: text.listScope(formatCount(fresh.length)),
        };
      }
    }
  };

  return {
    list,
    page,
    selection,
    picked,
    groups,
    subject,
    /** The member list's selection the page was opened with; null once dropped or when there was none. */
    fromMembers,
    /** Forgets the handed-over selection (this history entry too, so a reload does not bring it back). */
    dropFromMembers: () => {
      setError(undefined);
      void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
    },
    source,
    setSource: (next: RecipientSource) => {
      setSourceState(next);
      setError(undefined);
    },
    groupKey,
    setGroupKey: (next: string) => {
      setGroupKey(next);
      setError(undefined);
    },
    pasted,
    setPasted,
    identifiers,
    rows,
    check: {
      run: () => {
        if (subject) check.mutate({ of: subject, pasted, identifiers });
      },
      isPending: check.isPending,
      isError: check.isError,
    },
    /** The error said at the picker (what is missing), until the operator changes the way or the group. */
    error,
    /** What to send now, or null with the missing part said at the picker. */
    choose: (): ChosenRecipients | null => {
      const result = chosen();
      if (typeof result === 'string') {
        setError(result);
        return null;
      }
      setError(undefined);
      return result;
    },
  };
}

export type RecipientPickerApi = ReturnType<typeof useRecipientPicker>;
