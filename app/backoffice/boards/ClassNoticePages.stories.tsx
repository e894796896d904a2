/**
 * The board area's class-notice screens (issue 42; backoffice.md §2 "teaching-room class
 * notices"), one story per state: every class room's notices 10 a page; none; a class notice for
 * the class's learners published with its body pasted; an empty body refused at its field; a
 * stale save keeping what was typed; a delete confirmed. Each is axe-clean.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { boardErrorCodes, boardRuleMessages, NOTICE_PAGE_SIZE } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { Backoffice, fieldLabel, findPageHeading, findSettledTable, screen } from '../storySupport';
import { ClassNoticesPage } from './ClassNoticesPage';

const text = copy.backofficeBoards;
const BASE = '/rest/inventory/admin/tenant/announcements';

const meta = {
  title: 'Back-office/Boards/클래스 공지 · ClassNoticePages',
  component: ClassNoticesPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/boards/class-notices', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof ClassNoticesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const settled = (canvasElement: HTMLElement) => findSettledTable(canvasElement, text.classNoticesTitle, text.classNoticesCaption);

/** Every class room's notices, 10 a page, with who may read each. */
export const ClassNotices: Story = {
  play: async ({ canvasElement }) => {
    const table = await settled(canvasElement);
    await expect(table.getAllByRole('row').slice(1)).toHaveLength(NOTICE_PAGE_SIZE);
    await expect(table.getAllByText(text.visibilityLabels.PUBLIC).length).toBeGreaterThan(0);
  },
};

/** No class notice yet: said, with the way to write one. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(`*${BASE}`, () => HttpResponse.json({ items: [], page: 1, size: NOTICE_PAGE_SIZE, totalCount: 0, totalPages: 0 }))] },
  },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.classNoticesTitle);
    await expect(await within(canvasElement).findByText(copy.listKit.empty(text.classNoticeNoun), undefined, { timeout: 10_000 })).toBeVisible();
  },
};

async function openForm(canvasElement: HTMLElement, heading: string) {
  const page = within(canvasElement);
  // The form's chunk and the editor's load on first use: slower than a list's.
  await page.findByRole('heading', { level: 1, name: heading }, { timeout: 20_000 });
  const body = await page.findByRole('textbox', { name: fieldLabel(text.bodyField) }, { timeout: 20_000 });
  return { page, body };
}

/** For the class's learners only, the body pasted: published, it heads the list. */
export const Publish: Story = {
  parameters: { route: '/admin/boards/class-notices/new' },
  play: async ({ canvasElement }) => {
    const { page, body } = await openForm(canvasElement, text.newClassNoticeTitle);
    const klass = await page.findByRole('combobox', { name: fieldLabel(text.klassField) });
    await waitFor(() => expect(klass).not.toHaveAttribute('aria-busy'));
    await userEvent.selectOptions(klass, 'klass-001');
    await userEvent.click(page.getByRole('radio', { name: text.visibilityLabels.PRIVATE }));
    await userEvent.click(body);
    const data = new DataTransfer();
    data.setData('text/html', '<p>내일 실습은 <b>강의실 3번</b>에서 해요.</p>');
    await userEvent.paste(data);
    await waitFor(() => expect(body.querySelector('strong')).toHaveTextContent('강의실 3번'));
    await userEvent.click(page.getByRole('button', { name: text.publish }));
    await expect(await screen(canvasElement).findByText(text.classNoticePublished, undefined, { timeout: 10_000 })).toBeVisible();
    const table = await settled(canvasElement);
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('내일 실습은 강의실 3번에서 해요.');
  },
};

/** An empty body is refused at its field before anything is sent. */
export const EmptyBodyRefused: Story = {
  parameters: { route: '/admin/boards/class-notices/new' },
  play: async ({ canvasElement }) => {
    const { page, body } = await openForm(canvasElement, text.newClassNoticeTitle);
    await userEvent.click(page.getByRole('button', { name: text.publish }));
    await waitFor(() => expect(body).toHaveAccessibleDescription(expect.stringContaining(boardRuleMessages.noticeBodyEmpty)));
  },
};

/** Someone saved first (409 board.classNotice.conflict): said, the work kept. */
export const StaleSave: Story = {
  parameters: {
    route: '/admin/boards/class-notices/ann-001-001',
    msw: {
      handlers: [
        http.put(`*${BASE}/ann-001-001`, () =>
          HttpResponse.json({ ...boardErrorCodes.classNoticeConflict, message: '다른 사람이 먼저 이 클래스 공지를 저장했어요.', data: { version: '2026-12-07T01:00:00.000Z' } }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { page } = await openForm(canvasElement, text.editClassNoticeTitle);
    await userEvent.click(page.getByRole('radio', { name: text.visibilityLabels.PRIVATE }));
    await userEvent.click(page.getByRole('button', { name: text.saveNotice }));
    await expect(await page.findByText(text.classNoticeStale, undefined, { timeout: 10_000 })).toBeVisible();
    await expect(page.getByRole('radio', { name: text.visibilityLabels.PRIVATE })).toBeChecked();
  },
};

/** Deleting asks first; confirmed, it is gone. */
export const DeleteConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const table = await settled(canvasElement);
    const row = table.getAllByRole('row')[2];
    if (!row) throw new Error('a second class notice');
    await userEvent.click(within(row).getByRole('button', { name: /삭제$/ }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: text.classNoticeDeleteTitle }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: text.deleteConfirm }));
    await expect(await screen(canvasElement).findByText(text.classNoticeDeleted, undefined, { timeout: 10_000 })).toBeVisible();
  },
};
