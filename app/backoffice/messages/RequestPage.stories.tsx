/**
 * One request (issue 43) against the mock's fixtures: a sent advertisement with its text as sent
 * (marks included), its counts and every person's result — the carrier's refusal and those skipped
 * without marketing consent, each with the reason in words, filtered by reason; a scheduled request
 * cancelled after its confirmation (no cancel offered afterwards; who cancelled it and when, and the
 * cancel's entry in the change history); one that does not exist.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, findPageHeading, findSettledTable, screen } from '../storySupport';
import { RequestPage } from './RequestPage';

const words = copy.backofficeMessages;
const text = words.request;

const meta = {
  title: 'Back-office/Messages/문자 발송 요청 · RequestPage',
  component: RequestPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/messages/requests/msg-fixture-sent', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof RequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sent advertisement: what went, and for each person sent, failed with the reason, or skipped. */
export const SentWithResults: Story = {
  name: '발송 완료 · 사람별 결과',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await findSettledTable(canvasElement, text.title, text.resultsCaption);
    await expect(page.getByText(words.status.SENT)).toBeVisible();
    const sentText = page.getByRole('region', { name: text.text });
    await expect(sentText).toHaveTextContent('(광고)클라쓰');
    await expect(sentText).toHaveTextContent('무료수신거부 080-500-4000');
    await expect(page.getByText(new RegExp(`${words.reasons.NO_MARKETING_CONSENT} [\\d,]+명`))).toBeVisible();
    await expect(table.getAllByRole('row').length).toBeGreaterThan(2);
    await expect(table.getAllByText(words.resultStatus.SENT).length).toBeGreaterThan(0);
    await expect(table.getAllByText(words.resultStatus.FAILED).length).toBeGreaterThan(0);
    await expect(table.getAllByText(words.reasons.INVALID_NUMBER).length).toBeGreaterThan(0);
  },
};

/** Filtered by reason: only the people skipped without marketing consent. */
export const SkippedWithoutConsent: Story = {
  name: '수신 미동의로 보내지 않은 사람',
  parameters: { route: '/admin/messages/requests/msg-fixture-sent?reason=NO_MARKETING_CONSENT' },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.title, text.resultsCaption);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toHaveTextContent(words.reasons.NO_MARKETING_CONSENT);
  },
};

/** A scheduled request: cancelled after its confirmation, then 취소됨 with no cancel offered. */
export const CancelScheduled: Story = {
  name: '예약 발송 취소',
  parameters: { route: '/admin/messages/requests/msg-fixture-scheduled' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findSettledTable(canvasElement, text.title, text.resultsCaption);
    await expect(page.getByText(words.status.SCHEDULED)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: words.requests.cancel }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: words.cancel.title });
    await userEvent.click(within(dialog).getByRole('button', { name: words.cancel.submit }));
    await waitFor(() => expect(page.getAllByText(words.status.CANCELLED).length).toBeGreaterThan(0), { timeout: 10_000 });
    await waitFor(() => expect(page.queryByRole('button', { name: words.requests.cancel })).toBeNull());
    // Who cancelled it and when, and the cancel in the change history, in words.
    await expect(page.getByText(text.cancelledBy)).toBeVisible();
    const entry = await page.findByRole('heading', { name: new RegExp(`‘예약 문자 · [\\d,]+명 · \\d{4}\\.\\d{2}\\.\\d{2} \\d{2}:\\d{2}’ ${copy.backofficeHistory.actions.CANCEL}`) }, { timeout: 10_000 });
    await expect(entry).toHaveTextContent(words.history.name);
    const item = entry.closest('li');
    await expect(item).toHaveTextContent(words.history.fields.status);
    await expect(item).toHaveTextContent(words.status.SCHEDULED);
    await expect(item).toHaveTextContent(words.status.CANCELLED);
  },
};

export const NotFound: Story = {
  parameters: { route: '/admin/messages/requests/msg-none' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    await expect(await within(canvasElement).findByText(text.loadFailed, {}, { timeout: 10_000 })).toBeVisible();
  },
};
