/**
 * A master's review replies (issue 42), signed in as the teacher (authority 201), one story per
 * state: the reviews of their own classes only (klass-008, 019 and 020, never another master's),
 * filtered to those without a reply, none, the list failing; a reply written and saved (back on the
 * list, the review counted as replied), the operator's reply there to edit, another master's review
 * opened by its address (not found, nothing to write into), a stale save keeping what was typed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { boardErrorCodes } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, findSettledTable, screen } from '../../storySupport';
import { replyForm } from '../../boards/replyForm';
import { MasterReviewsPage } from './MasterReviewsPage';

const text = copy.backofficeMasterReviews;
const reviewText = copy.backofficeBoardReviews;
const BASE = '/rest/community/admin/master/reviews';
const LIST = '/admin/master/reviews';
/** Seeded reviews of the teacher's classes (mocks/backoffice/boards/reviewSeed.ts `masterReviewKey`). */
const unreplied = 'rv-master-klass-020-2';
const forStale = 'rv-master-klass-020-3';
const operatorReplied = 'rv-master-klass-008-1';
const othersReview = 'rv-master-klass-021-2';

const meta = {
  title: 'Back-office/Master/후기 답글 · MasterReviewPages',
  component: MasterReviewsPage,
  render: () => <Backoffice />,
  parameters: { route: LIST, scenario: 'teacher-master', layout: 'fullscreen' },
  beforeEach: () => {
    for (const reviewKey of [unreplied, forStale]) window.localStorage.removeItem(replyForm.drafts.key(reviewKey));
  },
} satisfies Meta<typeof MasterReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const settledReviews = (canvasElement: HTMLElement) => findSettledTable(canvasElement, text.title, text.caption);

/** The reviews of the teacher's own classes, newest first: no other class is listed. */
export const OwnClassesOnly: Story = {
  play: async ({ canvasElement }) => {
    const table = await settledReviews(canvasElement);
    // The table draws the rows in view: each is of one of the teacher's three classes, none of another master's.
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(5);
    const titles = new Set(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? ''));
    await expect(titles.size).toBeLessThanOrEqual(3);
    await expect(titles.has('')).toBe(false);
    // klass-021, 요가와 명상, is another master's (authority 202).
    await expect(titles.has('요가와 명상')).toBe(false);
  },
};

/** Only those without a reply yet. */
export const UnrepliedOnly: Story = {
  parameters: { route: `${LIST}?reply=UNREPLIED` },
  play: async ({ canvasElement }) => {
    const table = await settledReviews(canvasElement);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) await expect(row).toHaveTextContent(reviewText.replyStateLabels.UNREPLIED);
  },
};

/** No review of their classes yet: said. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(`*${BASE}`, () => HttpResponse.json({ items: [], page: 1, size: 50, totalCount: 0, totalPages: 0 }))] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    await expect(await within(canvasElement).findByText(copy.listKit.empty(text.noun))).toBeVisible();
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

async function openReply(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await page.findByRole('heading', { level: 1, name: text.replyTitle }, { timeout: 20_000 });
  const body = await page.findByRole('textbox', { name: fieldLabel(reviewText.replyField) }, { timeout: 20_000 });
  return { page, body };
}

function paste(html: string) {
  const data = new DataTransfer();
  data.setData('text/html', html);
  return userEvent.paste(data);
}

/** A review of their class replied to: saved, and back on the list where it counts as replied. */
export const ReplySaved: Story = {
  parameters: { route: `${LIST}/${unreplied}` },
  play: async ({ canvasElement }) => {
    const { page, body } = await openReply(canvasElement);
    await userEvent.click(body);
    await paste('<p>들어 주셔서 <strong>고마워요</strong>!</p>');
    await waitFor(() => expect(body.querySelector('strong')).toHaveTextContent('고마워요'));
    await userEvent.click(page.getByRole('button', { name: reviewText.saveReply }));
    await expect(await screen(canvasElement).findByText(reviewText.replySaved, undefined, { timeout: 10_000 })).toBeVisible();
    await settledReviews(canvasElement);
  },
};

/** The operator's reply on the master's class: there to edit, with who wrote it. */
export const OperatorReplied: Story = {
  parameters: { route: `${LIST}/${operatorReplied}` },
  play: async ({ canvasElement }) => {
    const { page, body } = await openReply(canvasElement);
    await waitFor(() => expect(body.textContent).not.toBe(''));
    await expect(page.getByText(/강운영 님이 .*에 답글을 저장했어요\./)).toBeVisible();
  },
};

/** Another master's review opened by its address: the server answers as if it did not exist, and there is nothing to write into. */
export const OthersReviewNotFound: Story = {
  parameters: { route: `${LIST}/${othersReview}` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 1, name: text.replyTitle }, { timeout: 20_000 });
    await expect(await page.findByText(reviewText.loadFailed)).toBeVisible();
    await expect(page.queryByRole('textbox', { name: fieldLabel(reviewText.replyField) })).toBeNull();
  },
};

/** Someone replied first (409 board.reply.conflict): said, with the reply typed kept. */
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
    await userEvent.click(page.getByRole('button', { name: reviewText.saveReply }));
    await expect(await page.findByText(reviewText.replyStale, undefined, { timeout: 10_000 })).toBeVisible();
    await expect(body).toHaveTextContent('제가 쓴 답글이에요.');
  },
};
