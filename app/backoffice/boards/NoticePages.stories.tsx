/**
 * The board area's notice screens (issue 42; backoffice.md §2 "notices", §5 "Notice title 3-30",
 * §9 "notices 10" a page), one story per state: every class's notices 10 a page, pinned first;
 * none; the list failing; a pin undone; a delete confirmed; a notice published with its body
 * pasted in the rich-text editor; a short title refused at its field; a stale save and a failed one
 * keeping what was typed; and a stored body with script in it, opened in the editor, running
 * nothing. Each is axe-clean.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { boardErrorCodes, boardRuleMessages, NOTICE_PAGE_SIZE } from '@app/shared/api/contract/adminBoardRules';
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, findSettledTable, screen } from '../storySupport';
import { NoticesPage } from './NoticesPage';

const text = copy.backofficeBoards;
const BASE = '/rest/document/admin/tenant/notices';
const pinnedNotice = '/admin/boards/notices/nt-klass-001-01';
const injectedNotice = '/admin/boards/notices/nt-klass-001-02';

const meta = {
  title: 'Back-office/Boards/공지사항 · NoticePages',
  component: NoticesPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/boards/notices', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof NoticesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const settledNotices = (canvasElement: HTMLElement) => findSettledTable(canvasElement, text.noticesTitle, text.noticesCaption);

/** Every class's notices, 10 a page, the pinned ones first. */
export const Notices: Story = {
  play: async ({ canvasElement }) => {
    const table = await settledNotices(canvasElement);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(NOTICE_PAGE_SIZE);
    const [first] = rows;
    const last = rows.at(-1);
    if (!first || !last) throw new Error('a first and a last notice');
    await expect(within(first).getByRole('button', { name: text.unpin('필독: 수강 전 확인해 주세요') })).toBeVisible();
    await expect(within(last).queryByRole('button', { name: new RegExp(`${text.unpinAction}$`) })).toBeNull();
  },
};

/** No notice yet: said, with the way to write one. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(`*${BASE}`, () => HttpResponse.json({ items: [], page: 1, size: NOTICE_PAGE_SIZE, totalCount: 0, totalPages: 0 }))] },
  },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.noticesTitle);
    const page = within(canvasElement);
    await expect(await page.findByText(copy.listKit.empty(text.noticeNoun), undefined, { timeout: 10_000 })).toBeVisible();
    await expect(page.getAllByRole('button', { name: text.newNotice }).length).toBeGreaterThan(0);
  },
};

/** The list cannot be read: said, with a retry. */
export const ListFailed: Story = {
  parameters: { msw: { handlers: [failing('get', BASE)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.noticesTitle);
    await expect(await within(canvasElement).findByRole('button', { name: /다시 시도/ })).toBeVisible();
  },
};

/** Unpinning shows at once and is undone from its toast: the notice is pinned again and nothing was sent. */
export const UnpinUndone: Story = {
  play: async ({ canvasElement }) => {
    const table = await settledNotices(canvasElement);
    const title = '필독: 수강 전 확인해 주세요';
    await userEvent.click(table.getByRole('button', { name: text.unpin(title) }));
    await expect(await table.findByRole('button', { name: text.pin(title) })).toBeVisible();
    await expect(await screen(canvasElement).findByText(text.unpinned(title), undefined, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: copy.listKit.undo }));
    await expect(await table.findByRole('button', { name: text.unpin(title) })).toBeVisible();
  },
};

/** Deleting asks first, naming the notice; confirmed, it leaves the list. */
export const DeleteConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const table = await settledNotices(canvasElement);
    const row = table.getAllByRole('row')[3];
    if (!row) throw new Error('a third notice');
    const link = within(row).getAllByRole('link')[0];
    const title = link?.textContent ?? '';
    await userEvent.click(within(row).getByRole('button', { name: text.deleteLabel(title) }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: text.deleteTitle }, { timeout: 10_000 });
    await expect(dialog).toHaveTextContent(text.deleteBody(title));
    await userEvent.click(within(dialog).getByRole('button', { name: text.deleteConfirm }));
    await expect(await screen(canvasElement).findByText(text.deleted, undefined, { timeout: 10_000 })).toBeVisible();
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

/** A new notice: class, title and a body pasted with a heading and bold; published, it is listed. */
export const Publish: Story = {
  parameters: { route: '/admin/boards/notices/new' },
  play: async ({ canvasElement }) => {
    const { page, body, title } = await openForm(canvasElement, text.newNoticeTitle);
    const klass = await page.findByRole('combobox', { name: fieldLabel(text.klassField) });
    await waitFor(() => expect(klass).not.toHaveAttribute('aria-busy'));
    await userEvent.selectOptions(klass, 'klass-001');
    await userEvent.type(title, '12월 라이브 일정 안내');
    await userEvent.click(body);
    await paste('<h2>라이브 일정</h2><p><strong>12월 20일</strong> 저녁 8시에 만나요.</p>');
    await waitFor(() => expect(body.querySelector('h2')).toHaveTextContent('라이브 일정'));
    await userEvent.click(page.getByRole('button', { name: text.publish }));
    await expect(await screen(canvasElement).findByText(text.noticePublished, undefined, { timeout: 10_000 })).toBeVisible();
    const table = await settledNotices(canvasElement);
    await expect(await table.findByRole('link', { name: '12월 라이브 일정 안내' })).toBeVisible();
  },
};

/** A two-character title and an empty body are refused at their fields before anything is sent. */
export const ShortTitleRefused: Story = {
  parameters: { route: '/admin/boards/notices/new' },
  play: async ({ canvasElement }) => {
    const { page, body, title } = await openForm(canvasElement, text.newNoticeTitle);
    await userEvent.type(title, '공지');
    await userEvent.click(page.getByRole('button', { name: text.publish }));
    await waitFor(() => expect(title).toHaveAccessibleDescription(expect.stringContaining(validationMessages.minLength(3))));
    await expect(body).toHaveAccessibleDescription(expect.stringContaining(boardRuleMessages.noticeBodyEmpty));
    await expect(page.getByRole('combobox', { name: fieldLabel(text.klassField) })).toHaveAccessibleDescription(expect.stringContaining(text.klassRequired));
  },
};

/** Someone saved first (409 board.notice.conflict): said, with the title typed kept. */
export const StaleSave: Story = {
  parameters: {
    route: pinnedNotice,
    msw: {
      handlers: [
        http.put(`*${BASE}/nt-klass-001-01`, () =>
          HttpResponse.json({ ...boardErrorCodes.noticeConflict, message: '다른 사람이 먼저 이 공지를 저장했어요.', data: { version: '2026-12-07T01:00:00.000Z' } }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { page, title } = await openForm(canvasElement, text.editNoticeTitle);
    await userEvent.clear(title);
    await userEvent.type(title, '필독: 바뀐 수강 안내');
    await userEvent.click(page.getByRole('button', { name: text.saveNotice }));
    await expect(await page.findByText(text.noticeStale, undefined, { timeout: 10_000 })).toBeVisible();
    await expect(title).toHaveValue('필독: 바뀐 수강 안내');
  },
};

/** The save fails: said, and what was typed stays. */
export const SaveFailed: Story = {
  parameters: { route: pinnedNotice, msw: { handlers: [failing('put', `${BASE}/nt-klass-001-01`)] } },
  play: async ({ canvasElement }) => {
    const { page, title } = await openForm(canvasElement, text.editNoticeTitle);
    await userEvent.clear(title);
    await userEvent.type(title, '저장이 안 될 제목');
    await userEvent.click(page.getByRole('button', { name: text.saveNotice }));
    await expect(await page.findByText(copy.backofficeForms.unsaved, undefined, { timeout: 10_000 })).toBeVisible();
    await expect(title).toHaveValue('저장이 안 될 제목');
  },
};

/** A stored body with a script, an `onerror` and a `javascript:` link opens in the editor as text and links that run nothing. */
export const ScriptInBodyRunsNothing: Story = {
  parameters: { route: injectedNotice },
  play: async ({ canvasElement }) => {
    const { body } = await openForm(canvasElement, text.editNoticeTitle);
    await waitFor(() => expect(body).toHaveTextContent('자료실은 여기에서 볼 수 있어요.'));
    await expect(body.querySelector('script, img[onerror], a[href^="javascript"]')).toBeNull();
  },
};
