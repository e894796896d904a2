/**
 * `/admin/master/curriculum/:klassId` (backoffice.md §3 Curriculum and lessons, §4 "a draft changed
 * by commands carrying currentVersion, then published"; issue 44): the class's curriculum draft.
 * Every change is a command shown at once and sent with the draft's version (add / rename / delete
 * / reorder chapters; add / edit / delete / reorder lessons, across chapters at the edges; a new
 * video lesson opens with its form, to upload its video once the server has it), each move made
 * by keyboard or by drag (the reorder kit) and said in the live region, the focus kept on the
 * moved thing after a keyboard move; the
 * last command can be undone (button or Ctrl+Z outside text fields). When another editor changed
 * the draft first the page says so, keeps what was typed and pressed, shows the latest draft and
 * offers to re-apply; a failed call offers to send again. Publish, confirmed, makes the draft the
 * learner's curriculum.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { Skeleton } from '@ds/components/Skeleton';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { isEnterToAct } from '@ds/lib/enterKey';
import { useFocusAfterRender } from '@ds/lib/useFocusAfterRender';
import { vars } from '@ds/tokens/vars';
import type { CurriculumCommand, CurriculumDraft, DraftChapter, DraftLesson } from '@app/shared/api/contract/adminMaster';
import { applyCommand, CURRICULUM_TITLE_MAX, findLessonPlace, lessonStep, newCurriculumKey } from '@app/shared/api/contract/adminMasterCurriculumRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { areaById } from '../../access/areas';
import { LiveAnnouncement, useAnnouncer } from '../../kit/editor/LiveAnnouncement';
import { useUndoShortcuts } from '../../kit/editor/useUndoShortcuts';
import { useReorderList } from '../../kit/reorder/useReorderList';
import { AdminPage } from '../../shell/AdminPage';
import { curriculumDraftQuery } from '../api';
import { KlassUnavailable } from '../KlassUnavailable';
import { curriculumKlassesPath } from '../paths';
import { ChapterBlock, chapterTitleField, FieldRow, newLessonField, newLessonKindField, validTitle, type ChapterActions } from './ChapterBlock';
import { formValuesOf } from './LessonForm';
import { useCurriculumEditor } from './useCurriculumEditor';

const text = copy.backofficeMaster.editor;
const NEW_CHAPTER_FIELD = 'newChapter';

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

const Status = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const Chapters = styled.ol`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/** The lessons shown that the server's draft does not have yet. */
function unsavedLessonKeysOf(saved: readonly DraftChapter[], shown: readonly DraftChapter[]): string[] {
  const known = new Set(saved.flatMap((chapter) => chapter.lessons.map((lesson) => lesson.key)));
  return shown.flatMap((chapter) => chapter.lessons.filter((lesson) => !known.has(lesson.key)).map((lesson) => lesson.key));
}

function lessonTitleOf(chapters: readonly DraftChapter[], lessonKey: string): string {
  const place = findLessonPlace(chapters, lessonKey);
  return place ? (chapters[place.chapterIndex]?.lessons[place.lessonIndex]?.title ?? '') : '';
}

/** The live region's words once a command is pressed, read from the curriculum it makes. */
function didSay(command: CurriculumCommand, before: readonly DraftChapter[], after: readonly DraftChapter[]): string {
  const chapterTitle = (key: string) => after.find((chapter) => chapter.key === key)?.title ?? before.find((chapter) => chapter.key === key)?.title ?? '';
  const lessonTitle = (key: string) => lessonTitleOf(before, key);
  switch (command.type) {
    case 'ADD_CHAPTER':
      return text.did.addChapter(command.chapter.title);
    case 'RENAME_CHAPTER':
      return text.did.renameChapter(command.title);
    case 'DELETE_CHAPTER':
      return text.did.deleteChapter(chapterTitle(command.chapterKey));
    case 'MOVE_CHAPTER':
      return text.did.moveChapter(chapterTitle(command.chapterKey), command.to + 1);
    case 'ADD_LESSON':
      return command.lesson.kind === 'video' ? text.did.addVideoLesson(command.lesson.title) : text.did.addLesson(command.lesson.title);
    case 'EDIT_LESSON':
      return text.did.editLesson(command.fields.title);
    case 'DELETE_LESSON':
      return text.did.deleteLesson(lessonTitle(command.lessonKey));
    case 'MOVE_LESSON':
      return text.did.moveLesson(lessonTitle(command.lessonKey), chapterTitle(command.chapterKey), command.to + 1);
  }
}

function BlockedNotice({ editor }: { editor: ReturnType<typeof useCurriculumEditor> }) {
  const { blocked, waiting, actions } = editor;
  if (blocked === null) return null;
  if (blocked === 'stale') {
    return (
      <Alert
        tone="warning"
        action={
          <Actions>
            <Button size="sm" onClick={actions.resume}>
              {text.reapply}
            </Button>
            <Button size="sm" variant="secondary" onClick={actions.drop}>
              {text.dropPending}
            </Button>
          </Actions>
        }
      >
        {text.stale(waiting)}
      </Alert>
    );
  }
  if (blocked === 'missing') {
    return (
      <Alert tone="danger" action={<Button size="sm" variant="secondary" onClick={actions.drop}>{text.dropPending}</Button>}>
        {text.missing}
      </Alert>
    );
  }
  return (
    <Alert tone="danger" action={<Button size="sm" onClick={actions.resume}>{text.resend}</Button>}>
      {text.failed(waiting)}
    </Alert>
  );
}

function CurriculumEditor({ initial }: { initial: CurriculumDraft }) {
  const editor = useCurriculumEditor(initial);
  const { draft, chapters, work } = editor;
  const toast = useToast();
  const announcer = useAnnouncer();
  const lessonGroup = useId();
  const [confirming, setConfirming] = useState(false);
  const [newChapterError, setNewChapterError] = useState<string | undefined>();

  // The actions read the curriculum as it is when pressed, without being made again every render.
  const focusWhenDrawn = useFocusAfterRender();
  const now = useRef({ chapters, announce: announcer.announce, focusWhenDrawn });
  useLayoutEffect(() => {
    now.current = { chapters, announce: announcer.announce, focusWhenDrawn };
  });
  const { press, forget, type, lessonForm } = editor.actions;

  // A command pressed, shown and said: one function for the editor's life, so the memoised
  // chapters and lessons are not drawn again for it.
  const [run] = useState(() => (command: CurriculumCommand) => {
    const before = now.current.chapters;
    const after = applyCommand(before, command);
    press(command);
    now.current.announce(didSay(command, before, after));
  });

  // A chapter moved by its buttons or dragged: one command, said by `run`.
  const chapterList = useReorderList({
    items: chapters,
    keyOf: (chapter) => chapter.key,
    nameOf: (chapter) => chapter.title,
    words: { moveUp: text.moveChapterUp, moveDown: text.moveChapterDown },
    onMove: (from, to) => {
      const chapter = chapters[from];
      if (chapter) run({ type: 'MOVE_CHAPTER', chapterKey: chapter.key, to });
    },
  });

  const actions = useMemo<ChapterActions>(
    () => ({
      type,
      forget,
      lessonForm,
      rename: (chapterKey, title) => run({ type: 'RENAME_CHAPTER', chapterKey, title }),
      deleteChapter: (chapterKey) => run({ type: 'DELETE_CHAPTER', chapterKey }),
      addLesson: (chapterKey, title, kind) => {
        const chapter = now.current.chapters.find((candidate) => candidate.key === chapterKey);
        if (!chapter) return;
        const lesson: DraftLesson = { key: newCurriculumKey('ls'), kind, title, description: '', status: 'PUBLIC', previewSeconds: 0, quiz: kind === 'quiz' ? { questionCount: 5, passScore: 60 } : null };
        run({ type: 'ADD_LESSON', chapterKey, at: chapter.lessons.length, lesson });
        // A video lesson opens at once with its form, where its video is uploaded next.
        if (kind === 'video') lessonForm(lesson.key, formValuesOf(lesson));
        now.current.focusWhenDrawn(() => document.querySelector<HTMLButtonElement>(`[data-lesson-key="${lesson.key}"] [data-lesson-edit]`));
      },
      stepLesson: (lessonKey, direction) => {
        const step = lessonStep(now.current.chapters, lessonKey, direction);
        if (step?.type !== 'MOVE_LESSON') {
          const title = lessonTitleOf(now.current.chapters, lessonKey);
          now.current.announce(direction === 'up' ? text.alreadyFirst(title) : text.alreadyLast(title));
          return null;
        }
        run(step);
        return step.to;
      },
      placeLesson: (lessonKey, chapterKey, to) => run({ type: 'MOVE_LESSON', lessonKey, chapterKey, to }),
      deleteLesson: (lessonKey) => run({ type: 'DELETE_LESSON', lessonKey }),
      editLesson: (lessonKey, fields) => {
        run({ type: 'EDIT_LESSON', lessonKey, fields });
        lessonForm(lessonKey, null);
      },
    }),
    [run, forget, type, lessonForm],
  );

  const undo = () => {
    if (!editor.last) return;
    editor.actions.undo();
    announcer.announce(text.undone(text.commandNames[editor.last.command.type]));
  };
  useUndoShortcuts({ undo });

  const addChapter = () => {
    const title = validTitle(work.texts[NEW_CHAPTER_FIELD] ?? '');
    if (!title) {
      setNewChapterError(text.titleRule);
      return;
    }
    setNewChapterError(undefined);
    forget(NEW_CHAPTER_FIELD);
    const command: CurriculumCommand = { type: 'ADD_CHAPTER', at: chapters.length, chapter: { key: newCurriculumKey('ch'), title, lessons: [] } };
    press(command);
    announcer.announce(text.did.addChapter(title));
  };

  const publish = async () => {
    const outcome = await editor.publish();
    setConfirming(false);
    if (outcome === 'published') toast.show({ message: text.published, tone: 'success' });
    else if (typeof outcome === 'object') toast.show({ message: text.publishNeedsVideo(lessonTitleOf(chapters, outcome.refusedLessonKey)), tone: 'danger' });
    else toast.show({ message: outcome === 'stale' ? text.publishStale : text.publishFailed, tone: 'danger' });
  };

  // The same set while its keys are the same, so the memoised chapters are not all drawn again.
  const unsavedKey = unsavedLessonKeysOf(draft.chapters, chapters).join(' ');
  const unsavedLessonKeys = useMemo(() => new Set(unsavedKey.split(' ').filter(Boolean)), [unsavedKey]);
  const live = draft.publishedVersion ?? 1;
  const publicLessons = chapters.reduce((sum, chapter) => sum + chapter.lessons.filter((lesson) => lesson.status === 'PUBLIC').length, 0);

  return (
    <AdminPage
      title={text.title(draft.klassTitle)}
      area={areaById('master.curriculum')}
      description={text.intro}
      actions={
        <Actions>
          <Button variant="secondary" onClick={undo} disabled={!editor.last}>
            {editor.last ? text.undo(text.commandNames[editor.last.command.type]) : text.undoNone}
          </Button>
          <Button onClick={() => setConfirming(true)} disabled={editor.waiting > 0}>
            {text.publish}
          </Button>
        </Actions>
      }
    >
      <Stack>
        <Status>
          {text.version(draft.currentVersion)} ·{' '}
          {draft.publishedAt && draft.publishedVersion ? text.publishedAt(formatDateTime(draft.publishedAt), draft.publishedVersion) : text.neverPublished} ·{' '}
          {editor.sending ? text.sending : draft.currentVersion === live ? text.upToDate : text.unpublishedChanges}
        </Status>
        {editor.restored && <Alert tone="info">{text.restored}</Alert>}
        {!editor.draftKept && <Alert tone="warning">{text.notKept}</Alert>}
        <BlockedNotice editor={editor} />
        {editor.refused && <Alert tone="danger">{text.refused}</Alert>}
        {chapters.length === 0 ? (
          <p>{text.empty}</p>
        ) : (
          <Chapters aria-label={text.chaptersLabel}>
            {chapters.map((chapter, index) => (
              <ChapterBlock
                key={chapter.key}
                klassId={draft.klassId}
                chapter={chapter}
                index={index}
                isLast={index === chapters.length - 1}
                typedTitle={work.texts[chapterTitleField(chapter.key)]}
                typedNewLesson={work.texts[newLessonField(chapter.key)]}
                typedNewLessonKind={work.texts[newLessonKindField(chapter.key)]}
                forms={work.lessons}
                unsavedLessonKeys={unsavedLessonKeys}
                actions={actions}
                chapters={chapterList}
                lessonGroup={lessonGroup}
              />
            ))}
          </Chapters>
        )}
        <FieldRow>
          <TextField
            label={text.newChapterTitle}
            value={work.texts[NEW_CHAPTER_FIELD] ?? ''}
            maxLength={CURRICULUM_TITLE_MAX}
            error={newChapterError}
            onChange={(event) => type(NEW_CHAPTER_FIELD, event.target.value)}
            onKeyDown={(event) => {
              if (!isEnterToAct(event)) return;
              event.preventDefault();
              addChapter();
            }}
          />
          <Button onClick={addChapter}>{text.addChapter}</Button>
        </FieldRow>
      </Stack>
      <LiveAnnouncement announcer={announcer} />
      <ConfirmDialog
        open={confirming}
        title={text.publishTitle}
        submitLabel={text.publishConfirm}
        cancelLabel={text.cancel}
        submitting={editor.publishing}
        onCancel={() => setConfirming(false)}
        onSubmit={() => void publish()}
      >
        <p>{text.publishBody(chapters.length, publicLessons)}</p>
      </ConfirmDialog>
    </AdminPage>
  );
}

export function CurriculumEditorPage() {
  const klassId = useParams().klassId ?? '';
  // Read once: another editor's change is learnt from a stale answer, told, never drawn over the work.
  const draft = useQuery({ ...curriculumDraftQuery(klassId), staleTime: Infinity, refetchOnWindowFocus: false });
  const area = areaById('master.curriculum');
  if (draft.isError) {
    return (
      <AdminPage title={area.label} area={area}>
        <KlassUnavailable error={draft.error} backTo={curriculumKlassesPath()} onRetry={() => void draft.refetch()} />
      </AdminPage>
    );
  }
  if (!draft.data) {
    return (
      <AdminPage title={area.label} area={area}>
        <Skeleton height="20rem" />
      </AdminPage>
    );
  }
  return <CurriculumEditor key={klassId} initial={draft.data} />;
}
