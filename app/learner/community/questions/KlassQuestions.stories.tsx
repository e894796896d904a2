/**
 * Class questions against the mock (learner.md §7 Community): counts and page 1 of 5, the
 * learner's own filter, asking with an uploaded image, editing (adding and deleting images),
 * deleting with a confirmation, the visitor's login prompt, empty, error and save failure, an
 * image the server refuses for its size, 등록 held while an image still goes up, and the master's answer formatted (bold, a list,
 * sanitised: a script in it runs nothing) beside one kept as plain text with its line breaks.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QUESTION_IMAGE_MAX_BYTES } from '@app/shared/api/contract/community';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { failing, neverAnswering, withSiteLayers } from '../storySupport';
import { KlassQuestions } from './KlassQuestions';

const text = copy.community.questions;
const QUESTIONS = '/rest/community/klasses/:klassId/questions';

/** A 1×1 PNG, as a learner's picked file. */
function pngFile(name: string): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

const meta = {
  title: 'Learner/Community/질문 · KlassQuestions',
  component: KlassQuestions,
  args: { klassId: 'klass-001' },
  decorators: [withSiteLayers],
} satisfies Meta<typeof KlassQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function questionList(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('list', { name: text.title }));
}

/** Page 1, 5 per page, newest first; the learner's own questions carry edit and delete. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await questionList(canvasElement);
    await expect(list.getAllByRole('article')).toHaveLength(5);
    await expect(await canvas.findByText(/^전체 질문 12개 · 답변 완료 \d+개 · 내 질문 2개$/)).toBeInTheDocument();
    await expect(list.getAllByRole('button', { name: text.edit })).toHaveLength(2);
    await expect(list.getAllByText(text.answered).length).toBeGreaterThan(0);
    await expect(list.getAllByRole('img', { name: /첨부 이미지/ }).length).toBeGreaterThan(0);
  },
};

export const MineOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionList(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: text.filterMine }));
    await waitFor(async () =>
      expect((await questionList(canvasElement)).getAllByRole('article')).toHaveLength(2),
    );
  },
};

/** Ask with an image: the upload shows as a thumbnail, then the question is listed first. */
export const AskWithImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.ask }));
    const dialog = within(await body().findByRole('dialog', { name: text.askTitle }));
    await userEvent.type(dialog.getByRole('textbox', { name: text.valueLabel }), '캡처를 첨부했어요');
    await userEvent.upload(dialog.getByLabelText(text.imagesLabel), pngFile('capture.png'));
    await expect(await dialog.findByRole('img', { name: text.imageAlt(1) })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: text.submitAsk }));
    await expect(await body().findByText(text.created)).toBeInTheDocument();
    const asked = (await within(canvasElement).findByText('캡처를 첨부했어요')).closest('article') as HTMLElement;
    await expect((await questionList(canvasElement)).getAllByRole('article')[0]).toBe(asked);
    await expect(within(asked).getByRole('img', { name: text.imageAlt(1) })).toBeInTheDocument();
  },
};

let questionsPosted = 0;

/**
 * 등록 pressed while the image still goes up (the upload never answers here): nothing is sent, the
 * images field says why, and the dialog keeps what was typed — every learner upload form's rule.
 */
export const SubmitHeldWhileImageUploads: Story = {
  parameters: {
    msw: {
      handlers: [
        neverAnswering('post', '/rest/community/images'),
        http.post(`*${QUESTIONS}`, () => {
          questionsPosted += 1;
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await questionList(canvasElement);
    const before = questionsPosted;
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.ask }));
    const dialog = within(await body().findByRole('dialog', { name: text.askTitle }));
    await userEvent.type(dialog.getByRole('textbox', { name: text.valueLabel }), '이미지가 아직 올라가는 중이에요');
    const field = dialog.getByLabelText(text.imagesLabel);
    await userEvent.upload(field, pngFile('slow.png'));
    await expect(await dialog.findByText('slow.png')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: text.submitAsk }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(text.uploadHold.UPLOADING)));
    await expect(dialog.getByRole('textbox', { name: text.valueLabel })).toHaveValue('이미지가 아직 올라가는 중이에요');
    await expect(questionsPosted).toBe(before);
  },
};

/** Edit: delete one attached image, add a new one, change the text. */
export const EditWithImages: Story = {
  play: async ({ canvasElement }) => {
    const list = await questionList(canvasElement);
    const mine = list.getAllByRole('article').find((item) => within(item).queryAllByRole('img').length === 2);
    await userEvent.click(within(mine as HTMLElement).getByRole('button', { name: text.edit }));
    const dialog = within(await body().findByRole('dialog', { name: text.editTitle }));
    await userEvent.click(dialog.getByRole('button', { name: text.removeImage(1) }));
    await userEvent.upload(dialog.getByLabelText(text.imagesLabel), pngFile('new.png'));
    await waitFor(async () => expect(dialog.getAllByRole('img', { name: /첨부 이미지/ })).toHaveLength(2));
    const field = dialog.getByRole('textbox', { name: text.valueLabel });
    await userEvent.clear(field);
    await userEvent.type(field, '수정한 질문이에요');
    await userEvent.click(dialog.getByRole('button', { name: text.submitEdit }));
    await expect(await body().findByText(text.updated)).toBeInTheDocument();
    const edited = (await within(canvasElement).findByText('수정한 질문이에요')).closest('article') as HTMLElement;
    await expect(within(edited).getAllByRole('img', { name: /첨부 이미지/ })).toHaveLength(2);
    await expect(within(edited).getByText(text.edited)).toBeInTheDocument();
  },
};

export const DeleteWithConfirm: Story = {
  play: async ({ canvasElement }) => {
    const list = await questionList(canvasElement);
    const mine = list.getAllByRole('button', { name: text.delete })[0] as HTMLElement;
    const value = mine.closest('article')?.querySelector('p')?.textContent ?? '';
    await userEvent.click(mine);
    const confirm = within(await body().findByRole('alertdialog', { name: text.deleteTitle }));
    await userEvent.click(confirm.getByRole('button', { name: text.deleteSubmit }));
    await expect(await body().findByText(text.deleted)).toBeInTheDocument();
    await waitFor(async () => expect(within(canvasElement).queryByText(value)).not.toBeInTheDocument());
  },
};

export const SaveFails: Story = {
  parameters: { msw: { handlers: [failing('post', QUESTIONS)] } },
  play: async ({ canvasElement }) => {
    await questionList(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.ask }));
    const dialog = within(await body().findByRole('dialog', { name: text.askTitle }));
    const field = dialog.getByRole('textbox', { name: text.valueLabel });
    await userEvent.type(field, '남아 있어야 해요');
    await userEvent.click(dialog.getByRole('button', { name: text.submitAsk }));
    await expect(await dialog.findByText(text.saveFailed)).toBeInTheDocument();
    await expect(field).toHaveValue('남아 있어야 해요');
  },
};

/**
 * The server refuses an image for its size (413 file.upload.too_large; the form's own check
 * passes files within the limit, so this is the server's word): the file stays listed with the
 * reason, and the typed question is kept.
 */
export const ImageRefusedTooLarge: Story = {
  parameters: {
    msw: { handlers: [failing('post', '/rest/community/images', 413, errorCodes.fileTooLarge.code)] },
  },
  play: async ({ canvasElement }) => {
    await questionList(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.ask }));
    const dialog = within(await body().findByRole('dialog', { name: text.askTitle }));
    const field = dialog.getByRole('textbox', { name: text.valueLabel });
    await userEvent.type(field, '이미지와 함께 물어요');
    await userEvent.upload(dialog.getByLabelText(text.imagesLabel), pngFile('large.png'));
    await expect(
      await dialog.findByText(text.imageTooLarge(formatFileSize(QUESTION_IMAGE_MAX_BYTES))),
    ).toBeInTheDocument();
    await expect(dialog.getByText('large.png')).toBeInTheDocument();
    await expect(dialog.queryByRole('img', { name: text.imageAlt(1) })).not.toBeInTheDocument();
    await expect(field).toHaveValue('이미지와 함께 물어요');
  },
};

export const RequiredValue: Story = {
  play: async ({ canvasElement }) => {
    await questionList(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.ask }));
    const dialog = within(await body().findByRole('dialog', { name: text.askTitle }));
    await userEvent.click(dialog.getByRole('button', { name: text.submitAsk }));
    await expect(await dialog.findByText(text.valueRequired)).toBeInTheDocument();
  },
};

/** A visitor who asks is asked to log in (learner.md §2 login prompt). */
export const VisitorAsks: Story = {
  parameters: { scenario: 'visitor' },
  play: async ({ canvasElement }) => {
    const list = await questionList(canvasElement);
    await expect(list.queryByRole('button', { name: text.edit })).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.ask }));
    const prompt = within(await body().findByRole('alertdialog', { name: copy.site.loginPromptTitle }));
    await expect(prompt.getByText(copy.site.loginPromptBody)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { klassId: 'klass-006' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.empty)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', QUESTIONS)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.loadFailed)).toBeInTheDocument();
  },
};

const answered = (questionId: string, value: string, answer: { content: string; contentHtml?: string }) => ({
  questionId,
  klassId: 'klass-001',
  value,
  images: [],
  author: { displayName: '김하늘', profileImageUrl: null },
  isMine: false,
  created: '2026-12-05T01:00:00.000Z',
  updated: null,
  answer: { masterName: '강운영', masterProfileImageUrl: null, created: '2026-12-06T01:00:00.000Z', ...answer },
});

/**
 * The operator's answer written in the rich-text editor shows formatted (its bold words and
 * list), through the same sanitiser as the notices, so the script hidden in it runs nothing; an
 * answer kept as plain text from before shows as its text with its line breaks.
 */
export const FormattedAnswer: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${QUESTIONS}`, () =>
          HttpResponse.json({
            items: [
              answered('q-formatted', '앱에서 배속 재생이 되나요?', {
                content: '앱에서 설정을 눌러요.\n재생 속도',
                contentHtml: '<p>앱에서 <strong>설정</strong>을 눌러요.</p><ul><li>재생 속도</li></ul><img src=x onerror="window.__answerInjected=1"><script>window.__answerInjected=1</script>',
              }),
              answered('q-plain', '자막은 어디서 켜나요?', { content: '플레이어 오른쪽 아래에서 켜요.\n한국어와 영어가 있어요.' }),
            ],
            page: 1,
            perPage: 5,
            totalCount: 2,
            totalPages: 1,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const list = await questionList(canvasElement);
    const [formatted, plain] = list.getAllByRole('article');
    if (!formatted || !plain) throw new Error('two answered questions');
    await expect(within(formatted).getByText('설정').tagName).toBe('STRONG');
    await expect(within(formatted).getByRole('listitem')).toHaveTextContent('재생 속도');
    await expect(formatted.querySelector('script')).toBeNull();
    await expect(formatted.querySelector('[onerror]')).toBeNull();
    await expect(Reflect.get(window, '__answerInjected')).toBeUndefined();
    await expect(within(plain).getByText(/플레이어 오른쪽 아래에서 켜요\.\s+한국어와 영어가 있어요\./)).toBeVisible();
  },
};
