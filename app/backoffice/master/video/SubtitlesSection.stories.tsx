/**
 * A lesson video's subtitles (issue 44) against the mock, as the teacher on the video lesson of
 * klass-008: none yet; a WebVTT file added and listed; a malformed SRT file refused at the field
 * with the line named, nothing sent; a second Korean file refused by the server; one deleted after
 * a confirmation.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { subtitleProblemMessage } from '@app/shared/api/contract/adminMasterSubtitleRules';
import { copy } from '@app/shared/copy';
import { Backoffice, callCounter, screen } from '../../storySupport';
import { curriculumDrafts } from '../curriculum/useCurriculumEditor';
import { SubtitlesSection } from './SubtitlesSection';

const text = copy.backofficeMasterVideo.subtitles;
const editor = copy.backofficeMaster.editor;
const KLASS = 'klass-008';
const adds = callCounter('post', `/rest/hub/admin/master/klasses/${KLASS}/lessons/klass-008-l1/video/subtitles`);

const vtt = (name = '한국어.vtt') => new File(['WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n안녕하세요.\n\n00:00:04.000 --> 00:00:06.000\n첫 수업이에요.\n'], name, { type: 'text/vtt' });
/** Its second cue ends before it starts (line 6). */
const badSrt = () => new File(['1\n00:00:01,000 --> 00:00:03,000\n안녕하세요.\n\n2\n00:00:06,000 --> 00:00:04,000\n첫 수업이에요.\n'], '자막.srt', { type: 'application/x-subrip' });

const meta = {
  title: 'Back-office/Master/자막 · SubtitlesSection',
  component: SubtitlesSection,
  // The section as the editor draws it: the args name the lesson the route opens.
  args: { klassId: KLASS, lessonKey: 'klass-008-l1' },
  render: () => <Backoffice />,
  parameters: { route: `/admin/master/curriculum/${KLASS}`, scenario: 'teacher-master', layout: 'fullscreen', msw: { handlers: [adds.handler] } },
  beforeEach: () => {
    window.localStorage.removeItem(curriculumDrafts.key(KLASS));
    adds.reset();
  },
} satisfies Meta<typeof SubtitlesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openSubtitles(canvasElement: HTMLElement) {
  // The first story of a run also waits for the world's first seed and the editor's chunks.
  await within(canvasElement).findByRole('heading', { level: 1, name: editor.title('신규 오픈 준비 클래스') }, { timeout: 20_000 });
  await userEvent.click(await within(canvasElement).findByRole('button', { name: editor.editLesson('클래스 미리 보기') }));
  return within(await within(canvasElement).findByRole('region', { name: text.title }));
}

export const NoSubtitles: Story = {
  play: async ({ canvasElement }) => {
    const section = await openSubtitles(canvasElement);
    await expect(await section.findByText(text.none)).toBeVisible();
    await expect(section.getByRole('combobox', { name: text.language })).toHaveValue('ko');
  },
};

export const Added: Story = {
  play: async ({ canvasElement }) => {
    const section = await openSubtitles(canvasElement);
    await userEvent.upload(await section.findByLabelText(text.file), vtt());
    const list = within(await section.findByRole('list', { name: text.listLabel }));
    await expect(await list.findByText(text.item(text.languages.ko, '한국어.vtt', 2))).toBeVisible();
    await expect(section.getByText(text.added(text.languages.ko))).toBeVisible();
  },
};

/** "A malformed WebVTT/SRT file refused with a message naming the line": said at the field, nothing sent. */
export const Malformed: Story = {
  play: async ({ canvasElement }) => {
    const section = await openSubtitles(canvasElement);
    await userEvent.upload(await section.findByLabelText(text.file), badSrt());
    await expect(await section.findByText(text.malformed('자막.srt', subtitleProblemMessage(6, 'order')))).toBeVisible();
    await expect(adds.count).toBe(0);
  },
};

/** A second Korean file: the server refuses it and its words are said at the field. */
export const RefusedSecondLanguage: Story = {
  play: async ({ canvasElement }) => {
    const section = await openSubtitles(canvasElement);
    await userEvent.upload(await section.findByLabelText(text.file), vtt());
    await section.findByText(text.added(text.languages.ko));
    await userEvent.upload(section.getByLabelText(text.file), vtt('다시.vtt'));
    await expect(await section.findByText('이 언어의 자막이 이미 있어요. 먼저 지우고 올려 주세요.')).toBeVisible();
  },
};

export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    const section = await openSubtitles(canvasElement);
    await userEvent.selectOptions(await section.findByRole('combobox', { name: text.language }), 'en');
    await userEvent.upload(section.getByLabelText(text.file), vtt('english.vtt'));
    await userEvent.click(await section.findByRole('button', { name: text.remove(text.languages.en) }));
    const dialog = within(await screen(canvasElement).findByRole('alertdialog', { name: text.confirmRemoveTitle(text.languages.en) }));
    await userEvent.click(dialog.getByRole('button', { name: text.confirmRemove }));
    await expect(await section.findByText(text.removed(text.languages.en))).toBeVisible();
    await waitFor(() => expect(section.getByText(text.none)).toBeVisible());
  },
};
