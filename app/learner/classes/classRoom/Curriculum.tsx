/**
 * The curriculum of a class room: chapters as an accordion (title, lesson count and running time)
 * whose lessons load when a chapter opens. The chapter of the last-played lesson starts open.
 */
import { useState } from 'react';
import { Accordion } from '@ds/components/Accordion';
import type { Curriculum as CurriculumData, Lesson } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { formatDurationText } from '@app/shared/lib/format/duration';
import { ChapterLessons } from './ChapterLessons';

export interface CurriculumProps {
  curriculum: CurriculumData;
  selectedLessonKey: string | null;
  onOpen: (lesson: Lesson) => void;
}

export function Curriculum({ curriculum, selectedLessonKey, onOpen }: CurriculumProps) {
  const first = curriculum.recentData?.chapterKey ?? curriculum.chapters[0]?.key;
  const [expanded, setExpanded] = useState<string[]>(first ? [first] : []);
  return (
    <Accordion
      headingLevel={3}
      expanded={expanded}
      onExpandedChange={setExpanded}
      items={curriculum.chapters.map((chapter) => ({
        id: chapter.key,
        title: chapter.title,
        meta: copy.classRoom.curriculumMeta(chapter.count, formatDurationText(chapter.durationTime)),
        content: expanded.includes(chapter.key) ? (
          <ChapterLessons
            klassId={curriculum.klassId}
            chapterKey={chapter.key}
            selectedLessonKey={selectedLessonKey}
            recentLessonKey={curriculum.recentData?.lessonKey ?? null}
            onOpen={onOpen}
          />
        ) : null,
      }))}
    />
  );
}
