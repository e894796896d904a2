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
import { Backoffice, expectCellsHoldContent, expectTableFits, failing, findPageHeading, findSettledTable, screen } from '../storySupport';
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

/**
 * One request per status, as the server would answer them. The one being sent has every count at
 * four digits (보냄, 실패, 보내지 않음, 대기: the longest the 결과 column shows) and a group whose
 * long name its column cuts.
 */
function requestIn(status: MessageRequestStatus, index: number): MessageRequest {
  const sendAt = new Date(Date.UTC(2026, 11, 7 - index, 1, 0)).toISOString();
  if (status === 'PENDING') {
    const counts = { sent: 1234, failed: 1012, skipped: 1345, waiting: 8000, cancelled: 0 };
    return {
      ...requestIn('SENT', index),
      requestKey: 'msg-story-pending',
      status,
      text: `[클라쓰] ${words.status[status]} 상태의 안내 문자예요. 겨울 특강 장소와 시간, 준비물을 한 번 더 알려 드려요.`,
      scope: '그룹 ‘2026년 겨울 특강 얼리버드 신청자와 지난 기수 수료생’ 전체 11,591명',
      total: 11591,
      counts,
      skippedByReason: { ...zero, NO_MARKETING_CONSENT: counts.skipped },
      cancellable: true,
    };
  }
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
      sent: status === 'SENT' ? 118 : 0,
      failed: status === 'SENT' ? 2 : status === 'FAILED' ? 120 + index : 0,
      skipped: 0,
      waiting: status === 'SCHEDULED' ? 120 + index : 0,
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
    cancellable: status === 'SCHEDULED',
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
 * At 1280 px with the side menu beside the page (974 px for the list), every row reads whole: the
 * list does not scroll sideways, no cell is cut (the 발송 취소 button and the 결과 counts were, a
 * review found: the old story ran at 1196), the counts of a request being sent wrap between parts
 * on two lines, and each 발송 취소 lies inside its cell and the table's visible box.
 */
export const FitsAt1280: Story = {
  name: '1280 너비에 맞음',
  globals: { viewport: { value: 'xl1280' } },
  parameters: EveryStatus.parameters,
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.title, text.caption);
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(1280);
    await expect(within(canvasElement).getByRole('navigation', { name: copy.backoffice.navigationLabel })).toBeVisible();
    const cancels = table.getAllByRole('button', { name: /발송 취소$/ });
    await expect(cancels).toHaveLength(everyStatus.filter((request) => request.cancellable).length);
    await expectTableFits(table);
    await expectCellsHoldContent(table);
    // The four counts of the request being sent: all shown, none under the second line's cut.
    const sending = everyStatus.find((request) => request.status === 'PENDING');
    if (!sending) throw new Error('no request being sent');
    const counts = table.getByTitle(text.countParts('1,234', '1,012', '1,345', '8,000').join(text.countsSeparator));
    // Two lines of 18.2 px: the box rounds to 36, the scroll height to 37; a third line would be 55.
    await expect(counts.scrollHeight).toBeLessThanOrEqual(counts.clientHeight + 1);
    await expect(counts).toHaveTextContent('보냄 1,234 · 실패 1,012 · 보내지 않음 1,345 · 대기 8,000');
    // The text and whom it was for, each on its own line of the one column, named in full on hover.
    await expect(table.getByTitle(sending.scope)).toBeVisible();
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

/** At a phone's width (390 px): each row keeps its send time (the link to the request) and its status, and no cell is cut. */
export const Narrow: Story = {
  name: '휴대폰 너비',
  globals: { viewport: { value: 'xs390' } },
  parameters: {
    msw: { handlers: [http.get(`*${LIST_CALL}`, () => HttpResponse.json({ items: everyStatus, page: 1, size: 20, totalCount: everyStatus.length, totalPages: 1 }))] },
  },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.title, text.caption);
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    // The list scrolls sideways here, but no cell is cut and each 발송 취소 lies whole in its cell.
    await expectCellsHoldContent(table);
    const [first] = everyStatus;
    if (!first) throw new Error('no request to show');
    const row = within(table.getByRole('row', { name: new RegExp(text.open(formatDateTime(first.sendAt))) }));
    await expect(row.getByRole('link', { name: text.open(formatDateTime(first.sendAt)) })).toBeVisible();
    await expect(row.getByText(words.status[first.status])).toBeVisible();
  },
};
