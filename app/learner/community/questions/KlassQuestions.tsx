/**
 * Questions of a class (learner.md §7 Community): counts, a page of 5 (page 1 first), all or only
 * the learner's own, asking with images, editing and deleting one's own with a confirmation.
 * Visitors who ask or filter their own questions are asked to log in.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Pagination } from '@ds/components/Pagination';
import { SegmentedControl } from '@ds/components/SegmentedControl';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import { DEFAULT_QUESTION_PAGE_SIZE, type Question } from '@app/shared/api/contract/community';
import {
  communityKeys,
  deleteQuestion,
  questionInfoQuery,
  questionsQuery,
} from '@app/learner/api/community';
import { copy } from '@app/shared/copy';
import { LEARNER_TOAST_DURATION_MS } from '@app/shared/site';
import { SectionHeading } from '../shared/SectionHeading';
import { SectionLoading } from '../shared/SectionLoading';
import { SectionList, SectionToolbar } from '../shared/sectionLayout';
import { useRequireLogin } from '../shared/useRequireLogin';
import { QuestionFormDialog } from './QuestionFormDialog';
import { QuestionItem } from './QuestionItem';

const Info = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const text = copy.community.questions;
const filterOptions = [
  { value: 'all', label: text.filterAll },
  { value: 'mine', label: text.filterMine },
];

/** Which dialog is open: asking, editing one question, or confirming its deletion. */
type Editing = { kind: 'ask' } | { kind: 'edit'; question: Question } | { kind: 'delete'; question: Question };

function QuestionInfoLine({ klassId }: { klassId: string }) {
  const info = useQuery(questionInfoQuery(klassId));
  if (!info.isSuccess) return null;
  return <Info>{text.info(info.data.totalCount, info.data.answeredCount, info.data.myCount)}</Info>;
}

export function KlassQuestions({ klassId }: { klassId: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const gate = useRequireLogin();
  const [isMine, setIsMine] = useState(false);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);

  const query = { page, perPage: DEFAULT_QUESTION_PAGE_SIZE, isMine };
  const questions = useQuery({ ...questionsQuery(klassId, query), placeholderData: keepPreviousData });

  const remove = useMutation({
    mutationFn: (question: Question) => deleteQuestion(klassId, question.questionId),
    onSuccess: async () => {
      toast.show({ message: text.deleted, tone: 'success', duration: LEARNER_TOAST_DURATION_MS });
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: communityKeys.klass(klassId) });
    },
    onError: () => {
      toast.show({ message: text.deleteFailed, tone: 'danger', duration: LEARNER_TOAST_DURATION_MS });
      setEditing(null);
    },
  });

  const headingId = `questions-${klassId}`;
  let list;
  if (questions.isPending) list = <SectionLoading label={text.loading} />;
  else if (questions.isError) {
    list = (
      <ErrorState
        headingLevel={3}
        description={text.loadFailed}
        onRetry={() => void questions.refetch()}
        retrying={questions.isRefetching}
        retryLabel={copy.common.retry}
      />
    );
  } else if (questions.data.items.length === 0) {
    list = <EmptyState headingLevel={3} icon="chat" title={isMine ? text.emptyMine : text.empty} />;
  } else {
    list = (
      <>
        <SectionList aria-label={text.title} aria-busy={questions.isPlaceholderData}>
          {questions.data.items.map((question) => (
            <li key={question.questionId}>
              <QuestionItem
                question={question}
                onEdit={(item) => setEditing({ kind: 'edit', question: item })}
                onDelete={(item) => setEditing({ kind: 'delete', question: item })}
              />
            </li>
          ))}
        </SectionList>
        <Pagination
          page={questions.data.page}
          pageCount={questions.data.totalPages}
          onChange={setPage}
          label={text.pagination}
        />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{text.title}</SectionHeading>
      <QuestionInfoLine klassId={klassId} />
      <SectionToolbar>
        <SegmentedControl
          label={text.filterLabel}
          hideLabel
          options={filterOptions}
          value={isMine ? 'mine' : 'all'}
          onChange={(value) =>
            gate.requireLogin(() => {
              setIsMine(value === 'mine');
              setPage(1);
            })
          }
        />
        <Button onClick={() => gate.requireLogin(() => setEditing({ kind: 'ask' }))}>{text.ask}</Button>
      </SectionToolbar>
      {list}
      <QuestionFormDialog
        klassId={klassId}
        open={editing?.kind === 'ask' || editing?.kind === 'edit'}
        question={editing?.kind === 'edit' ? editing.question : undefined}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={editing?.kind === 'delete'}
        onCancel={() => setEditing(null)}
        onSubmit={() => {
          if (editing?.kind === 'delete') remove.mutate(editing.question);
        }}
        title={text.deleteTitle}
        tone="danger"
        submitLabel={text.deleteSubmit}
        cancelLabel={text.cancel}
        submitting={remove.isPending}
      >
        {text.deleteBody}
      </ConfirmDialog>
    </section>
  );
}
