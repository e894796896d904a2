/**
 * Contract walk of orders and refunds (backoffice.md §3 Transaction and Refund request, §4 payment
 * statuses, §5 refund fields, §7 Commerce; issue 17) over real HTTP on the seeded 10,000 orders:
 * every answer in its schema; the list's status, type and Asia/Seoul-day filters and its cursor
 * (slices that neither overlap nor skip, also after the cursor order was refunded out of the filter;
 * totals of every match, an unknown status counted as
 * COMPLETED); the detail; a partial refund (PARTIAL_REFUNDED with its amounts), refunding the rest
 * (REFUND_COMPLETED) and a further refund refused with 409; a deposit order's refund needs a bank
 * account; refunding the learner's class order takes the learner's own ticket to REFUND; the
 * export is an XLSX job of the filtered orders.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { seededLogins } from '@mocks/account/seed';
import { adminFileEndpoints } from '@app/shared/api/contract/adminFile';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { adminJobEndpoints } from '@app/shared/api/contract/adminJob';
import { adminOrderEndpoints, type OrderDetail } from '@app/shared/api/contract/adminOrder';
import { inventoryEndpoints } from '@app/shared/api/contract/inventory';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { learnerOrders, orderFixtures } from '@mocks/backoffice/orders/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { seededTickets } from '@mocks/inventory/seed/keys';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
const reason = { reasonType: 'CHANGE_OF_MIND', reason: '단순 변심' } as const;
/** Asia/Seoul 2026-11-19, as the list's date filter sends a day. */
const SEOUL_DAY = { orderedFrom: '2026-11-18T15:00:00.000Z', orderedTo: '2026-11-19T14:59:59.999Z' };

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

const detail = (client: ContractClient, orderKey: string) => client.call(adminOrderEndpoints.order, { params: { orderKey } });

function item(order: OrderDetail, index: number) {
  const line = order.transactionInfo.orderItems[index];
  if (!line) throw new Error(`${order.key} has no item ${index}`);
  return line;
}

describe('order contract over HTTP', () => {
  it('lists 10,000+ orders newest first by cursor, filtered by status, type and Seoul day, with totals', async () => {
    const client = await operator();
    const first = await client.call(adminOrderEndpoints.orders, { query: { size: 50 } });
    expect(first.totals.count).toBeGreaterThan(10_000);
    expect(first.items).toHaveLength(50);
    const second = await client.call(adminOrderEndpoints.orders, { query: { size: 50, cursor: first.nextCursor ?? '' } });
    const keys = [...first.items, ...second.items].map((order) => order.key);
    expect(new Set(keys).size).toBe(100);
    const both = await client.call(adminOrderEndpoints.orders, { query: { size: 100 } });
    expect(both.items.map((order) => order.key)).toEqual(keys);
    const times = both.items.map((order) => order.orderedAt);
    expect(times).toEqual([...times].sort().reverse());
    await expectApiError(client.call(adminOrderEndpoints.orders, { query: { cursor: 'tx-none' } }), 'badRequest');

    const refunded = await client.call(adminOrderEndpoints.orders, { query: { status: ['PARTIAL_REFUNDED', 'REFUND_COMPLETED'], size: 500 } });
    expect(refunded.totals.count).toBeGreaterThan(0);
    expect(refunded.items.every((order) => order.status === 'PARTIAL_REFUNDED' || order.status === 'REFUND_COMPLETED')).toBe(true);
    expect(refunded.totals.refundedAmount).toBeGreaterThan(0);

    const completed = await client.call(adminOrderEndpoints.orders, { query: { status: ['COMPLETED'], ...SEOUL_DAY, size: 500 } });
    const completedKeys = completed.items.map((order) => order.key);
    expect(completedKeys).toContain(orderFixtures.multiItem);
    expect(completed.items.every((order) => order.orderedAt >= SEOUL_DAY.orderedFrom && order.orderedAt <= SEOUL_DAY.orderedTo)).toBe(true);
    const unknown = await client.call(adminOrderEndpoints.orders, { query: { status: ['COMPLETED'], q: orderFixtures.unknownStatus } });
    expect(unknown.items.map((order) => order.status)).toEqual(['SETTLED']);

    const books = await client.call(adminOrderEndpoints.orders, { query: { orderType: ['BOOK'], ...SEOUL_DAY } });
    expect(books.items.map((order) => order.key)).toContain(orderFixtures.multiItem);
    expect(books.items.every((order) => order.orderType === 'BOOK')).toBe(true);
    expect(books.totals.count).toBe(books.items.length);
    expect(books.totals.paymentAmount).toBe(books.items.reduce((sum, order) => sum + order.paymentAmount, 0));
  });

  it('continues a status-filtered list after its cursor order was refunded meanwhile, neither repeating nor skipping', async () => {
    const client = await operator();
    const filter = { status: ['COMPLETED' as const], ...SEOUL_DAY };
    const named = new Set<string>([...Object.values(orderFixtures), ...Object.values(learnerOrders)]);
    const whole = await client.call(adminOrderEndpoints.orders, { query: { ...filter, size: 500 } });
    // The cursor row: a card order nobody else's test uses, with two more after it.
    const cut = whole.items.findIndex((order, index) => index > 0 && order.paymentMethod === 'CARD' && !named.has(order.key));
    expect(cut).toBeGreaterThan(0);
    expect(cut + 2).toBeLessThan(whole.items.length);
    const first = await client.call(adminOrderEndpoints.orders, { query: { ...filter, size: cut + 1 } });
    const cursor = first.nextCursor ?? '';
    expect(cursor).toBe(whole.items[cut]?.key);

    // Another operator refunds it: it no longer matches COMPLETED.
    await client.call(adminOrderEndpoints.refundAll, { params: { orderKey: cursor }, body: reason });
    const next = await client.call(adminOrderEndpoints.orders, { query: { ...filter, size: 2, cursor } });
    expect(next.items.map((order) => order.key)).toEqual(whole.items.slice(cut + 1, cut + 3).map((order) => order.key));
    expect(next.totals.count).toBe(whole.totals.count - 1);
  });

  it('answers one order in full; an unknown key is not_found', async () => {
    const client = await operator();
    const order = await detail(client, orderFixtures.failedToCancel);
    expect(order).toMatchObject({ status: 'FAILED', paymentCancel: 'REQUIRED_TO_CANCEL', failDetail: { paymentCancel: 'REQUIRED_TO_CANCEL' } });
    expect(order.paymentInfo?.cardName).toBe('KB국민카드');
    await expectApiError(detail(client, 'tx-none'), 'notFound');
  });

  it('refunds part (PARTIAL_REFUNDED with its amounts), then the rest (REFUND_COMPLETED); a further refund is refused', async () => {
    const client = await operator();
    const before = await detail(client, orderFixtures.multiItem);
    const book = item(before, 0);
    expect(book.quantity).toBe(2);
    // One of two units: its price less half the line's discount (rounded down).
    const expected = book.unitPrice - Math.floor(book.discountAmount / 2);
    const partial = await client.call(adminOrderEndpoints.refund, {
      params: { orderKey: before.key },
      body: { refundItems: [{ itemKey: book.itemKey, quantity: 1 }], shippingRefundItems: [], ...reason },
    });
    expect(partial.refund.amount).toBe(expected);
    expect(partial.order).toMatchObject({ status: 'PARTIAL_REFUNDED', refundedAmount: expected });
    expect(item(partial.order, 0).refundedQuantity).toBe(1);
    await expectApiError(
      client.call(adminOrderEndpoints.refund, {
        params: { orderKey: before.key },
        body: { refundItems: [{ itemKey: book.itemKey, quantity: 2 }], shippingRefundItems: [], ...reason },
      }),
      'orderRefundQuantity',
    );

    // A whole refund confirmed at the amount shown before that partial one is refused, not made
    // smaller behind the operator's back; nothing is refunded.
    await expectApiError(
      client.call(adminOrderEndpoints.refundAll, { params: { orderKey: before.key }, body: { ...reason, expectedAmount: before.paymentAmount } }),
      'orderRefundQuantity',
    );
    const rest = await client.call(adminOrderEndpoints.refundAll, {
      params: { orderKey: before.key },
      body: { ...reason, expectedAmount: before.paymentAmount - expected },
    });
    expect(rest.order.status).toBe('REFUND_COMPLETED');
    expect(rest.order.refundedAmount).toBe(before.paymentAmount);
    expect(rest.refund.amount).toBe(before.paymentAmount - expected);
    expect(rest.order.shippingFees.every((fee) => fee.refunded)).toBe(true);
    expect(rest.order.refunds).toHaveLength(2);
    await expectApiError(client.call(adminOrderEndpoints.refundAll, { params: { orderKey: before.key }, body: reason }), 'orderRefundNotAllowed');

    const listed = await client.call(adminOrderEndpoints.orders, { query: { q: before.key } });
    expect(listed.items[0]).toMatchObject({ status: 'REFUND_COMPLETED', refundedAmount: before.paymentAmount });
    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['ORDER'], recordKey: before.key } });
    expect(history.items[0]?.changes).toContainEqual({ field: 'status', before: 'PARTIAL_REFUNDED', after: 'REFUND_COMPLETED' });
  });

  it('a deposit order is refunded to a bank account, which it must name', async () => {
    const client = await operator();
    await expectApiError(client.call(adminOrderEndpoints.refundAll, { params: { orderKey: orderFixtures.deposit }, body: reason }), 'badRequest');
    await expectApiError(
      client.call(adminOrderEndpoints.refundAll, {
        params: { orderKey: orderFixtures.deposit },
        body: { ...reason, bankInfo: { bankName: '카카오뱅크', accountHolder: '이서연', accountNumber: '3333-01' } },
      }),
      'badRequest',
    );
    const done = await client.call(adminOrderEndpoints.refundAll, {
      params: { orderKey: orderFixtures.deposit },
      body: { ...reason, bankInfo: { bankName: '카카오뱅크', accountHolder: '이서연', accountNumber: '3333-01-123456' } },
    });
    expect(done.refund.bankInfo).toEqual({ bankName: '카카오뱅크', accountHolder: '이서연', accountNumber: '3333-01-123456' });
    expect(done.order.status).toBe('REFUND_COMPLETED');
  });

  it('refunding the learner’s class order takes the learner’s ticket to REFUND', async () => {
    const client = await operator();
    const learner = contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededLogins.learner), called);
    const ticket = () => learner.call(inventoryEndpoints.klassTicket, { params: { key: seededTickets.available } });
    expect((await ticket()).status).toBe('AVAILABLE');
    const order = await detail(client, learnerOrders.available);
    expect(item(order, 0).tickets).toEqual([{ kind: 'KLASS', key: seededTickets.available }]);
    await client.call(adminOrderEndpoints.refundAll, { params: { orderKey: order.key }, body: reason });
    expect((await ticket()).status).toBe('REFUND');
  });

  it('exports the filtered orders as an XLSX job', async () => {
    const client = await operator();
    const filter = { status: ['FAILED' as const], ...SEOUL_DAY };
    const matching = await client.call(adminOrderEndpoints.orders, { query: { ...filter, size: 500 } });
    const job = await client.call(adminOrderEndpoints.exportOrders, { body: { filter } });
    expect(job).toMatchObject({ kind: 'EXPORT', area: 'ORDER', scope: `검색 결과 전체 ${matching.totals.count}건` });
    await runJobsUntilIdle();
    const done = await client.call(adminJobEndpoints.detail, { params: { jobId: job.jobId } });
    if (done.result?.type !== 'FILE') throw new Error('the export has no file');
    expect(done.result.fileName).toMatch(/^주문 목록 \d{4}\.\d{2}\.\d{2}\.xlsx$/);
    const link = await client.call(adminFileEndpoints.downloadFile, { params: { fileId: done.result.fileId } });
    const sheet = strFromU8(unzipSync(new Uint8Array(await (await fetch(link.url)).arrayBuffer()))['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    for (const header of ['주문번호', '결제 상태', '결제 금액']) expect(sheet).toContain(`>${header}<`);
    expect(sheet.match(/<row /g)).toHaveLength(matching.totals.count + 1);
    for (const order of matching.items) expect(sheet).toContain(`>${order.key}<`);
    expect(sheet).toContain('>주문 실패<');
  });

  it('walked every order endpoint', () => {
    expect([...called].filter((id) => id.startsWith('adminOrder.')).sort()).toEqual(Object.values(adminOrderEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
