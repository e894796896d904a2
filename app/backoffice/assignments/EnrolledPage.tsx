/**
 * `/admin/assignments/enrolled[/:targetType/:targetId]` (backoffice.md §2 "enrolled-account lists
 * per class, course and pass", §3 Enrolled account row and Pass ticket, §7 Inventory admin
 * "enrolled accounts list; CSV/XLSX export jobs", §9 pass accounts 10 a page; issue 29): pick a
 * class, course or pass (the operating slice, searched on screen), then its enrolled accounts on
 * the list kit — §3's row (phone, course title, first use, progress rate, quiz status with solved /
 * total, status label, completed), filtered by name / e-mail / phone, ticket status and
 * completion, 10 a page by default, all in the URL — and the filtered list exported as CSV or XLSX
 * through the job centre. A pass's accounts are its pass tickets: start, expiry and status, with
 * no learning columns or completion filter (a pass has no lessons of its own). A class's row opens
 * the member's learning status lesson by lesson and the ticket's period (issue 40, KlassTicketPage);
 * a course's or package's, its period and each class's (BundleTicketPage).
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import type { EnrolledAccount, EnrolledFilter } from '@app/shared/api/contract/adminAssignment';
import { assignmentTargetTypeOfPath, ENROLLED_PAGE_SIZE, type AssignmentTargetType } from '@app/shared/api/contract/adminAssignmentRules';
import type { TicketStatus } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { formatPhone } from '@app/shared/lib/format/phone';
import type { SpreadsheetFormat } from '@app/shared/lib/spreadsheet';
import { areaById } from '../access/areas';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { useJobCentre } from '../kit/jobs/JobCentre';
import { ListPage, useListPageQuery } from '../kit/list/ListPage';
import { defineList, toFilterQuery } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { AdminPage } from '../shell/AdminPage';
import { enrolledQuery, exportEnrolled } from './api';
import { bundleTicketPath, enrolledPath, klassTicketPath } from './paths';
import { TargetPicker } from './TargetPicker';

const text = copy.backofficeAssignments.enrolled;

const ticketStatuses: readonly TicketStatus[] = ['AVAILABLE', 'SCHEDULED', 'ACTIVE', 'STOPPED', 'REFUND', 'END_OF_TERM'];

/** The filters every enrolled list has: a person's name, e-mail or phone, and the ticket status. */
const personFilters = {
  q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
  status: { kind: 'set', label: text.statusFilter, options: ticketStatuses.map((value) => ({ value, label: text.ticketStatus[value] })) },
} as const;

export const enrolledList = defineList({
  id: 'assignments.enrolled',
  filters: {
    ...personFilters,
    completion: {
      kind: 'set',
      label: text.completionFilter,
      options: [
        { value: 'COMPLETED', label: text.completed },
        { value: 'NOT_COMPLETED', label: text.notCompleted },
      ],
    },
  },
  sortFields: ['firstUseAt', 'progressRate', 'displayName'],
  defaultSort: { field: 'firstUseAt', direction: 'desc' },
  pageSizes: [ENROLLED_PAGE_SIZE, 50, 100],
  defaultPageSize: ENROLLED_PAGE_SIZE,
  columns: [
    { id: 'displayName', alwaysVisible: true },
    { id: 'phone' },
    { id: 'courseTitle', hiddenByDefault: true },
    { id: 'firstUseAt' },
    { id: 'progressRate' },
    { id: 'quiz' },
    { id: 'status' },
    { id: 'completed' },
  ],
});

/** A pass's accounts: its pass tickets (§3 Pass ticket: start, expire), 10 a page (§9 pass accounts). */
export const passAccountsList = defineList({
  id: 'assignments.passAccounts',
  filters: personFilters,
  sortFields: ['firstUseAt', 'displayName'],
  defaultSort: { field: 'firstUseAt', direction: 'desc' },
  pageSizes: [ENROLLED_PAGE_SIZE, 50, 100],
  defaultPageSize: ENROLLED_PAGE_SIZE,
  columns: [{ id: 'displayName', alwaysVisible: true }, { id: 'phone' }, { id: 'courseTitle', hiddenByDefault: true }, { id: 'firstUseAt' }, { id: 'expiredAt' }, { id: 'status' }],
});

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[6]};
`;

const personColumns: DataTableColumn<EnrolledAccount>[] = [
  { id: 'displayName', header: text.columnName, cell: (row) => `${row.displayName} (${row.email})` },
  { id: 'phone', header: text.columnPhone, cell: (row) => (row.phone ? formatPhone(row.phone) : text.noPhone) },
  { id: 'courseTitle', header: text.columnCourse, cell: (row) => row.courseTitle },
];

const passColumns: DataTableColumn<EnrolledAccount>[] = [
  ...personColumns,
  { id: 'firstUseAt', header: text.columnPassStart, cell: (row) => row.firstUseAtLabel },
  { id: 'expiredAt', header: text.columnPassExpire, cell: (row) => (row.expiredAt ? formatDateTime(row.expiredAt) : text.noExpiry) },
  { id: 'status', header: text.columnStatus, cell: (row) => row.statusLabel },
];

const columns: DataTableColumn<EnrolledAccount>[] = [
  ...personColumns,
  { id: 'firstUseAt', header: text.columnFirstUse, cell: (row) => row.firstUseAtLabel },
  { id: 'progressRate', header: text.columnProgress, cell: (row) => text.progress(row.progressRate) },
  { id: 'quiz', header: text.columnQuiz, cell: (row) => text.quiz(text.quizStatus[row.quizStatus], row.solvedQuizCount, row.totalQuizCount) },
  { id: 'status', header: text.columnStatus, cell: (row) => row.statusLabel },
  {
    id: 'completed',
    header: text.columnCompleted,
    cell: (row) => <StatusLabel tone={row.isCompleted ? 'success' : 'neutral'}>{row.isCompleted ? text.completed : text.notCompleted}</StatusLabel>,
  },
];

/** The columns with the name opening the row's ticket. */
const opening = (path: (row: EnrolledAccount) => string): DataTableColumn<EnrolledAccount>[] => [
  { id: 'displayName', header: text.columnName, cell: (row) => <Link to={path(row)}>{`${row.displayName} (${row.email})`}</Link> },
  ...columns.filter((column) => column.id !== 'displayName'),
];

/**
 * A row opens the member's learning status (issue 40): a class's, its ticket's period and lessons;
 * a course's or package's, its period and each of its classes.
 */
const openingColumns = {
  KLASS: opening((row) => klassTicketPath(row.ticketKey)),
  COURSE: opening((row) => bundleTicketPath('COURSE', row.ticketKey)),
  PACKAGE: opening((row) => bundleTicketPath('PACKAGE', row.ticketKey)),
} as const;

/** The CSV and XLSX exports of the list as filtered now, each a job of the job centre. */
function ExportButtons({ targetType, targetId, filter }: { targetType: AssignmentTargetType; targetId: string; filter: EnrolledFilter }) {
  const toast = useToast();
  const centre = useJobCentre();
  const [exporting, setExporting] = useState<SpreadsheetFormat | null>(null);

  const startExport = async (format: SpreadsheetFormat) => {
    setExporting(format);
    try {
      centre.track(await exportEnrolled(targetType, targetId, { format, filter }));
      toast.show(text.exportStarted);
    } catch {
      toast.show({ message: text.exportFailed, tone: 'danger' });
    } finally {
      setExporting(null);
    }
  };

  return (
    <Toolbar>
      <Button variant="secondary" size="sm" loading={exporting === 'CSV'} onClick={() => void startExport('CSV')}>
        {text.exportCsv}
      </Button>
      <Button variant="secondary" size="sm" loading={exporting === 'XLSX'} onClick={() => void startExport('XLSX')}>
        {text.exportXlsx}
      </Button>
    </Toolbar>
  );
}

const rowKey = (row: EnrolledAccount) => row.ticketKey;
const rowLabel = (row: EnrolledAccount) => row.displayName;

function EnrolledList({ targetType, targetId }: { targetType: Exclude<AssignmentTargetType, 'PASS'>; targetId: string }) {
  const list = useListState(enrolledList);
  const page = useListPageQuery(list, (query) => enrolledQuery(targetType, targetId, query));
  return (
    <ListPage
      list={list}
      page={page}
      caption={text.caption}
      noun={text.noun}
      unit={text.unit}
      columns={openingColumns[targetType]}
      getRowKey={rowKey}
      getRowLabel={rowLabel}
      height={480}
      toolbar={<ExportButtons targetType={targetType} targetId={targetId} filter={toFilterQuery(enrolledList, list.state.filters)} />}
    />
  );
}

function PassAccounts({ passKey }: { passKey: string }) {
  const list = useListState(passAccountsList);
  const page = useListPageQuery(list, (query) => enrolledQuery('PASS', passKey, query));
  return (
    <ListPage
      list={list}
      page={page}
      caption={text.passCaption}
      noun={text.noun}
      unit={text.unit}
      columns={passColumns}
      getRowKey={rowKey}
      getRowLabel={rowLabel}
      height={480}
      toolbar={<ExportButtons targetType="PASS" targetId={passKey} filter={toFilterQuery(passAccountsList, list.state.filters)} />}
    />
  );
}

export function EnrolledPage() {
  const params = useParams();
  const navigate = useNavigate();
  const chosenType = assignmentTargetTypeOfPath(params.targetType);
  const [targetType, setTargetType] = useState<AssignmentTargetType>(chosenType ?? 'KLASS');
  const targetId = chosenType && params.targetId ? params.targetId : '';
  return (
    <AdminPage title={text.title} area={areaById('ASSIGNMENT')} description={text.intro}>
      <AreaSectionNav />
      <Stack>
        <TargetPicker
          typeLabel={copy.backofficeAssignments.target.enrolledTypeLabel}
          targetType={targetType}
          onTargetTypeChange={setTargetType}
          targetId={targetType === chosenType ? targetId : ''}
          onChange={(target) => {
            if (target) void navigate(enrolledPath(target.targetType, target.targetId));
          }}
        />
        {chosenType && targetId && chosenType === targetType ? (
          chosenType === 'PASS' ? (
            <PassAccounts key={targetId} passKey={targetId} />
          ) : (
            <EnrolledList key={`${chosenType}:${targetId}`} targetType={chosenType} targetId={targetId} />
          )
        ) : (
          <p>{text.pickFirst}</p>
        )}
      </Stack>
    </AdminPage>
  );
}
