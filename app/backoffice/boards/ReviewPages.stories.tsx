/**
 * The board area's review screens (issue 42; backoffice.md §2 "reviews"), one story per state: the
 * thousands of reviews with both counts, only the hidden ones, none, and the list failing; a
 * review hidden and undone, the page hidden in bulk and undone; the reply page of a review with no
 * reply answered and saved, of one with a reply (there to edit), of a hidden one (said), a blank
 * reply refused at the field, a stale save and a failed one keeping what was typed, and a stored
 * reply with script in it, opened in the editor, running nothing.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminReview } from '@app/shared/api/contract/adminBoardReview';
import { boardErrorCodes, boardRuleMessages } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, findSettledTable, screen } from '../storySupport';
import { ReviewsPage } from './ReviewsPage';

const text = copy.backofficeBoardReviews;
const BASE = '/rest/community/admin/tenant/reviews';
const LIST = '/admin/boards/reviews';
/** Seeded bulk reviews (mocks/backoffice/boards/reviewSeed.ts): replied, without a reply, hidden. */
const replied = 'rv-bulk-00001';
const unreplied = 'rv-bulk-00002';
const hiddenOne = 'rv-bulk-00012';
/** Reviews without a reply for the stories that leave a draft in the browser (one each, so none finds another's). */
const forStale = 'rv-bulk-00003';
const forFailure = 'rv-bulk-00004';
const forBlank = 'rv-bulk-00006';

const meta = {
  title: 'Back-office/Boards/후기 · ReviewPages',
  component: ReviewsPage,
  render: () => <Backoffice />,
  parameters: { route: LIST, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof ReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const counts = /^공개 중 ([\d,]+)건 · 숨김 ([\d,]+)건$/;
const settledReviews = (canvasElement: HTMLElement) => findSettledTable(canvasElement, text.title, text.caption);

/** Every class's reviews, newest first, with how many are shown and how many hidden. */
export const Reviews: Story = {
  name: '후기 목록 · 3천여 개',
  play: async ({ canvasElement }) => {
    const table = await settledReviews(canvasElement);
    await expect(table.getAllByRole('row').slice(1).length).toBeGreaterThan(10);
    const [, shown] = counts.exec(within(canvasElement).getByText(counts).textContent ?? '') ?? [];
    await expect(Number(shown?.replace(/,/g, ''))).toBeGreaterThan(2_000);
    await expect(table.getAllByText(text.replyStateLabels.REPLIED).length).toBeGreaterThan(0);
  },
};

/**
 * The hand review at 1280 px: the table scrolled sideways and the search field cut its placeholder.
 * The columns take the width their values need, and the field is as wide as its placeholder.
 */
export const FitsAt1280: Story = {
  parameters: { viewport: { options: { desktop: { name: '1280px', styles: { width: '1280px', height: '900px' } } } } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await settledReviews(canvasElement);
    const region = within(canvasElement).getByRole('region', { name: text.caption });
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(1280);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    for (const name of [text.searchFilter, text.klassFilter]) {
      const field = within(canvasElement).getByRole('searchbox', { name }) as HTMLInputElement;
      const style = getComputedStyle(field);
      const pen = canvasElement.ownerDocument.createElement('canvas').getContext('2d');
      if (!pen) throw new Error('no canvas');
      pen.font = style.font;
      const needed = pen.measureText(field.placeholder).width + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      await expect(field.clientWidth).toBeGreaterThanOrEqual(Math.ceil(needed));
    }
  },
};

/** Only the hidden ones: every row says so and offers to show it again; the shown count is still said. */
export const HiddenOnly: Story = {
  parameters: { route: `${LIST}?state=HIDDEN` },
  play: async ({ canvasElement }) => {
    const table = await settledReviews(canvasElement);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(within(row).getByRole('button', { name: /다시 공개$/ })).toBeVisible();
    const [, shown] = counts.exec(within(canvasElement).getByText(counts).textContent ?? '') ?? [];
    await expect(Number(shown?.replace(/,/g, ''))).toBeGreaterThan(0);
  },
};

/** No review matches: said, with both counts at zero. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(`*${BASE}`, () => HttpResponse.json({ items: [], page: 1, size: 50, totalCount: 0, totalPages: 0, counts: { shown: 0, hidden: 0 } }))] },
  },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    const page = within(canvasElement);
    await expect(await page.findByText(copy.listKit.empty(text.noun))).toBeVisible();
    await expect(page.getByText(text.counts(0, 0))).toBeVisible();
  },
};

/** The list cannot be read: said, with a retry. */
export const ListFailed: Story = {
  parameters: { msw: { handlers: [failing('get', BASE)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    await expect(await within(canvasElement).findByRole('button', { name: /다시 시도/ })).toBeVisible();
  },
};

/** One review hidden: at once on screen with the undo window; 되돌리기 shows it again and nothing was sent. */
export const HideOneThenUndo: Story = {
  play: async ({ canvasElement }) => {
    const table = await settledReviews(canvasElement);
    const row = table.getAllByRole('row').slice(1).find((candidate) => candidate.textContent?.includes(text.stateLabels.SHOWN));
    if (!row) throw new Error('a shown review');
    await userEvent.click(within(row).getByRole('button', { name: /후기 숨기기$/ }));
    // Undone well within its window, however slow the machine.
    const undo = await screen(canvasElement).findByRole('button', { name: copy.listKit.undo }, { timeout: 4_000 });
    await expect(within(row).getByText(text.stateLabels.HIDDEN)).toBeVisible();
    // A row's own action keeps the keyboard on its button, now the way back (the kit's rule, docs/kit.md).
    await expect(within(row).getByRole('button', { name: /후기 다시 공개$/ })).toHaveFocus();
    await userEvent.click(undo);
    await expect(await within(row).findByText(text.stateLabels.SHOWN)).toBeVisible();
  },
};

/**
 * The page picked and hidden in bulk: every row hidden at once, the toast naming how many ("후기
 * 50개를 숨겼어요", never one of them: issue 38) and the keyboard on the list (the kit's one rule
 * after a bulk action, as on the board items); undone, all shown again.
 */
export const HidePageThenUndo: Story = {
  parameters: { route: `${LIST}?state=SHOWN&size=50` },
  play: async ({ canvasElement }) => {
    const table = await settledReviews(canvasElement);
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('checkbox', { name: copy.designSystem.selectAll }));
    const bar = page.getByRole('region', { name: copy.listKit.bulkActions });
    // By the keyboard, as the hand review did: the bar goes with the button that had the focus.
    within(bar).getByRole('button', { name: text.hide }).focus();
    await userEvent.keyboard('{Enter}');
    const toast = await screen(canvasElement).findByRole('region', { name: copy.listKit.undoRegion }, { timeout: 4_000 });
    await expect(toast).toHaveTextContent(text.hidden(text.manyReviews(50)));
    await waitFor(() => expect(page.getByRole('region', { name: text.caption })).toHaveFocus());
    const undo = await screen(canvasElement).findByRole('button', { name: copy.listKit.undo }, { timeout: 4_000 });
    await expect(table.queryAllByText(text.stateLabels.SHOWN)).toHaveLength(0);
    await userEvent.click(undo);
    await waitFor(() => expect(table.queryAllByText(text.stateLabels.HIDDEN)).toHaveLength(0));
  },
};

async function openReply(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  // The form's chunk and the editor's load on first use: slower than a list's.
  await page.findByRole('heading', { level: 1, name: text.replyTitle }, { timeout: 20_000 });
  const body = await page.findByRole('textbox', { name: fieldLabel(text.replyField) }, { timeout: 20_000 });
  return { page, body };
}

function paste(html: string) {
  const data = new DataTransfer();
  data.setData('text/html', html);
  return userEvent.paste(data);
}

/** A review without a reply answered: the reply pasted with bold, saved, and back on the list where it counts as replied. */
export const ReplySaved: Story = {
  parameters: { route: `${LIST}/${unreplied}` },
  play: async ({ canvasElement }) => {
    const { page, body } = await openReply(canvasElement);
    await expect(page.getByText(text.stateLabels.SHOWN)).toBeVisible();
    await userEvent.click(body);
    await paste('<p>소중한 후기 <strong>고마워요</strong>!</p>');
    await waitFor(() => expect(body.querySelector('strong')).toHaveTextContent('고마워요'));
    await userEvent.click(page.getByRole('button', { name: text.saveReply }));
    await expect(await screen(canvasElement).findByText(text.replySaved, undefined, { timeout: 10_000 })).toBeVisible();
    await settledReviews(canvasElement);
  },
};

/** A review with a reply: the reply is there to edit, with who wrote it. */
export const Replied: Story = {
  parameters: { route: `${LIST}/${replied}` },
  play: async ({ canvasElement }) => {
    const { page, body } = await openReply(canvasElement);
    await waitFor(() => expect(body.textContent).not.toBe(''));
    await expect(page.getByText(/강운영 님이 .*에 답글을 저장했어요\./)).toBeVisible();
  },
};

/** A hidden review: said above the reply, which the learner will not see while it is hidden. */
export const HiddenReview: Story = {
  parameters: { route: `${LIST}/${hiddenOne}` },
  play: async ({ canvasElement }) => {
    const { page } = await openReply(canvasElement);
    await expect(page.getByText(text.hiddenNotice)).toBeVisible();
    await expect(page.getByText(text.stateLabels.HIDDEN)).toBeVisible();
  },
};

/** An empty reply is refused at the field before anything is sent. */
export const BlankRefused: Story = {
  parameters: { route: `${LIST}/${forBlank}` },
  play: async ({ canvasElement }) => {
    const { page, body } = await openReply(canvasElement);
    await userEvent.click(page.getByRole('button', { name: text.saveReply }));
    await waitFor(() => expect(body).toHaveAccessibleDescription(expect.stringContaining(boardRuleMessages.replyEmpty)));
  },
};

/** A colleague replied first (409 board.reply.conflict): said, with the reply typed kept. */
export const StaleSave: Story = {
  parameters: {
    route: `${LIST}/${forStale}`,
    msw: {
      handlers: [
        http.put(`*${BASE}/${forStale}/reply`, () =>
          HttpResponse.json({ ...boardErrorCodes.replyConflict, message: '다른 사람이 먼저 이 후기의 답글을 저장했어요.', data: { version: '2026-12-07T01:00:00.000Z' } }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { page, body } = await openReply(canvasElement);
    await userEvent.click(body);
    await paste('<p>제가 쓴 답글이에요.</p>');
    await userEvent.click(page.getByRole('button', { name: text.saveReply }));
    await expect(await page.findByText(text.replyStale, undefined, { timeout: 10_000 })).toBeVisible();
    await expect(body).toHaveTextContent('제가 쓴 답글이에요.');
  },
};

/** The save fails: said, and the reply typed stays. */
export const SaveFailed: Story = {
  parameters: { route: `${LIST}/${forFailure}`, msw: { handlers: [failing('put', `${BASE}/${forFailure}/reply`)] } },
  play: async ({ canvasElement }) => {
    const { page, body } = await openReply(canvasElement);
    await userEvent.click(body);
    await paste('<p>저장이 안 될 답글이에요.</p>');
    await userEvent.click(page.getByRole('button', { name: text.saveReply }));
    await expect(await page.findByText(copy.backofficeForms.unsaved, undefined, { timeout: 10_000 })).toBeVisible();
    await expect(body).toHaveTextContent('저장이 안 될 답글이에요.');
  },
};

const injectedReview: AdminReview = {
  reviewKey: 'rv-injected',
  klassId: 'klass-001',
  klassTitle: '실전 데이터 분석 입문',
  rating: 1,
  body: '<img src=x onerror="window.__reviewInjected=1">',
  author: { accountKey: 'acc-gen-001', displayName: '이학생' },
  created: '2026-12-06T01:00:00.000Z',
  updated: null,
  hidden: false,
  reply: {
    commentKey: 'rc-injected',
    writerName: '강운영',
    contentHtml: '<p>답글이에요.</p><img src="x" onerror="window.__reviewInjected=1"><script>window.__reviewInjected=1</script><p><a href="javascript:window.__reviewInjected=1">링크</a></p>',
    created: '2026-12-06T02:00:00.000Z',
    updated: '2026-12-06T02:00:00.000Z',
  },
};

/** Markup in a review shows as text; a stored reply with a script, an `onerror` and a `javascript:` link opens in the editor running nothing. */
export const ScriptRunsNothing: Story = {
  parameters: { route: `${LIST}/rv-injected`, msw: { handlers: [http.get(`*${BASE}/rv-injected`, () => HttpResponse.json(injectedReview))] } },
  play: async ({ canvasElement }) => {
    const { page, body } = await openReply(canvasElement);
    await expect(page.getByText(injectedReview.body)).toBeVisible();
    await waitFor(() => expect(body).toHaveTextContent('답글이에요.'));
    await expect(canvasElement.querySelector('script, img[onerror], a[href^="javascript"]')).toBeNull();
    await expect(Reflect.get(window, '__reviewInjected')).toBeUndefined();
  },
};
