/**
 * `/admin/boards/settings` (backoffice.md §3 "Board item: … permission"; issue 42): the tenant's
 * general boards, each with who may write on it — operators only, learners holding a class ticket,
 * or every member, on the list kit as every list is (its columns chosen, its saved views, its
 * loading, empty and failed states). The boards are few and fixed, so they are one answer in the
 * server's one order (no paging, no sort). A change is reversible: it shows at once with the kit's undo window and is sent after it; the learner's
 * board then offers "글쓰기" only to those it lets write, and the server refuses anyone else.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from '@ds/components/DataTable';
import { Select } from '@ds/components/Select';
import { useToast } from '@ds/components/Toast';
import type { Board } from '@app/shared/api/contract/adminBoardItem';
import { boardWritePermissions, type BoardWritePermission } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { areaById } from '../access/areas';
import { adminHistoryKeys } from '../api/adminHistory';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { ListPage } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { useUndoableAction } from '../kit/undo/UndoProvider';
import { AdminPage } from '../shell/AdminPage';
import { adminBoardItemKeys, boardsQuery, updateBoard } from './boardItemApi';
import { learnerCommunityArea } from './questionApi';

const text = copy.backofficeBoardItems;

const isPermission = (value: string): value is BoardWritePermission => boardWritePermissions.some((permission) => permission === value);

const permissionOptions = boardWritePermissions.map((value) => ({ value, label: text.writePermissionLabels[value] }));

export const boardSettingsList = defineList({
  id: 'boards.settings',
  filters: {},
  // The server's one order (the boards as the tenant made them): no header offers a sort.
  sortFields: ['order'],
  defaultSort: { field: 'order', direction: 'asc' },
  fixedOrder: true,
  pageSizes: [100],
  defaultPageSize: 100,
  columns: [{ id: 'name', alwaysVisible: true }, { id: 'categories' }, { id: 'writePermission', alwaysVisible: true }],
});

export function BoardSettingsPage() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undo = useUndoableAction();
  const list = useListState(boardSettingsList);
  const boards = useQuery(boardsQuery());
  const page = {
    data: boards.data ? { items: boards.data.items, totalCount: boards.data.items.length, totalPages: 1 } : undefined,
    isError: boards.isError,
    refetch: () => boards.refetch(),
  };

  const change = (board: Board, writePermission: BoardWritePermission) => {
    const key = adminBoardItemKeys.boards();
    const withPermission = (permission: BoardWritePermission) =>
      queryClient.setQueryData<{ items: Board[] }>(key, (now) => now && { items: now.items.map((row) => (row.boardKey === board.boardKey ? { ...row, writePermission: permission } : row)) });
    undo.run({
      label: text.permissionChanged(board.name, text.writePermissionWho[writePermission]),
      apply: () => withPermission(writePermission),
      revert: () => withPermission(board.writePermission),
      send: async ({ keepalive }) => {
        try {
          await updateBoard(board.boardKey, writePermission, { keepalive });
        } catch (error) {
          toast.show({ message: text.changeFailed, tone: 'danger' });
          throw error;
        }
      },
      changes: [adminBoardItemKeys.all, adminHistoryKeys.all, learnerCommunityArea],
    });
  };

  const columns: DataTableColumn<Board>[] = [
    { id: 'name', header: text.columnBoardName, cell: (board) => board.name },
    { id: 'categories', header: text.columnCategories, cell: (board) => board.categories.join(', ') },
    {
      id: 'writePermission',
      header: text.columnWritePermission,
      width: '14rem',
      cell: (board) => (
        <Select
          label={text.writePermissionField(board.name)}
          hideLabel
          options={permissionOptions}
          value={board.writePermission}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isPermission(value) && value !== board.writePermission) change(board, value);
          }}
        />
      ),
    },
  ];

  return (
    <AdminPage title={text.settingsTitle} area={areaById('BOARD')} description={text.settingsIntro}>
      <AreaSectionNav />
      <ListPage
        list={list}
        page={page}
        caption={text.settingsCaption}
        noun={text.boardNoun}
        unit={text.boardUnit}
        columns={columns}
        getRowKey={(board) => board.boardKey}
        getRowLabel={(board) => board.name}
      />
    </AdminPage>
  );
}
