/**
 * The last-played lesson of the class (the curriculum's recentData) with a resume action, shown
 * until the learner opens a lesson. Its lesson comes from the chapter's lesson list (shared cache
 * with the curriculum), which also gives the position to resume from.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Card } from '@ds/components/Card';
import { vars } from '@ds/tokens/vars';
import type { Lesson } from '@app/shared/api/contract/inventory';
import { curriculumLessonsQuery } from '@app/learner/api/classRoom';
import { copy } from '@app/shared/copy';
import { formatMinutesSeconds } from '@app/shared/lib/format/duration';

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

export interface ResumeCardProps {
  klassId: string;
  recentData: { chapterKey: string; lessonKey: string };
  onOpen: (lesson: Lesson) => void;
}

export function ResumeCard({ klassId, recentData, onOpen }: ResumeCardProps) {
  const lessons = useQuery({ ...curriculumLessonsQuery(klassId, recentData.chapterKey), retry: false });
  const lesson = lessons.data?.items.find((item) => item.key === recentData.lessonKey);
  if (!lesson) return null;
  const position = lesson.type === 'video' ? lesson.content.lastPosition : 0;
  return (
    <Card
      as="section"
      variant="raised"
      data-testid="resume-card"
      title={copy.classRoom.resumeTitle}
      titleAs="h2"
      footer={
        <Button onClick={() => onOpen(lesson)} aria-label={copy.classes.continueActionNamed(lesson.title)}>
          {copy.classRoom.resumeAction}
        </Button>
      }
    >
      <p>{lesson.title}</p>
      {position > 0 ? <Muted>{copy.classRoom.resumeAt(formatMinutesSeconds(position))}</Muted> : null}
    </Card>
  );
}
