/**
 * One chapter of the curriculum editor (issue 44): its title (renamed when the field is left or
 * Enter is pressed; what is typed is kept until then), its place (the reorder kit's 위로 / 아래로
 * and drag handle, announced by the page, each button disabled where there is nowhere to go), its
 * lessons in order — each with its kind and status in words, moves that cross into the chapter
 * before or after at the edges, a drag into any place of any chapter (an empty chapter's too), its
 * form (and a video lesson's video) and delete — and a new lesson's title and kind.
 * Drawn once per chapter and memoised, as each lesson row is: a keystroke or a move redraws the
 * chapter it touches, not fifty.
 */
import { memo, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Select } from '@ds/components/Select';
import { TextField } from '@ds/components/TextField';
import { vars } from '@ds/tokens/vars';
import { isEnterToAct } from '@ds/lib/enterKey';
import type { DraftChapter, DraftLesson, LessonFields, LessonKind } from '@app/shared/api/contract/adminMaster';
import { CURRICULUM_TITLE_MAX, newLessonKinds } from '@app/shared/api/contract/adminMasterCurriculumRules';
import { copy } from '@app/shared/copy';
import { DragHandle, ReorderDropZone } from '../../kit/reorder/DragHandle';
import { MoveButtons } from '../../kit/reorder/MoveButtons';
import { ReorderItem } from '../../kit/reorder/ReorderItem';
import type { Direction } from '../../kit/reorder/reorderMath';
import { useReorderList, type ReorderList } from '../../kit/reorder/useReorderList';
import { LessonVideoPanel } from '../video/LessonVideoPanel';
import type { LessonFormValues } from './curriculumWork';
import { formValuesOf, LessonForm } from './LessonForm';

const text = copy.backofficeMaster.editor;

/** What a chapter asks of the page; stable across renders, so the memo holds. */
export interface ChapterActions {
  type: (field: string, value: string) => void;
  forget: (field: string) => void;
  rename: (chapterKey: string, title: string) => void;
  deleteChapter: (chapterKey: string) => void;
  addLesson: (chapterKey: string, title: string, kind: LessonKind) => void;
  /** A lesson's move button: one step, across a chapter's edge too; the place it reached in its chapter now, or null. */
  stepLesson: (lessonKey: string, direction: Direction) => number | null;
  /** A lesson put at place `to` of a chapter (a drop). */
  placeLesson: (lessonKey: string, chapterKey: string, to: number) => void;
  deleteLesson: (lessonKey: string) => void;
  lessonForm: (lessonKey: string, values: LessonFormValues | null) => void;
  editLesson: (lessonKey: string, fields: LessonFields) => void;
}

export const chapterTitleField = (chapterKey: string) => `chapter:${chapterKey}`;
export const newLessonField = (chapterKey: string) => `newLesson:${chapterKey}`;
export const newLessonKindField = (chapterKey: string) => `newLessonKind:${chapterKey}`;

export const validTitle = (value: string) => {
  const title = value.trim().replace(/\s+/g, ' ');
  return title.length >= 1 && title.length <= CURRICULUM_TITLE_MAX ? title : null;
};

const Chapter = styled(ReorderItem)`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceMuted};
`;

/** A text field with its buttons beside it, wrapping on a phone; the page's new-chapter row too. */
export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: flex-end;
  > :first-child { flex: 1 1 14rem; min-width: 0; }
`;

/**
 * A row's buttons kept together: on a phone the row wraps them below its text as one line, never
 * one button beside the text and the rest on the next line (review at 390 px).
 */
const Controls = styled.div`
  display: flex;
  flex: none;
  flex-wrap: nowrap;
  gap: ${vars.space[2]};
  align-items: center;
`;

const Lessons = styled.ol`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Lesson = styled(ReorderItem)`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  > div { display: flex; flex-wrap: wrap; align-items: center; gap: ${vars.space[2]}; }
  > div > p { flex: 1 1 12rem; min-width: 0; margin: 0; }
  > div > p > span { display: block; color: ${vars.color.textMuted}; font-size: ${vars.font.sizeSm}; }
`;

interface LessonRowProps {
  klassId: string;
  lesson: DraftLesson;
  form: LessonFormValues | undefined;
  /** Whether a move that way has somewhere to go (the first lesson of the first chapter has none up). */
  canUp: boolean;
  canDown: boolean;
  /** The server's draft has the lesson: its video calls may go (a lesson just added is on its way). */
  saved: boolean;
  actions: ChapterActions;
  lessons: ReorderList;
}

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const LessonRow = memo(function LessonRow({ klassId, lesson, form, canUp, canDown, saved, actions, lessons }: LessonRowProps) {
  return (
    <Lesson list={lessons} itemKey={lesson.key} data-lesson-key={lesson.key}>
      <div>
        <DragHandle name={lesson.title} />
        <p>
          {lesson.title}
          <span>{text.lessonMeta(lesson.kind, lesson.status)}</span>
        </p>
        <Controls>
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={form !== undefined}
            aria-label={text.editLesson(lesson.title)}
            data-lesson-edit
            onClick={() => actions.lessonForm(lesson.key, form ? null : formValuesOf(lesson))}
          >
            {text.edit}
          </Button>
          <MoveButtons list={lessons} itemKey={lesson.key} name={lesson.title} canUp={canUp} canDown={canDown} />
          <Button size="sm" variant="ghost" aria-label={text.deleteLesson(lesson.title)} onClick={() => actions.deleteLesson(lesson.key)}>
            {text.remove}
          </Button>
        </Controls>
      </div>
      {form && (
        <LessonForm
          lesson={lesson}
          values={form}
          onChange={(values) => actions.lessonForm(lesson.key, values)}
          onSave={(fields) => actions.editLesson(lesson.key, fields)}
          onClose={() => actions.lessonForm(lesson.key, null)}
        />
      )}
      {form && lesson.kind === 'video' && (saved ? <LessonVideoPanel klassId={klassId} lessonKey={lesson.key} lessonTitle={lesson.title} /> : <Note>{text.videoAfterSave}</Note>)}
    </Lesson>
  );
});

interface ChapterBlockProps {
  klassId: string;
  chapter: DraftChapter;
  index: number;
  /** The last chapter: nothing below it, for the chapter or its last lesson. */
  isLast: boolean;
  typedTitle: string | undefined;
  typedNewLesson: string | undefined;
  typedNewLessonKind: string | undefined;
  forms: Readonly<Record<string, LessonFormValues>>;
  /** Lessons shown that the server's draft does not have yet (added, the command on its way). */
  unsavedLessonKeys: ReadonlySet<string>;
  actions: ChapterActions;
  /** The curriculum's chapters as the reorder kit moves them. */
  chapters: ReorderList;
  /** The group of every chapter's lessons: a lesson is dragged into any chapter. */
  lessonGroup: string;
}

export const ChapterBlock = memo(function ChapterBlock({ klassId, chapter, index, isLast, typedTitle, typedNewLesson, typedNewLessonKind, forms, unsavedLessonKeys, actions, chapters, lessonGroup }: ChapterBlockProps) {
  const lessons = useReorderList({
    items: chapter.lessons,
    keyOf: (lesson) => lesson.key,
    nameOf: (lesson) => lesson.title,
    group: lessonGroup,
    words: { moveUp: text.moveLessonUp, moveDown: text.moveLessonDown },
    step: actions.stepLesson,
    onMove: (from, to) => {
      const lesson = chapter.lessons[from];
      if (lesson) actions.placeLesson(lesson.key, chapter.key, to);
    },
    onMoveIn: (lessonKey, to) => actions.placeLesson(lessonKey, chapter.key, to),
  });
  const [titleError, setTitleError] = useState<string | undefined>();
  const [lessonError, setLessonError] = useState<string | undefined>();
  const place = index + 1;
  const kind = (newLessonKinds.find((candidate) => candidate === typedNewLessonKind) ?? 'text') satisfies LessonKind;

  const rename = () => {
    if (typedTitle === undefined) return;
    const title = validTitle(typedTitle);
    if (!title) {
      setTitleError(text.titleRule);
      return;
    }
    setTitleError(undefined);
    actions.forget(chapterTitleField(chapter.key));
    if (title !== chapter.title) actions.rename(chapter.key, title);
  };
  const addLesson = () => {
    const title = validTitle(typedNewLesson ?? '');
    if (!title) {
      setLessonError(text.titleRule);
      return;
    }
    setLessonError(undefined);
    actions.forget(newLessonField(chapter.key));
    actions.addLesson(chapter.key, title, kind);
  };
  const onEnter = (act: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isEnterToAct(event)) return;
    event.preventDefault();
    act();
  };

  return (
    <Chapter list={chapters} itemKey={chapter.key} data-chapter-key={chapter.key}>
      <FieldRow>
        <TextField
          label={text.chapterTitle(place)}
          value={typedTitle ?? chapter.title}
          maxLength={CURRICULUM_TITLE_MAX}
          error={titleError}
          onChange={(event) => actions.type(chapterTitleField(chapter.key), event.target.value)}
          onBlur={rename}
          onKeyDown={onEnter(rename)}
        />
        <Controls>
          <DragHandle name={chapter.title} />
          <MoveButtons list={chapters} itemKey={chapter.key} name={chapter.title} canUp={index > 0} canDown={!isLast} />
          <Button size="sm" variant="ghost" aria-label={text.deleteChapter(chapter.title)} onClick={() => actions.deleteChapter(chapter.key)}>
            {text.remove}
          </Button>
        </Controls>
      </FieldRow>
      {chapter.lessons.length === 0 ? (
        <ReorderDropZone list={lessons}>
          <p>{text.chapterEmpty}</p>
        </ReorderDropZone>
      ) : (
        <Lessons aria-label={text.chapterLessons(chapter.title)}>
          {chapter.lessons.map((lesson, lessonIndex) => (
            <LessonRow
              key={lesson.key}
              klassId={klassId}
              lesson={lesson}
              form={forms[lesson.key]}
              canUp={index > 0 || lessonIndex > 0}
              canDown={!isLast || lessonIndex < chapter.lessons.length - 1}
              saved={!unsavedLessonKeys.has(lesson.key)}
              actions={actions}
              lessons={lessons}
            />
          ))}
        </Lessons>
      )}
      <FieldRow>
        <TextField
          label={text.newLessonTitle(chapter.title)}
          value={typedNewLesson ?? ''}
          maxLength={CURRICULUM_TITLE_MAX}
          error={lessonError}
          onChange={(event) => actions.type(newLessonField(chapter.key), event.target.value)}
          onKeyDown={onEnter(addLesson)}
        />
        <Select
          label={text.newLessonKind(chapter.title)}
          value={kind}
          options={newLessonKinds.map((value) => ({ value, label: text.lessonKinds[value] }))}
          onChange={(event) => actions.type(newLessonKindField(chapter.key), event.target.value)}
        />
        <Button size="sm" onClick={addLesson}>
          {text.addLesson(kind)}
        </Button>
      </FieldRow>
    </Chapter>
  );
});
