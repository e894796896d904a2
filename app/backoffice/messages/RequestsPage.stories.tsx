/**
 * The request list (issue 43) against the mock: the seeded history at scale, newest send first,
 * with its counts; every status in words, each with exactly the action it allows (a cancel for a
 * scheduled or pending one, none once sent); a scheduled request cancelled after its confirmation;
 * a filter that matches nothing; a failed load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MessageRequest } from '@app/shared/api/contract/adminMessage';
import { messageRequestStatuses, type MessageRequestStatus } from '@app/shared/api/contract/adminMessageRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { Backoffice, expectTableFits, failing, findPageHeading, findSettledTable, screen } from '../storySupport';
import { RequestsPage } from './RequestsPage';

const words = copy.backofficeMessages;
const text = words.requests;
const LIST_CALL = '/rest/notification/admin/tenant/text-messages';

const meta = {
  title: 'Back-office/Messages/발송 내역 · RequestsPage',
  component: RequestsPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/messages/requests', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof RequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const zero = { NO_PHONE: 0, INVALID_NUMBER: 0, WITHDRAWN: 0, NO_MARKETING_CONSENT: 0, NO_NIGHT_CONSENT: 0 };

/** One request per status, as the server would answer them. */
function requestIn(status: MessageRequestStatus, index: number): MessageRequest {
  const sendAt = new Date(Date.UTC(2026, 11, 7 - index, 1, 0)).toISOString();
  const open = status === 'SCHEDULED' || status === 'PENDING';
  return {
    requestKey: `msg-story-${status.toLowerCase()}`,
    kind: index % 2 === 0 ? 'TEXT' : 'MARKETING',
    status,
    type: 'SMS',
    text: `[클라쓰] ${words.status[status]} 상태의 안내 문자예요.`,
    image: null,
    senderNumber: '1588-1234',
    scope: `그룹 ‘VIP 회원’ 전체 ${120 + index}명`,
    total: 120 + index,
    counts: {
      sent: status === 'SENT' ? 118 : status === 'PENDING' ? 40 : 0,
      failed: status === 'SENT' ? 2 : status === 'FAILED' ? 120 + index : 0,
      skipped: 0,
      waiting: status === 'SCHEDULED' ? 120 + index : status === 'PENDING' ? 80 + index : 0,
      cancelled: status === 'CANCELLED' ? 120 + index : 0,
    },
    skippedByReason: zero,
    sendAt,
    scheduled: status === 'SCHEDULED' || status === 'CANCELLED',
    createdAt: sendAt,
    createdBy: { accountKey: 'acc-operator', displayName: '강운영' },
    jobId: status === 'SCHEDULED' || status === 'CANCELLED' ? null : `job-story-${index}`,
    cancelledAt: status === 'CANCELLED' ? sendAt : null,
    cancelledBy: status === 'CANCELLED' ? { accountKey: 'acc-operator', displayName: '강운영' } : null,
    cancellable: open,
  };
}

const everyStatus = messageRequestStatuses.map(requestIn);

/** The seeded history: two thousand requests, paged, the newest send first. */
export const History: Story = {
  name: '발송 내역 · 2,000여 건',
  play: async ({ canvasElement }) => {
    // The file's first story also waits for the page's code to be compiled on a busy machine.
    await within(canvasElement).findByRole('heading', { level: 1, name: text.title }, { timeout: 20_000 });
    const table = await findSettledTable(canvasElement, text.title, text.caption);
    await expect(await within(canvasElement).findByText(/^총 2,0\d\d건$/)).toBeVisible();
    await expect(table.getAllByRole('row').length).toBeGreaterThan(5);
  },
};

/** Every status in words; a cancel only where one is taken (scheduled, pending). */
export const EveryStatus: Story = {
  name: '모든 상태',
  parameters: {
    msw: { handlers: [http.get(`*${LIST_CALL}`, () => HttpResponse.json({ items: everyStatus, page: 1, size: 20, totalCount: everyStatus.length, totalPages: 1 }))] },
  },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.title, text.caption);
    for (const request of everyStatus) {
      const when = formatDateTime(request.sendAt);
      const row = within(table.getByRole('row', { name: new RegExp(text.open(when)) }));
      await expect(row.getByText(words.status[request.status])).toBeVisible();
      const cancel = row.queryByRole('button', { name: text.cancelFor(when) });
      if (request.cancellable) await expect(cancel).toBeVisible();
      else await expect(cancel).toBeNull();
    }
  },
};

/**
 * At the page container's width (1196 px, beside the menu) the whole row fits: the cancel button
 * is not cut off at the right and the list does not scroll sideways (a review found both at 1280).
 */
export const FitsDesktop: Story = {
  name: '데스크톱 너비에 맞음',
  globals: { viewport: { value: 'xl' } },
  parameters: EveryStatus.parameters,
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.title, text.caption);
    await expect(table.getAllByRole('button', { name: /발송 취소$/ }).length).toBeGreaterThan(0);
    await expectTableFits(table);
  },
};

/** A scheduled request cancelled: the question says it will not go, and afterwards it reads 취소됨 with no cancel. */
export const CancelScheduled: Story = {
  name: '예약 발송 취소',
  parameters: { route: '/admin/messages/requests?status=SCHEDULED' },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.title, text.caption);
    const button = (await table.findAllByRole('button', { name: /발송 취소$/ }, { timeout: 10_000 }))[0] as HTMLElement;
    const name = button.getAttribute('aria-label') ?? '';
    await userEvent.click(button);
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: words.cancel.title });
    await expect(dialog).toHaveTextContent('보내지 않아요');
    await userEvent.click(within(dialog).getByRole('button', { name: words.cancel.submit }));
    await expect(await screen(canvasElement).findByText(words.cancel.done)).toBeVisible();
    // Cancelled, it leaves the filtered list of scheduled ones.
    await waitFor(() => expect(within(canvasElement).queryByRole('button', { name })).toBeNull(), { timeout: 10_000 });
  },
};

export const NothingMatches: Story = {
  parameters: { route: '/admin/messages/requests?q=%EC%97%86%EB%8A%94%EB%AC%B8%EC%9E%90' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    await expect(await within(canvasElement).findByText(copy.listKit.filteredEmpty, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', LIST_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    // The list's error state offers to ask again (the client retries a failed read first).
    await expect(await within(canvasElement).findByRole('button', { name: copy.designSystem.retry }, { timeout: 15_000 })).toBeVisible();
  },
};

/** At a phone's width (390 px): each row keeps its send time (the link to the request) and its status. */
export const Narrow: Story = {
  name: '휴대폰 너비',
  globals: { viewport: { value: 'xs390' } },
  parameters: {
    msw: { handlers: [http.get(`*${LIST_CALL}`, () => HttpResponse.json({ items: everyStatus, page: 1, size: 20, totalCount: everyStatus.length, totalPages: 1 }))] },
  },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.title, text.caption);
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    const [first] = everyStatus;
    if (!first) throw new Error('no request to show');
    const row = within(table.getByRole('row', { name: new RegExp(text.open(formatDateTime(first.sendAt))) }));
    await expect(row.getByRole('link', { name: text.open(formatDateTime(first.sendAt)) })).toBeVisible();
    await expect(row.getByText(words.status[first.status])).toBeVisible();
  },
};
