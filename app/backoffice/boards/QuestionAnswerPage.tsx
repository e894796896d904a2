/**
 * `/admin/boards/questions/:questionId` (backoffice.md §2 "Q&A"; issue 42): one learner's question
 * — class, author, when, text and images — and the operator's answer, new or edited in the same
 * rich-text editor as the notices and stored as sanitised HTML (an old plain-text answer opens as
 * its paragraphs). Unsaved work is kept in the browser per question. The answer saves through the
 * form kit from the answer state it was read in: if a colleague answered meanwhile the page says so
 * and keeps what was typed, and the next save goes over theirs knowingly; a failed save keeps it
 * too. Saved, the learner reads it formatted under their question and it leaves "waiting". The
 * card and the form are the review reply's too (RichTextReply.tsx), with the question's calls.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import type { AdminQuestion } from '@app/shared/api/contract/adminBoardQuestion';
import { boardErrorCodes } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { EditedRecordPending, useEditedRecord } from '../kit/forms/EditedRecord';
import { preloadRichTextEditor } from '../kit/richText/RichTextField';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { AdminPage } from '../shell/AdminPage';
import { answerForm, answerHtml } from './answerForm';
import { questionPath, questionsPath } from './paths';
import { adminQuestionKeys, answerQuestion, learnerCommunityArea, questionQuery } from './questionApi';
import { QuestionStatusLabel } from './QuestionStatusLabel';
import { RichTextReplyForm, WrittenCard } from './RichTextReply';

const text = copy.backofficeBoards;

preloadRichTextEditor();

const Column = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  max-width: 720px;
`;

const Images = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  img { display: block; width: 120px; height: 90px; object-fit: cover; border-radius: ${vars.radius.md}; }
`;

function QuestionCard({ question }: { question: AdminQuestion }) {
  return (
    <WrittenCard
      heading={text.questionHeading}
      facts={[
        { term: text.columnKlass, description: question.klassTitle },
        { term: text.columnAuthor, description: question.author.displayName },
        { term: text.columnCreated, description: formatDateTime(question.created) },
        { term: text.columnStatus, description: <QuestionStatusLabel status={question.status} /> },
      ]}
      text={question.value}
    >
      {question.images.length > 0 && (
        <Images aria-label={text.attachedImages}>
          {question.images.map((image, index) => (
            <li key={image.imageKey}>
              <img src={image.url} alt={text.attachedImage(index + 1)} />
            </li>
          ))}
        </Images>
      )}
    </WrittenCard>
  );
}

const answerWords = { field: text.answerField, hint: text.answerHint, stale: text.answerStale, save: text.saveAnswer, saved: text.answerSaved };

function AnswerForm({ question }: { question: AdminQuestion }) {
  const queryClient = useQueryClient();
  const { answer, questionId } = question;
  return (
    <RichTextReplyForm
      recordKey={questionId}
      form={answerForm}
      saved={answerHtml(answer)}
      savedVersion={answer?.created ?? null}
      send={(contentHtml, basedOn) => answerQuestion(questionId, contentHtml, basedOn)}
      changes={[adminQuestionKeys.all, learnerCommunityArea]}
      conflict={{
        code: boardErrorCodes.answerConflict.code,
        latest: async () => (await queryClient.fetchQuery({ ...questionQuery(questionId), staleTime: 0 })).answer?.created ?? null,
      }}
      onSaved={(answered) => {
        queryClient.setQueryData(adminQuestionKeys.question(answered.questionId), answered);
        void queryClient.invalidateQueries({ queryKey: adminQuestionKeys.all });
      }}
      listPath={questionsPath()}
      recordPath={questionPath(questionId)}
      byline={answer ? text.answeredBy(answer.masterName, formatDateTime(answer.created)) : undefined}
      words={answerWords}
    />
  );
}

export function QuestionAnswerPage() {
  const { questionId = '' } = useParams();
  const edited = useEditedRecord(questionQuery(questionId));
  const question = edited.record;
  return (
    <AdminPage title={text.answerTitle} area={areaById('BOARD')} description={text.answerIntro}>
      <AreaSectionNav />
      {question ? (
        <Column>
          <QuestionCard question={question} />
          <AnswerForm question={question} />
        </Column>
      ) : (
        <EditedRecordPending edited={edited} failedTitle={text.loadFailed} retryLabel={text.retry} />
      )}
    </AdminPage>
  );
}
