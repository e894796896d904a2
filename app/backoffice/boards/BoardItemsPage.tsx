/**
 * `/admin/boards/items` (backoffice.md §2 "Boards with items and comments", §3 "Board item";
 * issue 42): the general boards' items on the list kit, pinned first then newest, filtered by
 * board, category, pinned, private, the days written, the author and the title (초성 too). The
 * boards and their categories are the server's, read first. Pinning and making private are
 * reversible, so a row's pin button and the bulk bar (picked rows, the page, or "all N matching";
 * pinning and making private) apply at once with the kit's undo window and send after it. An item opens its form, where its
 * comments are moderated.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { AdminBoardItemSummary, Board } from '@app/shared/api/contract/adminBoardItem';
import { boardItemPinStates, boardItemPrivacyStates, boardItemSortFields } from '@app/shared/api/contract/adminBoardRules';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { adminHistoryKeys } from '../api/adminHistory';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { ListPage, useListPageQuery, type ListPageData } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { withScopedValue, withScopedValueTakenBack, type RowField } from '../kit/selection/scopedRows';
import { useListSelection } from '../kit/selection/useListSelection';
import { useUndoableAction } from '../kit/undo/UndoProvider';
import { AdminPage } from '../shell/AdminPage';
import { adminBoardItemKeys, boardItemsQuery, boardsQuery, flagBoardItems, type BoardItemFlag, type BoardItemSelection } from './boardItemApi';
import { boardItemPath, newBoardItemPath } from './paths';

const text = copy.backofficeBoardItems;

/** The list's definition from the tenant's boards: their names and every category any of them has. */
export function boardItemList(boards: readonly Board[]) {
  const categories = [...new Set(boards.flatMap((board) => board.categories))];
  return defineList({
    id: 'boards.items',
    filters: {
      q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
      author: { kind: 'text', label: text.authorFilter },
      board: { kind: 'set', label: text.boardFilter, options: boards.map((board) => ({ value: board.boardKey, label: board.name })) },
      category: { kind: 'set', label: text.categoryFilter, options: categories.map((category) => ({ value: category, label: category })) },
      pinned: { kind: 'set', label: text.pinnedFilter, options: boardItemPinStates.map((value) => ({ value, label: text.pinLabels[value] })) },
      private: { kind: 'set', label: text.privateFilter, options: boardItemPrivacyStates.map((value) => ({ value, label: text.privacyLabels[value] })) },
      created: { kind: 'dateRange', label: text.periodFilter },
    },
    sortFields: boardItemSortFields,
    defaultSort: { field: 'created', direction: 'desc' },
    // 20 a page, as the catalogue's summaries (§9): each row carries two buttons, and a longer page
    // was slow to draw and to check.
    pageSizes: [20, 50, 100],
    defaultPageSize: 20,
    columns: [{ id: 'title', alwaysVisible: true }, { id: 'board' }, { id: 'category' }, { id: 'author' }, { id: 'flags' }, { id: 'comments' }, { id: 'created' }],
  });
}

type BoardItemListDefinition = ReturnType<typeof boardItemList>;
type ItemsPage = ListPageData<AdminBoardItemSummary>;

const fields: Record<BoardItemFlag, RowField<AdminBoardItemSummary, boolean>> = {
  pinned: { key: (row) => row.itemKey, get: (row) => row.pinned, set: (row, pinned) => ({ ...row, pinned }) },
  private: { key: (row) => row.itemKey, get: (row) => row.private, set: (row, value) => ({ ...row, private: value }) },
};

const toastOf: Record<BoardItemFlag, (value: boolean, what: string) => string> = {
  pinned: (value, what) => (value ? text.pinned(what) : text.unpinned(what)),
  private: (value, what) => (value ? text.madePrivate(what) : text.madePublic(what)),
};

/** What a change of the items changes, for the other tabs: the items and their history. */
const itemChanges = [adminBoardItemKeys.all, adminHistoryKeys.all] as const;

function refusalMessage(error: unknown): string {
  return isApiError(error) && error.code === errorCodes.selectionChanged.code ? text.selectionChanged : text.changeFailed;
}

function BoardItemList({ definition }: { definition: BoardItemListDefinition }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undo = useUndoableAction();
  const list = useListState(definition);
  const page = useListPageQuery(list, boardItemsQuery);
  const selection = useListSelection(list, page.data?.totalCount, text.unit);
  const pageKey = adminBoardItemKeys.list(list.query);

  const change = (scope: BoardItemSelection, scopeWords: string, flag: BoardItemFlag, value: boolean) => {
    const before = queryClient.getQueryData<ItemsPage>(pageKey);
    undo.run({
      label: toastOf[flag](value, scopeWords),
      apply: () => {
        if (before) queryClient.setQueryData(pageKey, withScopedValue(before, scope, fields[flag], value));
      },
      revert: (cause) => {
        if (!before) return;
        if (cause === 'undone') queryClient.setQueryData(pageKey, before);
        else queryClient.setQueryData<ItemsPage>(pageKey, (now) => withScopedValueTakenBack(now, before, scope, fields[flag], value));
      },
      send: async ({ keepalive }) => {
        try {
          await flagBoardItems(scope, flag, value, { keepalive });
        } catch (error) {
          toast.show({ message: refusalMessage(error), tone: 'danger' });
          throw error;
        } finally {
          // Pinned first: the order of the pages changes with it.
          void queryClient.invalidateQueries({ queryKey: adminBoardItemKeys.lists() });
        }
      },
      changes: itemChanges,
    });
  };

  const changeSelection = (flag: BoardItemFlag, value: boolean) => {
    const scope = selection.scope;
    if (!scope) return;
    change(scope, text.manyItems(selection.count), flag, value);
    selection.clear();
  };

  // Built per render: the row buttons close over this page's change (the undo queue is per frame).
  const columns: DataTableColumn<AdminBoardItemSummary>[] = [
    { id: 'title', header: text.columnTitle, width: '18rem', cell: (item) => <Link to={boardItemPath(item.itemKey)}>{item.title}</Link> },
    { id: 'board', header: text.columnBoard, cell: (item) => item.boardName },
    { id: 'category', header: text.columnCategory, cell: (item) => item.category },
    { id: 'author', header: text.columnAuthor, cell: (item) => item.author.displayName },
    {
      id: 'flags',
      header: text.columnFlags,
      width: '13rem',
      cell: (item) => (
        <>
          {item.pinned && <StatusLabel tone="info">{text.pinLabels.PINNED}</StatusLabel>} {item.private && <StatusLabel tone="warning">{text.privacyLabels.PRIVATE}</StatusLabel>}{' '}
          <Button
            size="sm"
            variant="secondary"
            aria-label={item.pinned ? text.unpinOne(item.title) : text.pinOne(item.title)}
            onClick={() => change({ kind: 'keys', keys: [item.itemKey] }, text.oneItem(item.title), 'pinned', !item.pinned)}
          >
            {item.pinned ? text.unpin : text.pin}
          </Button>
        </>
      ),
    },
    { id: 'comments', header: text.columnComments, kind: 'count', cell: (item) => text.comments(item.commentCount) },
    { id: 'created', header: text.columnCreated, kind: 'dateTime', cell: (item) => formatDateTime(item.created) },
  ];

  return (
    <ListPage
      list={list}
      page={page}
      caption={text.caption}
      noun={text.noun}
      unit={text.unit}
      columns={columns}
      getRowKey={(item) => item.itemKey}
      getRowLabel={(item) => item.title}
      selection={selection}
      bulkActions={
        <>
          <Button size="sm" disabled={selection.tooLarge} onClick={() => changeSelection('pinned', true)}>
            {text.pin}
          </Button>
          <Button size="sm" variant="secondary" disabled={selection.tooLarge} onClick={() => changeSelection('pinned', false)}>
            {text.unpin}
          </Button>
          <Button size="sm" variant="secondary" disabled={selection.tooLarge} onClick={() => changeSelection('private', true)}>
            {text.makePrivate}
          </Button>
          <Button size="sm" variant="secondary" disabled={selection.tooLarge} onClick={() => changeSelection('private', false)}>
            {text.makePublic}
          </Button>
        </>
      }
    />
  );
}

export function BoardItemsPage() {
  const boards = useQuery(boardsQuery());
  const items = boards.data?.items;
  const definition = useMemo(() => (items ? boardItemList(items) : null), [items]);
  const navigate = useNavigate();
  return (
    <AdminPage title={text.title} area={areaById('BOARD')} description={text.intro} actions={<Button onClick={() => void navigate(newBoardItemPath())}>{text.newItem}</Button>}>
      <AreaSectionNav />
      {definition ? (
        <BoardItemList definition={definition} />
      ) : boards.isError ? (
        <ErrorState headingLevel={2} title={text.boardsLoadFailed} onRetry={() => void boards.refetch()} retryLabel={text.retry} />
      ) : (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={8} />
        </div>
      )}
    </AdminPage>
  );
}
