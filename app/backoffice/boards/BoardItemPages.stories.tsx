/**
 * The board area's general board screens (issue 42; backoffice.md §2 "Boards with items and
 * comments"), one story per state: the thousands of items pinned first, only the private ones, none,
 * the boards or the list failing; an item pinned and undone, the page made private in bulk and
 * undone; a new item written and published, a short title refused at its field, a stale save and a
 * failed one keeping what was typed; the comments of an item, one hidden and undone, one deleted
 * after its confirmation; and a stored body and comment with script in them running nothing. An
 * item's image and attachments uploaded through the kit and saved, one taken off; a file the board
 * does not take (one over its 20 MB) refused at its field before it is sent; and the boards'
 * settings on the list kit (their count said, the columns chosen), failing with a retry, and a
 * board's write permission changed and undone.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BOARD_ATTACHMENT_MAX_BYTES, BOARD_ITEM_TITLE_MIN, boardErrorCodes, boardFileMessages, boardRuleMessages } from '@app/shared/api/contract/adminBoardRules';
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, findSettledTable, screen } from '../storySupport';
import { BoardItemsPage } from './BoardItemsPage';

const text = copy.backofficeBoardItems;
const BASE = '/rest/community/admin/tenant/boards';
const LIST = '/admin/boards/items';
/** Seeded items (mocks/backoffice/boards/boardItemSeed.ts). */
const pinnedItem = 'bi-pinned-operator';
const injectedItem = 'bi-injected';
const forStale = 'bi-00002';
const forFailure = 'bi-00003';

const meta = {
  title: 'Back-office/Boards/게시판 · BoardItemPages',
  component: BoardItemsPage,
  render: () => <Backoffice />,
  parameters: { route: LIST, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof BoardItemsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list once its rows are in: the boards are read before the list, so its heading can take a while. */
async function settledItems(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('heading', { level: 1, name: text.title }, { timeout: 20_000 });
  return findSettledTable(canvasElement, text.title, text.caption);
}

/** The boards cannot be read: said, with a retry, and no list drawn without its filters. */
export const BoardsFailed: Story = {
  parameters: { msw: { handlers: [failing('get', BASE)] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: text.title }, { timeout: 20_000 });
    await expect(await within(canvasElement).findByText(text.boardsLoadFailed, undefined, { timeout: 10_000 })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /다시 시도/ })).toBeVisible();
  },
};

/** Every board's items, the pinned ones first. */
export const Items: Story = {
  name: '게시글 목록 · 4천여 개',
  play: async ({ canvasElement }) => {
    const table = await settledItems(canvasElement);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(10);
    await expect(within(rows[0] ?? canvasElement).getByRole('button', { name: / 고정 해제$/ })).toBeVisible();
  },
};

/** Only the private ones of the free board: every row says so. */
export const PrivateOnly: Story = {
  parameters: { route: `${LIST}?private=PRIVATE&board=board-free` },
  play: async ({ canvasElement }) => {
    const table = await settledItems(canvasElement);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      await expect(row).toHaveTextContent(text.privacyLabels.PRIVATE);
      await expect(row).toHaveTextContent('자유게시판');
    }
  },
};

/** No item matches: said. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(`*${BASE}/items`, () => HttpResponse.json({ items: [], page: 1, size: 50, totalCount: 0, totalPages: 0 }))] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    await expect(await within(canvasElement).findByText(copy.listKit.empty(text.noun))).toBeVisible();
  },
};

/** The list cannot be read: said, with a retry. */
export const ListFailed: Story = {
  parameters: { msw: { handlers: [failing('get', `${BASE}/items`)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    await expect(await within(canvasElement).findByRole('button', { name: /다시 시도/ })).toBeVisible();
  },
};

/** One item pinned: at once on screen with the undo window; 되돌리기 takes it back and nothing was sent. */
export const PinThenUndo: Story = {
  parameters: { route: `${LIST}?pinned=UNPINNED` },
  play: async ({ canvasElement }) => {
    const table = await settledItems(canvasElement);
    const row = table.getAllByRole('row')[1];
    if (!row) throw new Error('an unpinned item');
    const title = within(row).getByRole('link').textContent ?? '';
    await userEvent.click(within(row).getByRole('button', { name: text.pinOne(title) }));
    // Undone well within its window, however slow the machine.
    const undo = await screen(canvasElement).findByRole('button', { name: copy.listKit.undo }, { timeout: 4_000 });
    await expect(within(row).getByRole('button', { name: text.unpinOne(title) })).toBeVisible();
    await userEvent.click(undo);
    await expect(await within(row).findByRole('button', { name: text.pinOne(title) })).toBeVisible();
  },
};

/** The page picked and made private in bulk: every row private at once, the toast saying how many; undone, none is. */
export const PrivatePageThenUndo: Story = {
  parameters: { route: `${LIST}?private=PUBLIC` },
  play: async ({ canvasElement }) => {
    const table = await settledItems(canvasElement);
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('checkbox', { name: copy.designSystem.selectAll }));
    const bar = page.getByRole('region', { name: copy.listKit.bulkActions });
    await userEvent.click(within(bar).getByRole('button', { name: text.makePrivate }));
    // The bar went with the focused button; the keyboard stays on the list (the hand review found the body).
    await waitFor(() => expect(page.getByRole('region', { name: text.caption })).toHaveFocus());
    // The toast says how many, as the reviews' does (issue 38).
    const toast = await screen(canvasElement).findByRole('region', { name: copy.listKit.undoRegion }, { timeout: 4_000 });
    await expect(toast).toHaveTextContent(text.madePrivate(text.manyItems(20)));
    const undo = await screen(canvasElement).findByRole('button', { name: copy.listKit.undo }, { timeout: 4_000 });
    await expect(table.getAllByText(text.privacyLabels.PRIVATE).length).toBe(table.getAllByRole('row').length - 1);
    await userEvent.click(undo);
    await waitFor(() => expect(table.queryAllByText(text.privacyLabels.PRIVATE)).toHaveLength(0));
  },
};

async function openForm(canvasElement: HTMLElement, heading: string) {
  const page = within(canvasElement);
  // The form's chunk and the editor's load on first use: slower than a list's.
  await page.findByRole('heading', { level: 1, name: heading }, { timeout: 20_000 });
  const body = await page.findByRole('textbox', { name: fieldLabel(text.bodyField) }, { timeout: 20_000 });
  return { page, body, title: page.getByRole('textbox', { name: fieldLabel(text.titleField) }) };
}

function paste(html: string) {
  const data = new DataTransfer();
  data.setData('text/html', html);
  return userEvent.paste(data);
}

/** A new item: board, category, title and a body pasted with a list; published, it is on the list. */
export const Publish: Story = {
  parameters: { route: `${LIST}/new` },
  play: async ({ canvasElement }) => {
    const { page, body, title } = await openForm(canvasElement, text.newItemTitle);
    const board = page.getByRole('combobox', { name: fieldLabel(text.boardField) });
    await waitFor(() => expect(board).not.toHaveAttribute('aria-busy'));
    await userEvent.selectOptions(board, 'board-tips');
    await userEvent.selectOptions(page.getByRole('combobox', { name: fieldLabel(text.categoryField) }), '공부법');
    await userEvent.type(title, '복습 루틴 공유해요');
    await userEvent.click(body);
    await paste('<ul><li>하루 30분</li><li>주말 정리</li></ul>');
    await waitFor(() => expect(body.querySelectorAll('li')).toHaveLength(2));
    await userEvent.click(page.getByRole('button', { name: text.publish }));
    await expect(await screen(canvasElement).findByText(text.published, undefined, { timeout: 10_000 })).toBeVisible();
    // Pinned items come first and the table draws only the rows in view: found by its title.
    await settledItems(canvasElement);
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: text.searchFilter }), '복습 루틴');
    await expect(await within(canvasElement).findByRole('link', { name: '복습 루틴 공유해요' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** A one-character title, no board and an empty body are refused at their fields before anything is sent. */
export const ShortTitleRefused: Story = {
  parameters: { route: `${LIST}/new` },
  play: async ({ canvasElement }) => {
    const { page, body, title } = await openForm(canvasElement, text.newItemTitle);
    await userEvent.type(title, '팁');
    await userEvent.click(page.getByRole('button', { name: text.publish }));
    await waitFor(() => expect(title).toHaveAccessibleDescription(expect.stringContaining(validationMessages.minLength(BOARD_ITEM_TITLE_MIN))));
    await expect(page.getByRole('combobox', { name: fieldLabel(text.boardField) })).toHaveAccessibleDescription(expect.stringContaining(text.boardRequired));
    await expect(body).toHaveAccessibleDescription(expect.stringContaining(boardRuleMessages.itemBodyEmpty));
  },
};

/** Someone saved first (409 board.item.conflict): said, with the title typed kept. */
export const StaleSave: Story = {
  parameters: {
    route: `${LIST}/${forStale}`,
    msw: {
      handlers: [
        http.put(`*${BASE}/items/${forStale}`, () =>
          HttpResponse.json({ ...boardErrorCodes.itemConflict, message: '다른 사람이 먼저 이 게시글을 저장했어요.', data: { version: '2026-12-07T01:00:00.000Z' } }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { page, title } = await openForm(canvasElement, text.editItemTitle);
    await userEvent.clear(title);
    await userEvent.type(title, '고친 제목이에요');
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await page.findByText(text.stale, undefined, { timeout: 10_000 })).toBeVisible();
    await expect(title).toHaveValue('고친 제목이에요');
  },
};

/** The save fails: said, and what was typed stays. */
export const SaveFailed: Story = {
  parameters: { route: `${LIST}/${forFailure}`, msw: { handlers: [failing('put', `${BASE}/items/${forFailure}`)] } },
  play: async ({ canvasElement }) => {
    const { page, title } = await openForm(canvasElement, text.editItemTitle);
    // A learner's item stays theirs when an operator edits it, and the page says whose it is.
    await expect(page.getByText(/님이 쓴 글이에요\. 고쳐도 작성자는 그대로예요\./)).toBeVisible();
    await userEvent.clear(title);
    await userEvent.type(title, '저장이 안 될 제목');
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await page.findByText(copy.backofficeForms.unsaved, undefined, { timeout: 10_000 })).toBeVisible();
    await expect(title).toHaveValue('저장이 안 될 제목');
  },
};

async function comments(canvasElement: HTMLElement) {
  await openForm(canvasElement, text.editItemTitle);
  return within(await within(canvasElement).findByRole('region', { name: text.commentsHeading }, { timeout: 10_000 }));
}

/** A comment hidden from learners at once, with the undo window; 되돌리기 shows it again and nothing was sent. */
export const HideCommentThenUndo: Story = {
  parameters: { route: `${LIST}/${pinnedItem}` },
  play: async ({ canvasElement }) => {
    const section = await comments(canvasElement);
    await userEvent.click(await section.findByRole('button', { name: text.hideCommentLabel('김하늘') }, { timeout: 10_000 }));
    // The toast's 되돌리기, not the editor's (its toolbar has one too, disabled with nothing to undo).
    const undo = await waitFor(
      () => {
        const button = screen(canvasElement).getAllByRole('button', { name: copy.listKit.undo }).find((candidate) => !candidate.hasAttribute('disabled'));
        if (!button) throw new Error('the toast’s 되돌리기');
        return button;
      },
      { timeout: 4_000 },
    );
    await expect(section.getByRole('button', { name: text.showCommentLabel('김하늘') })).toBeVisible();
    await userEvent.click(undo);
    await expect(await section.findByRole('button', { name: text.hideCommentLabel('김하늘') })).toBeVisible();
  },
};

/** Deleting a comment asks first, saying it cannot be undone; confirmed, it is gone. */
export const DeleteCommentConfirmed: Story = {
  parameters: { route: `${LIST}/${pinnedItem}` },
  play: async ({ canvasElement }) => {
    const section = await comments(canvasElement);
    await userEvent.click(await section.findByRole('button', { name: text.deleteCommentLabel('김하늘') }, { timeout: 10_000 }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: text.deleteCommentTitle }, { timeout: 10_000 });
    await expect(dialog).toHaveTextContent(text.deleteCommentBody('김하늘'));
    await userEvent.click(within(dialog).getByRole('button', { name: copy.backofficeBoards.deleteConfirm }));
    await expect(await screen(canvasElement).findByText(text.commentDeleted, undefined, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(section.queryByRole('button', { name: text.deleteCommentLabel('김하늘') })).toBeNull());
  },
};

/** A stored body with a script, an `onerror` and a `javascript:` link opens in the editor running nothing; a comment's markup shows as text. */
export const ScriptRunsNothing: Story = {
  parameters: { route: `${LIST}/${injectedItem}` },
  play: async ({ canvasElement }) => {
    const section = await comments(canvasElement);
    await expect(await section.findByText('<img src=x onerror="alert(1)">좋아요', undefined, { timeout: 10_000 })).toBeVisible();
    await expect(canvasElement.querySelector('script, img[onerror], a[href^="javascript"]')).toBeNull();
  },
};

const forFiles = 'bi-00005';
const uploader = userEvent.setup({ applyAccept: false });
const pdfFile = () => new File([new TextEncoder().encode('%PDF-1.4 안내')], '수강 안내.pdf', { type: 'application/pdf' });
const pngFile = () =>
  new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (char) => char.charCodeAt(0))], '배너.png', { type: 'image/png' });

/** An image and two attachments uploaded through the kit: the image previewed, the files listed, one taken off; saved. */
export const FilesAttached: Story = {
  parameters: { route: `${LIST}/${forFiles}` },
  play: async ({ canvasElement }) => {
    const { page } = await openForm(canvasElement, text.editItemTitle);
    await uploader.upload(page.getByLabelText(text.imageField, { exact: true }), pngFile());
    await expect(await page.findByRole('img', { name: text.imagePreviewAlt }, { timeout: 10_000 })).toBeVisible();
    await uploader.upload(page.getByLabelText(text.attachmentsField, { exact: true }), [pdfFile(), new File(['메모'], '메모.txt', { type: 'text/plain' })]);
    const attached = within(await page.findByRole('list', { name: text.attachedListLabel }, { timeout: 10_000 }));
    await waitFor(() => expect(attached.getAllByRole('listitem')).toHaveLength(2), { timeout: 10_000 });
    await userEvent.click(attached.getByRole('button', { name: text.removeAttachment('메모.txt') }));
    await waitFor(() => expect(attached.getAllByRole('listitem')).toHaveLength(1));
    await expect(attached.getByText('수강 안내.pdf')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await screen(canvasElement).findByText(text.saved, undefined, { timeout: 10_000 })).toBeVisible();
  },
};

/** An attachment over the board's 20 MB: refused at its field in Korean, naming the file, and never sent. */
export const AttachmentTooLarge: Story = {
  parameters: { route: `${LIST}/${forFiles}` },
  play: async ({ canvasElement }) => {
    const { page } = await openForm(canvasElement, text.editItemTitle);
    const large = new File([new Uint8Array(BOARD_ATTACHMENT_MAX_BYTES + 1)], '큰 자료.pdf', { type: 'application/pdf' });
    await uploader.upload(page.getByLabelText(text.attachmentsField, { exact: true }), large);
    await expect(await page.findByText(boardFileMessages.attachmentSize('큰 자료.pdf'))).toBeVisible();
    await expect(page.queryByRole('list', { name: text.attachedListLabel })).toBeNull();
  },
};

/** Who may write on each board: the events board opened to every member, said with the undo window; undone, back to operators only. */
export const WritePermissionThenUndo: Story = {
  parameters: { route: '/admin/boards/settings' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 1, name: text.settingsTitle }, { timeout: 20_000 });
    const events = await page.findByRole('combobox', { name: text.writePermissionField('이벤트') }, { timeout: 10_000 });
    await expect(events).toHaveValue('OPERATOR');
    await userEvent.selectOptions(events, 'MEMBER');
    await expect(await screen(canvasElement).findByText(text.permissionChanged('이벤트', text.writePermissionWho.MEMBER))).toBeVisible();
    await expect(events).toHaveValue('MEMBER');
    const undo = await screen(canvasElement).findByRole('button', { name: copy.listKit.undo }, { timeout: 4_000 });
    await userEvent.click(undo);
    await waitFor(() => expect(events).toHaveValue('OPERATOR'));
  },
};

/** The boards' settings are a list like every list (issue 42): the count said, the columns chosen, each board's permission in its row. */
export const SettingsOnListKit: Story = {
  parameters: { route: '/admin/boards/settings' },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.settingsTitle, text.settingsCaption);
    const page = within(canvasElement);
    await expect(page.getByText(copy.listKit.totalCount('3', text.boardUnit))).toBeVisible();
    await expect(page.getByRole('button', { name: copy.listKit.columns })).toBeVisible();
    await expect(table.getAllByRole('row')).toHaveLength(4);
    await expect(table.getByRole('combobox', { name: text.writePermissionField('자유게시판') })).toHaveValue('MEMBER');
  },
};

/** The boards cannot be read: said in the list's place, with a retry. */
export const SettingsFailed: Story = {
  parameters: { route: '/admin/boards/settings', msw: { handlers: [failing('get', BASE)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.settingsTitle);
    await expect(await within(canvasElement).findByRole('button', { name: /다시 시도/ }, { timeout: 10_000 })).toBeVisible();
  },
};
