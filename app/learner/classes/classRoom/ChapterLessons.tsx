/**
 * The lessons of one chapter (`/curriculum/lessons?chapterKey=`): type, running time for videos,
 * completion state, the last-played mark, and a button to open each. An empty chapter answers
 * `inventory.klass.not_prepared` and says it is being prepared.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Skeleton } from '@ds/components/Skeleton';
import { StatusLabel } from '@ds/components/StatusLabel';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { down } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { Lesson } from '@app/shared/api/contract/inventory';
import { errorCodes } from '@app/shared/api/contract/errors';
import { curriculumLessonsQuery } from '@app/learner/api/classRoom';
import { copy } from '@app/shared/copy';
import { formatMinutesSeconds } from '@app/shared/lib/format/duration';
import { inventoryErrorMessage } from '../rules/inventoryErrors';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[1]};
`;

const LessonButton = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  min-height: 44px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceMuted}; }
  &:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 2px; }
  &[aria-current='true'] { border-color: ${vars.color.primary}; background: ${vars.color.primarySubtle}; }
  &[data-recent='true'] { font-weight: ${vars.font.weightBold}; }
`;

// Below 600 px the type, running time and state go on a line of their own under the title, at its
// start: at the row's right edge they lay under the floating chat button (issue 38).
const LessonTitle = styled.span`
  flex: 1 1 12rem;
  ${down('xs')} { flex-basis: 100%; }
`;

const Meta = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

export interface ChapterLessonsProps {
  klassId: string;
  chapterKey: string;
  selectedLessonKey: string | null;
  recentLessonKey: string | null;
  onOpen: (lesson: Lesson) => void;
}

export function ChapterLessons({ klassId, chapterKey, selectedLessonKey, recentLessonKey, onOpen }: ChapterLessonsProps) {
  const room = copy.classRoom;
  const lessons = useQuery({ ...curriculumLessonsQuery(klassId, chapterKey), retry: false });
  if (lessons.isPending) {
    return (
      <div role="status">
        <VisuallyHidden>{room.lessonsLoading}</VisuallyHidden>
        <Skeleton lines={3} />
      </div>
    );
  }
  if (lessons.isError) {
    const notPrepared = isApiError(lessons.error) && lessons.error.code === errorCodes.klassNotPrepared.code;
    return <Alert tone={notPrepared ? 'info' : 'danger'}>{notPrepared ? room.chapterNotPrepared : inventoryErrorMessage(lessons.error)}</Alert>;
  }
  return (
    <List>
      {lessons.data.items.map((lesson) => {
        const recent = lesson.key === recentLessonKey;
        return (
          <li key={lesson.key}>
            <LessonButton
              type="button"
              data-testid="lesson"
              data-lesson-key={lesson.key}
              data-recent={recent}
              aria-current={lesson.key === selectedLessonKey}
              onClick={() => onOpen(lesson)}
            >
              <LessonTitle>{lesson.title}</LessonTitle>
              <Meta>{room.lessonTypes[lesson.type]}</Meta>
              {lesson.type === 'video' ? <Meta>{formatMinutesSeconds(lesson.content.duration)}</Meta> : null}
              {recent ? <StatusLabel tone="info">{room.lessonLastPlayed}</StatusLabel> : null}
              <StatusLabel tone={lesson.completed ? 'success' : 'neutral'}>
                {lesson.completed ? room.lessonCompleted : room.lessonNotCompleted}
              </StatusLabel>
            </LessonButton>
          </li>
        );
      })}
    </List>
  );
}
