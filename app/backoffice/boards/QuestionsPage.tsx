/**
 * `/admin/boards` (backoffice.md §2 "Q&A", §4 "waiting or answered"; issue 42): the learners'
 * questions of every class on the list kit, newest first, filtered by text (the question, its
 * author, the class) and by state, with how many of the text's matches wait and how many are
 * answered always said above the table. A question opens its answer page.
 */
import type { DataTableColumn } from '@ds/components/DataTable';
import { Link } from '@ds/components/TextButton';
import type { AdminQuestion } from '@app/shared/api/contract/adminBoardQuestion';
import { questionSortFields, questionStatuses } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { ListPage, useListPageQuery } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { AdminPage } from '../shell/AdminPage';
import { questionPath } from './paths';
import { questionsQuery } from './questionApi';
import { QuestionStatusLabel } from './QuestionStatusLabel';

const text = copy.backofficeBoards;

export const questionList = defineList({
  id: 'boards.questions',
  filters: {
    q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
    status: { kind: 'set', label: text.statusFilter, options: questionStatuses.map((value) => ({ value, label: text.questionStatusLabels[value] })) },
  },
  sortFields: questionSortFields,
  defaultSort: { field: 'created', direction: 'desc' },
  pageSizes: [50, 100],
  defaultPageSize: 50,
  columns: [{ id: 'value', alwaysVisible: true }, { id: 'status' }, { id: 'author' }, { id: 'klass' }, { id: 'created' }],
});

const columns: DataTableColumn<AdminQuestion>[] = [
  { id: 'value', header: text.columnQuestion, width: '20rem', cell: (question) => <Link to={questionPath(question.questionId)}>{question.value}</Link> },
  { id: 'status', header: text.columnStatus, cell: (question) => <QuestionStatusLabel status={question.status} /> },
  { id: 'author', header: text.columnAuthor, cell: (question) => question.author.displayName },
  { id: 'klass', header: text.columnKlass, cell: (question) => question.klassTitle },
  { id: 'created', header: text.columnCreated, kind: 'dateTime', cell: (question) => formatDateTime(question.created) },
];

export function QuestionsPage() {
  const list = useListState(questionList);
  const page = useListPageQuery(list, questionsQuery);
  const counts = page.data?.counts;
  return (
    <AdminPage title={text.questionsTitle} area={areaById('BOARD')} description={text.questionsIntro}>
      <AreaSectionNav />
      <ListPage
        list={list}
        page={page}
        caption={text.questionsCaption}
        noun={text.questionNoun}
        unit={text.unit}
        columns={columns}
        getRowKey={(question) => question.questionId}
        getRowLabel={(question) => question.value}
        toolbar={counts && <span>{text.counts(counts.waiting, counts.answered)}</span>}
      />
    </AdminPage>
  );
}
