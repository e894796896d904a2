/**
 * The curriculum editor (issue 44) against the mock, as the teacher on the class still being
 * prepared (klass-008): a chapter and a lesson added; a lesson moved by keyboard across a chapter's
 * edge, announced, the focus kept; a chapter and a lesson moved by drag (the lesson into the empty
 * chapter), each one command, announced and undone as one; the last command undone; a lesson's form refusing a bad number at
 * its field; a command still on its way (saving); a failed one sent again; another editor's change
 * first (stale), the typed text kept and the command re-applied over the latest draft; published;
 * typed work brought back after a reload; an empty curriculum; fifty chapters; another master's
 * class refused; a new video lesson added (its upload waiting until the server has it), and one
 * without its video refused at publish; the reordering at 390 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CurriculumDraft } from '@app/shared/api/contract/adminMaster';
import { curriculumErrorCodes } from '@app/shared/api/contract/adminMasterCurriculumRules';
import { copy } from '@app/shared/copy';
import { expectRowsFitPhone, expectTextSelectable } from '../../kit/reorder/phoneChecks';
import { dragRow } from '../../kit/reorder/pointerDrag';
import { Backoffice, failing, findPageHeading, neverAnswering, screen } from '../../storySupport';
import { CurriculumEditorPage } from './CurriculumEditorPage';
import { curriculumDrafts } from './useCurriculumEditor';

const text = copy.backofficeMaster.editor;
const KLASS = 'klass-008';
const TITLE = '신규 오픈 준비 클래스';
const DRAFT_CALL = `/rest/hub/admin/master/klasses/${KLASS}/curriculum/draft`;
const COMMAND_CALL = `${DRAFT_CALL}/commands`;

const meta = {
  title: 'Back-office/Master/커리큘럼 편집 · CurriculumEditorPage',
  component: CurriculumEditorPage,
  render: () => <Backoffice />,
  parameters: { route: `/admin/master/curriculum/${KLASS}`, scenario: 'teacher-master', layout: 'fullscreen' },
  // The typed work lives in the browser's storage: each story starts from the server's draft.
  beforeEach: () => window.localStorage.removeItem(curriculumDrafts.key(KLASS)),
} satisfies Meta<typeof CurriculumEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openEditor(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, text.title(TITLE));
  return within(canvasElement);
}

const liveRegion = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** The seeded draft: chapter 1 with one video, chapter 2 empty. Its chapter 2 gets a lesson by keyboard. */
export const AddChapterAndLesson: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await userEvent.type(page.getByLabelText(text.newChapterTitle), '3장. 마무리{Enter}');
    await expect(await page.findByDisplayValue('3장. 마무리')).toBeVisible();
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(text.did.addChapter('3장. 마무리')));
    await userEvent.type(page.getByLabelText(text.newLessonTitle('3장. 마무리')), '정리 노트{Enter}');
    await expect(await page.findByText('정리 노트')).toBeVisible();
    await waitFor(() => expect(page.getByText(text.version(3), { exact: false })).toBeVisible());
  },
};

/**
 * A lesson moved down past its chapter's end, into the next chapter: announced, the focus kept on
 * it. There it is the last lesson of the last chapter, so "아래로" is disabled and the focus is on
 * "위로"; the first chapter's "위로" and the last one's "아래로" are disabled too.
 */
export const MovedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await expect(await page.findByRole('button', { name: text.moveChapterUp('1장. 미리 보기') })).toBeDisabled();
    await expect(page.getByRole('button', { name: text.moveChapterDown('2장. 준비 중') })).toBeDisabled();
    await expect(page.getByRole('button', { name: text.moveLessonUp('클래스 미리 보기') })).toBeDisabled();
    const down = page.getByRole('button', { name: text.moveLessonDown('클래스 미리 보기') });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(text.did.moveLesson('클래스 미리 보기', '2장. 준비 중', 1)));
    const moved = await page.findByRole('list', { name: text.chapterLessons('2장. 준비 중') });
    await expect(within(moved).getByText('클래스 미리 보기')).toBeVisible();
    await waitFor(() => expect(page.getByRole('button', { name: text.moveLessonDown('클래스 미리 보기') })).toBeDisabled());
    await waitFor(() => expect(page.getByRole('button', { name: text.moveLessonUp('클래스 미리 보기') })).toHaveFocus());
  },
};

/**
 * By the pointer: the second chapter dragged above the first is first (one command, said); the
 * video lesson dragged onto the empty chapter's place goes into it, said, and one undo takes
 * that drag back.
 */
export const MovedByDrag: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    const chapters = await page.findByRole('list', { name: text.chaptersLabel });
    const chapterRow = (title: string) => within(chapters).getByDisplayValue(title).closest('li') as HTMLElement;
    await dragRow(chapterRow('2장. 준비 중'), chapterRow('1장. 미리 보기'), 'top');
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(text.did.moveChapter('2장. 준비 중', 1)));
    await waitFor(() => expect(page.getByLabelText(text.chapterTitle(1))).toHaveValue('2장. 준비 중'));

    const lesson = page.getByText('클래스 미리 보기').closest('li') as HTMLElement;
    const emptyPlace = within(chapterRow('2장. 준비 중')).getByText(text.chapterEmpty).parentElement as HTMLElement;
    await dragRow(lesson, emptyPlace, 'bottom');
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(text.did.moveLesson('클래스 미리 보기', '2장. 준비 중', 1)));
    const moved = await page.findByRole('list', { name: text.chapterLessons('2장. 준비 중') });
    await expect(within(moved).getByText('클래스 미리 보기')).toBeVisible();

    await userEvent.click(await page.findByRole('button', { name: text.undo(text.commandNames.MOVE_LESSON) }));
    const back = await page.findByRole('list', { name: text.chapterLessons('1장. 미리 보기') });
    await expect(within(back).getByText('클래스 미리 보기')).toBeVisible();
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(text.undone(text.commandNames.MOVE_LESSON)));
  },
};

/** The last command taken back: a deleted chapter comes back with its lesson. */
export const Undone: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: text.deleteChapter('1장. 미리 보기') }));
    const undo = await page.findByRole('button', { name: text.undo(text.commandNames.DELETE_CHAPTER) });
    await waitFor(() => expect(page.queryByText('클래스 미리 보기')).toBeNull());
    await userEvent.click(undo);
    await expect(await page.findByText('클래스 미리 보기')).toBeVisible();
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(text.undone(text.commandNames.DELETE_CHAPTER)));
  },
};

/** A lesson's form: a preview time out of range is refused at its field, nothing sent. */
export const LessonFormRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: text.editLesson('클래스 미리 보기') }));
    const seconds = await page.findByLabelText(text.lessonForm.previewSeconds);
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '9999');
    await userEvent.click(page.getByRole('button', { name: text.lessonForm.save }));
    await expect(await page.findByText(text.lessonForm.previewRule)).toBeVisible();
    await waitFor(() => expect(seconds).toHaveFocus());
    await expect(page.getByText(text.lessonForm.unsavedNote)).toBeVisible();
  },
};

/** A command still on its way: shown at once, the page says it is saving, publish waits. */
export const Saving: Story = {
  parameters: { msw: { handlers: [neverAnswering('post', COMMAND_CALL)] } },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: text.moveChapterDown('1장. 미리 보기') }));
    await expect(await page.findByText(text.sending, { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: text.publish })).toBeDisabled();
  },
};

/** A failed call: the command stays shown and waiting, the page says so and sends it again. */
export const Failed: Story = {
  parameters: { msw: { handlers: [failing('post', COMMAND_CALL)] } },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await userEvent.type(page.getByLabelText(text.newChapterTitle), '실패할 챕터{Enter}');
    await expect(await page.findByText(text.failed(1))).toBeVisible();
    await expect(page.getByDisplayValue('실패할 챕터')).toBeVisible();
    await expect(page.getByRole('button', { name: text.resend })).toBeVisible();
  },
};

let staleOnce = true;
/** Another editor saved first: told in Korean, the typed text kept, the latest draft shown, re-applied over it. */
export const Conflict: Story = {
  beforeEach: () => {
    staleOnce = true;
  },
  parameters: {
    msw: {
      handlers: [
        http.post(`*${COMMAND_CALL}`, () => {
          if (!staleOnce) return undefined;
          staleOnce = false;
          const { code, status } = curriculumErrorCodes.curriculumStale;
          return HttpResponse.json({ status, code, message: '다른 곳에서 이 커리큘럼을 먼저 바꿨어요.', data: { currentVersion: 1 } }, { status });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await userEvent.type(page.getByLabelText(text.newLessonTitle('2장. 준비 중')), '쓰던 레슨 제목');
    await userEvent.click(await page.findByRole('button', { name: text.moveChapterUp('2장. 준비 중') }));
    await expect(await page.findByText(text.stale(1))).toBeVisible();
    await expect(page.getByDisplayValue('쓰던 레슨 제목')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.reapply }));
    await waitFor(() => expect(page.queryByText(text.stale(1))).toBeNull());
    await waitFor(() => expect(page.getByText(text.version(2), { exact: false })).toBeVisible());
    await expect(page.getByDisplayValue('쓰던 레슨 제목')).toBeVisible();
  },
};

const videoText = copy.backofficeMasterVideo;

/** Adds a video lesson to chapter 2 by its kind and the "영상 레슨 추가" button. */
async function addVideoLesson(page: ReturnType<typeof within>, title: string) {
  await userEvent.selectOptions(await page.findByLabelText(text.newLessonKind('2장. 준비 중')), 'video');
  await userEvent.type(page.getByLabelText(text.newLessonTitle('2장. 준비 중')), title);
  await userEvent.click(page.getByRole('button', { name: text.addLesson('video') }));
}

/**
 * "영상 레슨 추가": a draft command like any other (announced, undoable), the focus on the new
 * lesson, its form open; once the server has the lesson, its video can be uploaded there.
 */
export const NewVideoLesson: Story = {
  name: '영상 레슨 추가',
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await addVideoLesson(page, '2강 실습 영상');
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(text.did.addVideoLesson('2강 실습 영상')));
    await waitFor(() => expect(page.getByRole('button', { name: text.editLesson('2강 실습 영상') })).toHaveFocus());
    await expect(page.getByRole('button', { name: text.editLesson('2강 실습 영상') })).toHaveAttribute('aria-expanded', 'true');
    const panel = within(await page.findByRole('region', { name: videoText.title }, { timeout: 5000 }));
    await expect(await panel.findByLabelText(videoText.choose)).toBeInTheDocument();
    await expect(panel.getByText(videoText.none)).toBeVisible();
    await waitFor(() => expect(page.getByText(text.version(2), { exact: false })).toBeVisible());
    await expect(page.getByRole('button', { name: text.undo(text.commandNames.ADD_LESSON) })).toBeEnabled();
  },
};

/** A new video lesson whose command is still on its way: the upload waits for it, and says so. */
export const NewVideoLessonSaving: Story = {
  name: '영상 레슨 추가 · 저장 중',
  parameters: { msw: { handlers: [neverAnswering('post', COMMAND_CALL)] } },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await addVideoLesson(page, '2강 실습 영상');
    await expect(await page.findByText(text.videoAfterSave)).toBeVisible();
    await expect(page.queryByRole('region', { name: videoText.title })).toBeNull();
  },
};

/** A video lesson without its video is not published: the toast names it, the class room stays as it was. */
export const PublishNeedsVideo: Story = {
  name: '영상 없는 영상 레슨 게시',
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await addVideoLesson(page, '2강 실습 영상');
    await waitFor(() => expect(page.getByText(text.version(2), { exact: false })).toBeVisible());
    await userEvent.click(page.getByRole('button', { name: text.publish }));
    const dialog = within(await screen(canvasElement).findByRole('alertdialog', { name: text.publishTitle }));
    await userEvent.click(dialog.getByRole('button', { name: text.publishConfirm }));
    await expect(await screen(canvasElement).findByText(text.publishNeedsVideo('2강 실습 영상'))).toBeVisible();
    await expect(page.getByText(text.neverPublished, { exact: false })).toBeVisible();
  },
};

/** Published after confirming: the toast says the class room shows it, and the draft is up to date. */
export const Published: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await userEvent.type(page.getByLabelText(text.newLessonTitle('2장. 준비 중')), '준비 완료 안내{Enter}');
    await waitFor(() => expect(page.getByText(text.unpublishedChanges, { exact: false })).toBeVisible());
    await userEvent.click(page.getByRole('button', { name: text.publish }));
    const dialog = within(await screen(canvasElement).findByRole('alertdialog', { name: text.publishTitle }));
    await expect(dialog.getByText(text.publishBody(2, 2))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text.publishConfirm }));
    await expect(await screen(canvasElement).findByText(text.published)).toBeVisible();
    await expect(page.getByText(text.upToDate, { exact: false })).toBeVisible();
  },
};

/** Typed work from before a reload: the chapter name being changed comes back, and the page says so. */
export const RestoredAfterReload: Story = {
  beforeEach: () => {
    curriculumDrafts.write(window.localStorage, KLASS, { baseVersion: 1, doc: { queue: [], texts: { newChapter: '쓰다 만 챕터' }, lessons: {} } }, { queue: [], texts: {}, lessons: {} });
  },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await expect(await page.findByText(text.restored)).toBeVisible();
    await expect(page.getByDisplayValue('쓰다 만 챕터')).toBeVisible();
  },
};

const draftOf = (chapters: CurriculumDraft['chapters']): CurriculumDraft => ({
  klassId: KLASS,
  klassTitle: TITLE,
  currentVersion: 1,
  chapters,
  publishedVersion: null,
  publishedAt: null,
});

/** No chapter yet: the page invites the first one. */
export const EmptyCurriculum: Story = {
  parameters: { msw: { handlers: [http.get(`*${DRAFT_CALL}`, () => HttpResponse.json(draftOf([])))] } },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await expect(await page.findByText(text.empty)).toBeVisible();
    await expect(page.getByLabelText(text.newChapterTitle)).toBeVisible();
  },
};

/** Fifty chapters of ten lessons: all drawn, the last one's lessons listed. */
export const FiftyChapters: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${DRAFT_CALL}`, () =>
          HttpResponse.json(
            draftOf(
              Array.from({ length: 50 }, (_, chapter) => ({
                key: `ch-${chapter}`,
                title: `${chapter + 1}장. 긴 커리큘럼`,
                lessons: Array.from({ length: 10 }, (__, lesson) => ({
                  key: `ls-${chapter}-${lesson}`,
                  kind: 'text' as const,
                  title: `${chapter + 1}-${lesson + 1} 레슨`,
                  description: '',
                  status: 'PUBLIC' as const,
                  previewSeconds: 0,
                  quiz: null,
                })),
              })),
            ),
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    const last = await page.findByRole('list', { name: text.chapterLessons('50장. 긴 커리큘럼') });
    await expect(within(last).getByText('50-10 레슨')).toBeInTheDocument();
    await expect(page.getByRole('list', { name: text.chaptersLabel }).children).toHaveLength(50);
  },
};

/** Another master's class: not found, the way back to the master's own classes. */
export const AnotherMastersClass: Story = {
  parameters: { route: '/admin/master/curriculum/klass-001' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(copy.backofficeMaster.klass.notFound)).toBeVisible();
  },
};

/**
 * At 390 px: the chapters' and lessons' grips and 위로 / 아래로 fit their rows and the phone, each
 * big enough to press; a chapter's and a lesson's text can be selected (a row is draggable only
 * while its grip is pressed); a lesson moves by its button and a chapter by its grip, each said.
 */
export const PhoneWidth: Story = {
  name: '390px · 순서 바꾸기',
  globals: { viewport: { value: 'xs390' } },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    const chapters = await page.findByRole('list', { name: text.chaptersLabel });
    await expectRowsFitPhone(chapters);
    const chapterRow = (title: string) => within(chapters).getByDisplayValue(title).closest('li') as HTMLElement;
    const lesson = page.getByText('클래스 미리 보기').closest('li') as HTMLElement;
    await expectTextSelectable(chapterRow('1장. 미리 보기'));
    await expectTextSelectable(lesson);

    await userEvent.click(page.getByRole('button', { name: text.moveLessonDown('클래스 미리 보기') }));
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(text.did.moveLesson('클래스 미리 보기', '2장. 준비 중', 1)));
    await dragRow(chapterRow('2장. 준비 중'), chapterRow('1장. 미리 보기'), 'top');
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(text.did.moveChapter('2장. 준비 중', 1)));
  },
};
