/**
 * `/admin/members/withdrawn` (backoffice.md §2 "withdrawn members"; issue 16): the members who
 * left — by themselves or by a manager's withdrawal — on the list kit: name/e-mail/phone text,
 * the withdrawal period in Seoul days and how they left, newest first, all in the URL. Read
 * only: a withdrawal is final.
 */
import type { DataTableColumn } from '@ds/components/DataTable';
import { withdrawnBySchema, type WithdrawnMember } from '@app/shared/api/contract/adminMemberList';
import { withdrawnSortFields } from '@app/shared/api/contract/adminMemberSorts';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { formatPhone } from '@app/shared/lib/format/phone';
import { areaById } from '../../access/areas';
import { withdrawnMembersQuery } from '../../api/adminMemberList';
import { ListPage, useListPageQuery } from '../../kit/list/ListPage';
import { defineList } from '../../kit/list/urlState';
import { useListState } from '../../kit/list/useListState';
import { AdminPage } from '../../shell/AdminPage';
import { AreaSectionNav } from '../../areas/AreaSectionNav';

const text = copy.backofficeMemberList;

const byLabel = (by: WithdrawnMember['withdrawnBy']) => (by === 'MANAGER' ? text.withdrawnByManager : text.withdrawnBySelf);

export const withdrawnMembersList = defineList({
  id: 'members.withdrawn',
  filters: {
    q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
    withdrawn: { kind: 'dateRange', label: text.withdrawnFilter },
    by: { kind: 'set', label: text.withdrawnByFilter, options: withdrawnBySchema.options.map((value) => ({ value, label: byLabel(value) })) },
  },
  sortFields: withdrawnSortFields,
  defaultSort: { field: 'withdrawnAt', direction: 'desc' },
  pageSizes: [50, 100, 500],
  defaultPageSize: 50,
  columns: [{ id: 'displayName', alwaysVisible: true }, { id: 'email' }, { id: 'phone' }, { id: 'joinedAt' }, { id: 'withdrawnAt' }, { id: 'withdrawnBy' }],
});

const columns: DataTableColumn<WithdrawnMember>[] = [
  { id: 'displayName', header: text.columnDisplayName, cell: (member) => member.displayName },
  { id: 'email', header: text.columnEmail, cell: (member) => member.email },
  { id: 'phone', header: text.columnPhone, kind: 'phone', cell: (member) => (member.phone ? formatPhone(member.phone) : text.noPhone) },
  { id: 'joinedAt', header: text.columnJoinedAt, kind: 'date', cell: (member) => formatDate(member.joinedAt) },
  { id: 'withdrawnAt', header: text.columnWithdrawnAt, kind: 'date', cell: (member) => (member.withdrawnAt ? formatDate(member.withdrawnAt) : text.unknownDate) },
  { id: 'withdrawnBy', header: text.columnWithdrawnBy, cell: (member) => (member.withdrawnBy ? byLabel(member.withdrawnBy) : text.noValue) },
];

export function WithdrawnMembersPage() {
  const list = useListState(withdrawnMembersList);
  const page = useListPageQuery(list, withdrawnMembersQuery);
  return (
    <AdminPage title={text.withdrawnTitle} area={areaById('MEMBER')} description={text.withdrawnIntro}>
      <AreaSectionNav />
      <ListPage
        list={list}
        page={page}
        caption={text.withdrawnCaption}
        noun={text.withdrawnNoun}
        unit={text.unit}
        columns={columns}
        getRowKey={(member) => member.accountKey}
        getRowLabel={(member) => member.displayName}
      />
    </AdminPage>
  );
}
