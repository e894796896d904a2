/**
 * The learner's general board pages (issue 42) against the mock, one story per state: the free
 * board with "글쓰기" (every member may write there) and a private item another wrote listed without
 * its title; the events board, where only operators write, without it; a visitor offered it behind
 * the login prompt; an empty board and one that cannot be read; an item with its image and an
 * attachment downloaded through its link; a private item refused; writing an item, its rules said
 * at the fields, the server's refusal (the permission changed meanwhile) said with what was typed
 * kept; and a board that does not let the learner write. The seeded item with an image and three
 * attachments as the mock serves them; a learner attaching files to what they write (uploaded,
 * listed, one taken off, the item opening with the other), and a file the boards do not take named
 * at the field before it is sent. A learner's image: previewed, drawn on the item written, taken
 * off, refused for its kind or its size at the field; and 올리기 held — nothing sent, the reason at
 * the field — while the image still goes up or a failed attachment is still listed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BOARD_ATTACHMENT_MAX_BYTES, BOARD_IMAGE_MAX_BYTES, boardFileMessages, boardWriteForbidden, boardWriteRefusals, itemBodyEmpty } from '@app/shared/api/contract/communityBoardRules';
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import { copy } from '@app/shared/copy';
import { BOARD_ITEM_ROUTE, BOARD_ROUTE, BOARD_WRITE_ROUTE, boardItemPath, boardPath, boardWritePath } from '../paths';
import { failing, neverAnswering, withSiteLayers } from '../storySupport';
import { BoardItemPage } from './BoardItemPage';
import { BoardPage } from './BoardPage';
import { BoardWritePage } from './BoardWritePage';

const text = copy.communityBoards;
const ITEMS = '/rest/community/boards/:boardKey/items';

const meta = {
  title: 'Learner/Community/게시판 · BoardPages',
  component: BoardPage,
  render: () => (
    <Routes>
      <Route path={BOARD_ROUTE} element={<BoardPage />} />
      <Route path={BOARD_ITEM_ROUTE} element={<BoardItemPage />} />
      <Route path={BOARD_WRITE_ROUTE} element={<BoardWritePage />} />
    </Routes>
  ),
  decorators: [withSiteLayers],
  parameters: { route: boardPath('board-free') },
} satisfies Meta<typeof BoardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function itemList(canvasElement: HTMLElement, board: string) {
  return within(await within(canvasElement).findByRole('list', { name: text.itemsLabel(board) }, { timeout: 10_000 }));
}

/** The free board, twenty a page, pinned first: the learner may write; another's private item has no title. */
export const FreeBoard: Story = {
  play: async ({ canvasElement }) => {
    const list = await itemList(canvasElement, '자유게시판');
    await expect(list.getAllByRole('listitem')).toHaveLength(20);
    await expect(list.getAllByText(text.pinned).length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByRole('link', { name: text.write })).toHaveAttribute('href', boardWritePath('board-free'));
    await expect(within(canvasElement).getByRole('navigation', { name: text.pages })).toBeVisible();
  },
};

/** The events board, where only operators write: no "글쓰기" for the learner. */
export const OperatorsOnly: Story = {
  parameters: { route: boardPath('board-events') },
  play: async ({ canvasElement }) => {
    await itemList(canvasElement, '이벤트');
    await expect(within(canvasElement).queryByRole('link', { name: text.write })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: text.write })).toBeNull();
  },
};

/** A visitor on a board members write on: "글쓰기" asks them to log in first. */
export const VisitorAskedToLogIn: Story = {
  parameters: { scenario: 'visitor' },
  play: async ({ canvasElement }) => {
    const list = await itemList(canvasElement, '자유게시판');
    await expect(list.getAllByText(text.privateTitle).length).toBeGreaterThan(0);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.write }));
    await expect(await body().findByRole('alertdialog', { name: copy.site.loginPromptTitle })).toBeVisible();
  },
};

const board = { boardKey: 'board-free', name: '자유게시판', categories: ['잡담'], writePermission: 'MEMBER', canWrite: true };

/** A board nobody wrote on yet: said. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(`*${ITEMS}`, () => HttpResponse.json({ items: [], page: 1, perPage: 20, totalCount: 0, totalPages: 0, board }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.empty)).toBeVisible();
  },
};

/** The board cannot be read: said, with a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', ITEMS, 500, 'inventory.unknown')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: text.retry })).toBeVisible();
  },
};

const ITEM = '/rest/community/boards/:boardKey/items/:itemKey';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
let linkAsked = 0;

/** An item with its image and an attachment: pressing the file asks the server for its link and downloads it. */
export const ItemWithFiles: Story = {
  parameters: {
    route: boardItemPath('board-free', 'bi-files'),
    msw: {
      handlers: [
        http.get(`*${ITEM}/attachments/:fileId`, () => {
          linkAsked += 1;
          return HttpResponse.json({ url: 'data:application/pdf;base64,JVBERg==', fileName: '수강 안내.pdf', expiresAt: '2026-12-31T00:00:00.000Z' });
        }),
        http.get(`*${ITEM}`, () =>
          HttpResponse.json({
            itemKey: 'bi-files',
            boardKey: 'board-free',
            title: '수강 안내 자료',
            category: '잡담',
            contentHtml: '<p>첨부한 <strong>안내문</strong>을 봐 주세요.</p>',
            imageUrl: PNG,
            attachments: [{ fileId: 'file-1', fileName: '수강 안내.pdf', size: 204_800 }],
            private: false,
            author: { displayName: '강운영', profileImageUrl: null },
            isMine: false,
            created: '2026-12-06T01:00:00.000Z',
            comments: [{ commentKey: 'c-1', author: { displayName: '김하늘', profileImageUrl: null }, content: '고마워요!', created: '2026-12-06T02:00:00.000Z' }],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '수강 안내 자료' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: text.imageAlt('수강 안내 자료') })).toBeVisible();
    await expect(canvas.getByText('200 KB')).toBeVisible();
    const before = linkAsked;
    await userEvent.click(canvas.getByRole('button', { name: text.download('수강 안내.pdf') }));
    await waitFor(() => expect(linkAsked).toBe(before + 1));
    await expect(canvas.queryByText(text.downloadFailed('수강 안내.pdf'))).toBeNull();
    await expect(canvas.getByText('고마워요!')).toBeVisible();
  },
};

/** Another learner's private item: the server refuses it, and the page says whose it is to read. */
export const PrivateRefused: Story = {
  parameters: { scenario: 'new-learner', route: boardItemPath('board-free', 'bi-private-learner') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.privateRefused)).toBeVisible();
  },
};

async function openWrite(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: text.writeTitle('자유게시판') }, { timeout: 10_000 });
  return canvas;
}

/** Fills what every item needs: the 잡담 category, a title and its text. */
async function fillItem(canvas: ReturnType<typeof within>, title: string, contentText: string) {
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: new RegExp(text.categoryLabel) }), '잡담');
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(text.titleLabel) }), title);
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(text.bodyLabel) }), contentText);
}

/** Writing with nothing filled: each rule said at its field, nothing sent. */
export const WriteRulesAtFields: Story = {
  parameters: { route: boardWritePath('board-free') },
  play: async ({ canvasElement }) => {
    const canvas = await openWrite(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(text.titleLabel) }), '가');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: new RegExp(text.titleLabel) })).toHaveAccessibleDescription(expect.stringContaining(validationMessages.minLength(2))));
    await expect(canvas.getByRole('combobox', { name: new RegExp(text.categoryLabel) })).toHaveAccessibleDescription(expect.stringContaining(text.categoryRequired));
    await expect(canvas.getByRole('textbox', { name: new RegExp(text.bodyLabel) })).toHaveAccessibleDescription(expect.stringContaining(itemBodyEmpty));
  },
};

/** Written and sent: the item opens, as typed. */
export const Written: Story = {
  parameters: { route: boardWritePath('board-free') },
  play: async ({ canvasElement }) => {
    const canvas = await openWrite(canvasElement);
    await fillItem(canvas, '오늘 공부 인증해요', '세 강 들었어요.');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '오늘 공부 인증해요' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('세 강 들었어요.')).toBeVisible();
  },
};

/** The operator changed who may write meanwhile: the server's words, and what was typed stays. */
export const WriteRefusedByServer: Story = {
  parameters: {
    route: boardWritePath('board-free'),
    msw: {
      handlers: [
        http.post(`*${ITEMS}`, () => HttpResponse.json({ ...boardWriteForbidden, message: boardWriteRefusals.OPERATOR, data: { writePermission: 'OPERATOR' } }, { status: boardWriteForbidden.status })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await openWrite(canvasElement);
    await fillItem(canvas, '올라가지 않을 글', '내용이에요.');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByText(boardWriteRefusals.OPERATOR)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: new RegExp(text.titleLabel) })).toHaveValue('올라가지 않을 글');
  },
};

/** A board the learner may not write on, opened by its address: said, with the way back. */
export const WriteNotAllowed: Story = {
  parameters: { route: boardWritePath('board-events') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.notAllowed)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: text.backToList })).toHaveAttribute('href', boardPath('board-events'));
  },
};

/** A visitor who opens the write page by its address: told to log in first, with the way there. */
export const VisitorWriteLoginRequired: Story = {
  parameters: { scenario: 'visitor', route: boardWritePath('board-free') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: copy.site.loginRequiredTitle })).toBeVisible();
  },
};

/** The seeded item with an image and three attachments, as the mock serves them: its picture drawn, each file with its size. */
export const SeededItemWithFiles: Story = {
  parameters: { route: boardItemPath('board-tips', 'bi-files') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = '수강 가이드와 학습 계획표 나눠요';
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeVisible();
    const image = canvas.getByRole('img', { name: text.imageAlt(title) });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(1));
    for (const fileName of ['수강 가이드.pdf', '학습 계획표.csv', '정리 노트.txt']) {
      await expect(canvas.getByRole('button', { name: text.download(fileName) })).toBeVisible();
    }
  },
};

const attach = userEvent.setup({ applyAccept: false });
const pdf = (name: string) => new File(['%PDF-1.4 자료'], name, { type: 'application/pdf' });

/** A learner attaches two files, takes one off, and writes: the item opens with the other to download. */
export const WrittenWithAttachments: Story = {
  parameters: { route: boardWritePath('board-free') },
  play: async ({ canvasElement }) => {
    const canvas = await openWrite(canvasElement);
    await attach.upload(canvas.getByLabelText(text.attachField, { exact: true }), [pdf('공부 계획.pdf'), new File(['메모'], '메모.txt', { type: 'text/plain' })]);
    const attached = within(await canvas.findByRole('list', { name: text.attachedLabel }, { timeout: 10_000 }));
    await waitFor(() => expect(attached.getAllByRole('listitem')).toHaveLength(2), { timeout: 10_000 });
    await userEvent.click(attached.getByRole('button', { name: text.removeAttached('메모.txt') }));
    await waitFor(() => expect(attached.getAllByRole('listitem')).toHaveLength(1));
    await fillItem(canvas, '계획표 공유해요', '첨부 파일을 봐 주세요.');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '계획표 공유해요' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.download('공부 계획.pdf') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.download('메모.txt') })).toBeNull();
  },
};

/** A file the boards do not take (one over their 20 MB) is named at the field and never sent. */
export const AttachmentRefused: Story = {
  parameters: { route: boardWritePath('board-free') },
  play: async ({ canvasElement }) => {
    const canvas = await openWrite(canvasElement);
    const field = canvas.getByLabelText(text.attachField, { exact: true });
    await attach.upload(field, new File([new Uint8Array(BOARD_ATTACHMENT_MAX_BYTES + 1)], '큰 자료.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(boardFileMessages.attachmentSize('큰 자료.pdf'))));
    await expect(canvas.queryByRole('list', { name: text.uploads.list })).toBeNull();
    await expect(canvas.queryByRole('list', { name: text.attachedLabel })).toBeNull();
  },
};

/** A 1×1 PNG, as a learner's picked picture. */
const png = (name: string) => new File([Uint8Array.from(atob(PNG.split(',')[1] ?? ''), (char) => char.charCodeAt(0))], name, { type: 'image/png' });

/** A learner gives their item an image: previewed from the chosen file, then drawn on the item they wrote. */
export const WrittenWithImage: Story = {
  parameters: { route: boardWritePath('board-free') },
  play: async ({ canvasElement }) => {
    const canvas = await openWrite(canvasElement);
    await attach.upload(canvas.getByLabelText(text.imageField, { exact: true }), png('인증 사진.png'));
    const preview = within(await canvas.findByRole('figure', { name: text.imagePreviewLabel }, { timeout: 10_000 }));
    await expect(preview.getByRole('img', { name: text.imagePreviewAlt })).toBeVisible();
    await expect(preview.getByText('인증 사진.png (70 Bytes)')).toBeVisible();
    await fillItem(canvas, '오늘 공부 인증해요', '사진을 봐 주세요.');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '오늘 공부 인증해요' }, { timeout: 10_000 })).toBeVisible();
    const image = canvas.getByRole('img', { name: text.imageAlt('오늘 공부 인증해요') });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(1));
  },
};

/** The image taken off before writing: the preview goes, the picker is back, and the item carries no image. */
export const ImageTakenOff: Story = {
  parameters: { route: boardWritePath('board-free') },
  play: async ({ canvasElement }) => {
    const canvas = await openWrite(canvasElement);
    await attach.upload(canvas.getByLabelText(text.imageField, { exact: true }), png('잘못 고른 사진.png'));
    const preview = await canvas.findByRole('figure', { name: text.imagePreviewLabel }, { timeout: 10_000 });
    await userEvent.click(within(preview).getByRole('button', { name: text.removeImage }));
    await waitFor(() => expect(canvas.queryByRole('figure', { name: text.imagePreviewLabel })).toBeNull());
    await fillItem(canvas, '사진 없이 올려요', '글만 있어요.');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '사진 없이 올려요' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: text.imageAlt('사진 없이 올려요') })).toBeNull();
  },
};

/**
 * A file that is not a picture the boards take, chosen as the image — by its name, or named .png but
 * an SVG inside (which may carry script): said at the field, never sent.
 */
export const ImageRefusedType: Story = {
  parameters: { route: boardWritePath('board-free') },
  play: async ({ canvasElement }) => {
    const canvas = await openWrite(canvasElement);
    const field = canvas.getByLabelText(text.imageField, { exact: true });
    await attach.upload(field, new File(['<svg/>'], '로고.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(copy.designSystem.fileWrongType(text.imageAccept))));
    await attach.upload(field, new File(['<svg/>'], '로고.png', { type: 'image/svg+xml' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(boardFileMessages.imageType)));
    await expect(canvas.queryByRole('list', { name: text.imageUploads.list })).toBeNull();
    await expect(canvas.queryByRole('figure', { name: text.imagePreviewLabel })).toBeNull();
  },
};

/** A picture over the boards' 10 MB image limit: named at the field, never sent. */
export const ImageRefusedTooLarge: Story = {
  parameters: { route: boardWritePath('board-free') },
  play: async ({ canvasElement }) => {
    const canvas = await openWrite(canvasElement);
    const field = canvas.getByLabelText(text.imageField, { exact: true });
    await attach.upload(field, new File([new Uint8Array(BOARD_IMAGE_MAX_BYTES + 1)], '큰 사진.png', { type: 'image/png' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(boardFileMessages.imageSize)));
    await expect(canvas.queryByRole('list', { name: text.imageUploads.list })).toBeNull();
  },
};

const UPLOAD_COMPLETE = '/rest/community/boards/attachments/uploads/:uploadId/complete';
let itemsPosted = 0;
/** Counts the writes that reach the server, then lets the mock answer them. */
const countingWrites = http.post(`*${ITEMS}`, () => {
  itemsPosted += 1;
});

/** 올리기 pressed while the image still goes up: nothing is sent, and the image field says why. */
export const SubmitHeldWhileUploading: Story = {
  parameters: { route: boardWritePath('board-free'), msw: { handlers: [countingWrites, neverAnswering('post', UPLOAD_COMPLETE)] } },
  play: async ({ canvasElement }) => {
    const canvas = await openWrite(canvasElement);
    const before = itemsPosted;
    await fillItem(canvas, '사진이 올라가는 중', '사진과 함께 올릴 글이에요.');
    const field = canvas.getByLabelText(text.imageField, { exact: true });
    await attach.upload(field, png('올리는 중.png'));
    await canvas.findByRole('list', { name: text.imageUploads.list }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(text.uploadHold.UPLOADING)));
    await expect(canvas.getByRole('heading', { level: 1, name: text.writeTitle('자유게시판') })).toBeVisible();
    await expect(itemsPosted).toBe(before);
  },
};

/** 올리기 pressed while a file that failed to go up is still listed: nothing is sent, and the attachments field says why. */
export const SubmitHeldAfterFailedUpload: Story = {
  parameters: { route: boardWritePath('board-free'), msw: { handlers: [countingWrites, failing('post', UPLOAD_COMPLETE)] } },
  play: async ({ canvasElement }) => {
    const canvas = await openWrite(canvasElement);
    const before = itemsPosted;
    await fillItem(canvas, '첨부가 안 올라간 글', '첨부와 함께 올릴 글이에요.');
    const field = canvas.getByLabelText(text.attachField, { exact: true });
    await attach.upload(field, pdf('계획표.pdf'));
    const uploads = within(await canvas.findByRole('list', { name: text.uploads.list }, { timeout: 10_000 }));
    await expect(await uploads.findByRole('button', { name: text.uploads.retry }, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(text.uploadHold.FAILED)));
    await expect(itemsPosted).toBe(before);
    // Taken off the list, the file no longer holds the item: it is written without it.
    await userEvent.click(uploads.getByRole('button', { name: text.uploads.remove }));
    await waitFor(() => expect(field).not.toHaveAccessibleDescription(expect.stringContaining(text.uploadHold.FAILED)));
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '첨부가 안 올라간 글' }, { timeout: 10_000 })).toBeVisible();
    await expect(itemsPosted).toBe(before + 1);
  },
};
