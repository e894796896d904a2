/**
 * One question: author, date, answer state, text, images and the master's answer — formatted
 * (sanitised HTML, shown through SafeHtml as the notices are) or, for an answer kept as plain text,
 * its text with its line breaks; the learner's own question has edit and delete.
 */
import styled from 'styled-components';
import { Avatar } from '@ds/components/Avatar';
import { Button } from '@ds/components/Button';
import { Tag } from '@ds/components/Tag';
import { vars } from '@ds/tokens/vars';
import type { Question } from '@app/shared/api/contract/community';
import { copy } from '@app/shared/copy';
import { PostedAt } from '../shared/PostedAt';
import { SafeHtml } from '../shared/SafeHtml';
import { ImageThumbnails } from './ImageThumbnails';

const Item = styled.article`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  > header { display: flex; flex-wrap: wrap; align-items: center; gap: ${vars.space[2]} ${vars.space[3]}; }
  > header h3 { margin: 0; font-size: ${vars.font.sizeMd}; }
  > p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; line-height: ${vars.font.lineHeightNormal}; }
  > footer { display: flex; justify-content: flex-end; gap: ${vars.space[2]}; }
`;

const Answer = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  > header { display: flex; align-items: center; gap: ${vars.space[2]}; flex-wrap: wrap; }
  > header h4 { margin: 0; font-size: ${vars.font.sizeSm}; }
  > p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

interface QuestionItemProps {
  question: Question;
  onEdit: (question: Question) => void;
  onDelete: (question: Question) => void;
}

export function QuestionItem({ question, onEdit, onDelete }: QuestionItemProps) {
  const text = copy.community.questions;
  const { answer } = question;
  return (
    <Item aria-label={`${question.author.displayName} ${text.title}`}>
      <header>
        <h3>{question.author.displayName}</h3>
        <PostedAt created={question.created} />
        {question.updated && <Tag>{text.edited}</Tag>}
        <Tag tone={answer ? 'primary' : 'neutral'}>{answer ? text.answered : text.waiting}</Tag>
      </header>
      <p>{question.value}</p>
      {question.images.length > 0 && (
        <ImageThumbnails label={text.attachedImages} images={question.images} />
      )}
      {answer && (
        <Answer>
          <header>
            <Avatar name={answer.masterName} src={answer.masterProfileImageUrl} size="sm" decorative />
            <h4>{text.answerBy(answer.masterName)}</h4>
            <PostedAt created={answer.created} />
          </header>
          {answer.contentHtml ? <SafeHtml html={answer.contentHtml} under={4} /> : <p>{answer.content}</p>}
        </Answer>
      )}
      {question.isMine && (
        <footer>
          <Button variant="secondary" size="sm" onClick={() => onEdit(question)}>
            {text.edit}
          </Button>
          <Button variant="danger" size="sm" onClick={() => onDelete(question)}>
            {text.delete}
          </Button>
        </footer>
      )}
    </Item>
  );
}
