/**
 * `/admin/members/groups` (backoffice.md §2 "member groups and their members", §7 Members; issue
 * 15): the tenant's member groups on the list kit — searched by name, sorted, paged, all in the
 * URL — each with its member count; a new group, a rename and a delete (confirmed, saying the
 * members stay members) from here. A group's name opens its members.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { Link } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import { formatCount } from '@ds/lib/text/number';
import type { MemberGroup } from '@app/shared/api/contract/adminMember';
import { groupSortFields } from '@app/shared/api/contract/adminMemberSorts';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { groupsQuery } from '../api/adminMember';
import { ListPage, useListPageQuery } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { AdminPage } from '../shell/AdminPage';
import { DeleteGroupDialog } from './DeleteGroupDialog';
import { GroupNameDialog } from './GroupNameDialog';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { memberGroupPath } from './paths';

const text = copy.backofficeMembers;

export const memberGroupsList = defineList({
  id: 'member-groups',
  filters: { name: { kind: 'text', label: text.groupNameFilter, placeholder: text.groupNameFilterPlaceholder } },
  sortFields: groupSortFields,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  columns: [{ id: 'name', alwaysVisible: true }, { id: 'memberCount' }, { id: 'createdAt' }, { id: 'updatedAt' }, { id: 'actions', alwaysVisible: true }],
});

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

type Dialogs = { kind: 'create' } | { kind: 'rename'; group: MemberGroup } | { kind: 'delete'; group: MemberGroup } | null;

export function MemberGroupsPage() {
  const list = useListState(memberGroupsList);
  const page = useListPageQuery(list, (query) => groupsQuery(query));
  const [dialog, setDialog] = useState<Dialogs>(null);
  const close = () => setDialog(null);

  const columns: DataTableColumn<MemberGroup>[] = [
    { id: 'name', header: text.columnName, cell: (group) => <Link to={memberGroupPath(group.groupKey)}>{group.name}</Link> },
    { id: 'memberCount', header: text.columnMemberCount, align: 'end', cell: (group) => text.memberCount(formatCount(group.memberCount)) },
    { id: 'createdAt', header: text.columnCreatedAt, cell: (group) => formatDate(group.createdAt) },
    { id: 'updatedAt', header: text.columnUpdatedAt, cell: (group) => formatDate(group.updatedAt) },
    {
      id: 'actions',
      header: text.columnActions,
      cell: (group) => (
        <Actions>
          <Button size="sm" variant="secondary" aria-label={text.renameGroupOf(group.name)} onClick={() => setDialog({ kind: 'rename', group })}>
            {text.rename}
          </Button>
          <Button size="sm" variant="ghost" aria-label={text.deleteGroupOf(group.name)} onClick={() => setDialog({ kind: 'delete', group })}>
            {text.delete}
          </Button>
        </Actions>
      ),
    },
  ];

  const newGroup = <Button onClick={() => setDialog({ kind: 'create' })}>{text.newGroup}</Button>;
  return (
    <AdminPage title={text.groupsTitle} area={areaById('MEMBER')} description={text.groupsIntro} actions={newGroup}>
      <AreaSectionNav />
      <ListPage
        list={list}
        page={page}
        caption={text.groupsCaption}
        noun={text.groupNoun}
        unit={text.groupUnit}
        columns={columns}
        getRowKey={(group) => group.groupKey}
        getRowLabel={(group) => group.name}
        emptyAction={newGroup}
      />
      {dialog?.kind === 'create' && <GroupNameDialog onClose={close} />}
      {dialog?.kind === 'rename' && <GroupNameDialog group={dialog.group} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteGroupDialog group={dialog.group} onClose={close} />}
    </AdminPage>
  );
}
