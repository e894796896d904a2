/**
 * `/admin/boards/questions/:questionId` (backoffice.md §2 "Q&A"; issue 42): one learner's question
 * — class, author, when, text and images — and the operator's answer, new or edited in the same
 * rich-text editor as the notices and stored as sanitised HTML (an old plain-text answer opens as
 * its paragraphs). Unsaved work is kept in the browser per question. The answer saves through the
 * form kit from the answer state it was read in: if a colleague answered meanwhile the page says so
 * and keeps what was typed, and the next save goes over theirs knowingly; a failed save keeps it
 * too. Saved, the learner reads it formatted under their question and it leaves "waiting".
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Card } from '@ds/components/Card';
import { DescriptionList } from '@ds/components/DescriptionList';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import type { AdminQuestion } from '@app/shared/api/contract/adminBoardQuestion';
import { boardErrorCodes } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { sanitizeRichText } from '@app/shared/lib/html/sanitize';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { EditedRecordPending, useEditedRecord } from '../kit/forms/EditedRecord';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { useFormSave } from '../kit/forms/useFormSave';
import { listReturnPath } from '../kit/list/listPlace';
import { preloadRichTextEditor, RichTextField } from '../kit/richText/RichTextField';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { AdminPage } from '../shell/AdminPage';
import { answerDrafts, answerFieldOf, answerFormSchema, answerFormValues } from './answerForm';
import { DraftRestoredAlert, useDraftedForm } from './draftedForm';
import { questionPath, questionsPath } from './paths';
import { adminQuestionKeys, answerQuestion, learnerCommunityArea, questionQuery } from './questionApi';
import { QuestionStatusLabel } from './QuestionStatusLabel';

const text = copy.backofficeBoards;

preloadRichTextEditor();

const Column = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  max-width: 720px;
`;

const QuestionText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${vars.font.lineHeightNormal};
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
    <Card as="section" title={text.questionHeading} titleAs="h2">
      <Stack gap={3}>
        <DescriptionList
          items={[
            { term: text.columnKlass, description: question.klassTitle },
            { term: text.columnAuthor, description: question.author.displayName },
            { term: text.columnCreated, description: formatDateTime(question.created) },
            { term: text.columnStatus, description: <QuestionStatusLabel status={question.status} /> },
          ]}
        />
        <QuestionText>{question.value}</QuestionText>
        {question.images.length > 0 && (
          <Images aria-label={text.attachedImages}>
            {question.images.map((image, index) => (
              <li key={image.imageKey}>
                <img src={image.url} alt={text.attachedImage(index + 1)} />
              </li>
            ))}
          </Images>
        )}
      </Stack>
    </Card>
  );
}

function AnswerForm({ question }: { question: AdminQuestion }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { answer } = question;
  const saved = useMemo(() => answerFormValues(answer), [answer]);
  const drafted = useDraftedForm({ schema: answerFormSchema, drafts: answerDrafts, recordKey: question.questionId, saved, savedVersion: answer?.created ?? null });
  const { form, baseVersion } = drafted;
  const save = useFormSave({
    form,
    version: baseVersion,
    send: (values, basedOn) => answerQuestion(question.questionId, sanitizeRichText(values.contentHtml), basedOn),
    meta: announces(adminQuestionKeys.all, learnerCommunityArea),
    fieldOf: answerFieldOf,
    conflict: {
      code: boardErrorCodes.answerConflict.code,
      latest: async () => (await queryClient.fetchQuery({ ...questionQuery(question.questionId), staleTime: 0 })).answer?.created ?? null,
    },
    onSaved: (answered) => {
      drafted.forget();
      queryClient.setQueryData(adminQuestionKeys.question(answered.questionId), answered);
      void queryClient.invalidateQueries({ queryKey: adminQuestionKeys.all });
      toast.show(text.answerSaved);
      void navigate(listReturnPath(questionsPath()));
    },
  });
  return (
    <form noValidate onSubmit={save.submit}>
      <Stack gap={4}>
        <SaveProblemAlert problem={save.problem} stale={text.answerStale} latestTo={questionPath(question.questionId)} />
        <DraftRestoredAlert restored={drafted.restored} onDiscard={drafted.discard} />
        {answer && <p>{text.answeredBy(answer.masterName, formatDateTime(answer.created))}</p>}
        <Controller
          control={form.control}
          name="contentHtml"
          render={({ field }) => (
            <RichTextField
              label={text.answerField}
              hint={text.answerHint}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={form.formState.errors.contentHtml?.message}
              handle={field.ref}
            />
          )}
        />
        <div>
          <Button type="submit" loading={save.pending}>
            {text.saveAnswer}
          </Button>
        </div>
      </Stack>
    </form>
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
