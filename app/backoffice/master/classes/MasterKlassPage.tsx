/**
 * `/admin/master/classes/:klassId` (issue 44): one of the master's classes — how many learn it,
 * their mean progress and how many completed — and its learners on the list kit (§3 enrolled
 * account row: first use, progress rate, status, completion), searched and filtered in the URL,
 * with the way into its curriculum editor. Another master's class is answered as not found.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { DataTableColumn } from '@ds/components/DataTable';
import { DescriptionList } from '@ds/components/DescriptionList';
import { Skeleton } from '@ds/components/Skeleton';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Link } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import { MASTER_KLASS_PAGE_SIZE } from '@app/shared/api/contract/adminMaster';
import type { EnrolledAccount } from '@app/shared/api/contract/adminAssignment';
import { copy } from '@app/shared/copy';
import { areaById } from '../../access/areas';
import { ListPage, useListPageQuery } from '../../kit/list/ListPage';
import { defineList } from '../../kit/list/urlState';
import { useListState } from '../../kit/list/useListState';
import { AdminPage } from '../../shell/AdminPage';
import { masterKlassQuery, masterLearnersQuery } from '../api';
import { KlassUnavailable } from '../KlassUnavailable';
import { curriculumEditorPath, masterKlassesPath } from '../paths';

const text = copy.backofficeMaster.klass;
const words = copy.backofficeMaster.klasses;

export const masterLearnerList = defineList({
  id: 'master.learners',
  filters: {
    q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
    completion: {
      kind: 'set',
      label: text.completionFilter,
      options: [
        { value: 'COMPLETED', label: text.isCompleted },
        { value: 'NOT_COMPLETED', label: text.notCompleted },
      ],
    },
  },
  sortFields: ['firstUseAt', 'progressRate', 'displayName'],
  defaultSort: { field: 'progressRate', direction: 'desc' },
  pageSizes: [MASTER_KLASS_PAGE_SIZE, 50, 100],
  defaultPageSize: MASTER_KLASS_PAGE_SIZE,
  columns: [{ id: 'displayName', alwaysVisible: true }, { id: 'firstUseAt' }, { id: 'progressRate' }, { id: 'status' }, { id: 'completed' }],
});

const columns: DataTableColumn<EnrolledAccount>[] = [
  { id: 'displayName', header: text.columnName, cell: (row) => row.displayName },
  { id: 'firstUseAt', header: text.columnFirstUse, cell: (row) => row.firstUseAtLabel },
  { id: 'progressRate', header: text.columnProgress, align: 'end', cell: (row) => words.progress(row.progressRate) },
  { id: 'status', header: text.columnStatus, cell: (row) => row.statusLabel },
  {
    id: 'completed',
    header: text.columnCompleted,
    cell: (row) => <StatusLabel tone={row.isCompleted ? 'success' : 'neutral'}>{row.isCompleted ? text.isCompleted : text.notCompleted}</StatusLabel>,
  },
];

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  > h2 { margin: 0; font-size: ${vars.font.sizeLg}; }
`;

const rowKey = (row: EnrolledAccount) => row.ticketKey;
const rowLabel = (row: EnrolledAccount) => row.displayName;

function Learners({ klassId }: { klassId: string }) {
  const list = useListState(masterLearnerList);
  const page = useListPageQuery(list, (query) => masterLearnersQuery(klassId, query));
  return (
    <ListPage
      list={list}
      page={page}
      caption={text.learnersCaption}
      noun={text.learnerNoun}
      unit={text.learnerUnit}
      columns={columns}
      getRowKey={rowKey}
      getRowLabel={rowLabel}
      height={480}
    />
  );
}

export function MasterKlassPage() {
  const klassId = useParams().klassId ?? '';
  const klass = useQuery(masterKlassQuery(klassId));
  const area = areaById('master.classes');
  if (klass.isError) {
    return (
      <AdminPage title={area.label} area={area}>
        <KlassUnavailable error={klass.error} backTo={masterKlassesPath()} onRetry={() => void klass.refetch()} />
      </AdminPage>
    );
  }
  if (!klass.data) {
    return (
      <AdminPage title={area.label} area={area}>
        <Skeleton height="12rem" />
      </AdminPage>
    );
  }
  const { data } = klass;
  return (
    <AdminPage
      title={data.title}
      area={area}
      actions={
<Link to={curriculumEditorPath(klassId)}>{text.editCurriculum}</Link>
      }
    >
      <Stack>
        <h2>{text.summary}</h2>
        <DescriptionList
          items={[
            { term: words.columnStatus, description: copy.backofficeMaster.klassStatus[data.status] },
            { term: words.columnCurriculum, description: words.curriculum(data.chapterCount, data.lessonCount) },
            { term: text.learnerCount, description: words.learners(data.learnerCount) },
            { term: text.averageProgress, description: words.progress(data.averageProgressRate) },
            { term: text.completedCount, description: words.completed(data.completedCount, data.learnerCount) },
          ]}
        />
        <Learners klassId={klassId} />
      </Stack>
    </AdminPage>
  );
}
