/**
 * `/admin/boards/settings` (backoffice.md §3 "Board item: … permission"; issue 42): the tenant's
 * general boards, each with who may write on it — operators only, learners holding a class ticket,
 * or every member. The boards are few and fixed, so they are one table, not a paged list. A change
 * is reversible: it shows at once with the kit's undo window and is sent after it; the learner's
 * board then offers "글쓰기" only to those it lets write, and the server refuses anyone else.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '@ds/components/ErrorState';
import { Select } from '@ds/components/Select';
import { Skeleton } from '@ds/components/Skeleton';
import { Table, type TableColumn } from '@ds/components/Table';
import { useToast } from '@ds/components/Toast';
import type { Board } from '@app/shared/api/contract/adminBoardItem';
import { boardWritePermissions, type BoardWritePermission } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { areaById } from '../access/areas';
import { adminHistoryKeys } from '../api/adminHistory';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { useUndoableAction } from '../kit/undo/UndoProvider';
import { AdminPage } from '../shell/AdminPage';
import { adminBoardItemKeys, boardsQuery, updateBoard } from './boardItemApi';
import { learnerCommunityArea } from './questionApi';

const text = copy.backofficeBoardItems;

const isPermission = (value: string): value is BoardWritePermission => boardWritePermissions.some((permission) => permission === value);

const permissionOptions = boardWritePermissions.map((value) => ({ value, label: text.writePermissionLabels[value] }));

export function BoardSettingsPage() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undo = useUndoableAction();
  const boards = useQuery(boardsQuery());

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

  const columns: TableColumn<Board>[] = [
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
      {boards.data ? (
        <Table caption={text.settingsCaption} columns={columns} rows={boards.data.items} getRowKey={(board) => board.boardKey} />
      ) : boards.isError ? (
        <ErrorState headingLevel={2} title={text.boardsLoadFailed} onRetry={() => void boards.refetch()} retryLabel={text.retry} />
      ) : (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={4} />
        </div>
      )}
    </AdminPage>
  );
}
