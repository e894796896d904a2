/**
 * Contract walk of the monthly settlement (backoffice.md §7 Settlement; issue 43) over real HTTP on
 * the seeded 10,000 orders: every answer in its schema; for every month of the seeded year, all
 * types and a pick of types, the month's figures equal the order list's totals for the same Seoul
 * month, types and paid statuses, to the won (partial refunds included: the seed has hundreds); a
 * refund made now lowers its order month's net by exactly the refunded amount; a reversed or
 * over-24-month range is refused; the export is an XLSX job with months as dates and amounts as numbers.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { adminFileEndpoints } from '@app/shared/api/contract/adminFile';
import { adminJobEndpoints } from '@app/shared/api/contract/adminJob';
import { adminOrderEndpoints, type OrderType } from '@app/shared/api/contract/adminOrder';
import { adminSettlementEndpoints } from '@app/shared/api/contract/adminSettlement';
import { monthsBetween, seoulMonthBounds, seoulMonthOf, settledPaymentStatuses } from '@app/shared/api/contract/adminSettlementRules';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
/** The seeded orders fall in the 365 days before Seoul 2026-11-21. */
const SEEDED = { from: '2025-11', to: '2026-11' };

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

async function listTotals(client: ContractClient, month: string, orderType?: OrderType[]) {
  const { totals } = await client.call(adminOrderEndpoints.orders, {
    query: { status: [...settledPaymentStatuses], ...seoulMonthBounds(month), ...(orderType ? { orderType } : {}), size: 1 },
  });
  return { orderCount: totals.count, paymentAmount: totals.paymentAmount, refundedAmount: totals.refundedAmount, netAmount: totals.paymentAmount - totals.refundedAmount };
}

describe('settlement contract over HTTP', () => {
  it("equals the order list's totals for every seeded month, all types and a pick of types, to the won", async () => {
    const client = await operator();
    const all = await client.call(adminSettlementEndpoints.monthlySales, { query: SEEDED });
    expect(all.months.map((row) => row.month)).toEqual(monthsBetween(SEEDED.from, SEEDED.to));
    for (const row of all.months) {
      expect(row.byType).toHaveLength(6);
      expect(row.total).toEqual(await listTotals(client, row.month));
    }
    expect(all.total.orderCount).toBeGreaterThan(5_000);
    expect(all.total.refundedAmount).toBeGreaterThan(0);

    const picked: OrderType[] = ['BOOK', 'PACKAGE'];
    const some = await client.call(adminSettlementEndpoints.monthlySales, { query: { ...SEEDED, orderType: picked } });
    for (const row of some.months) {
      expect(row.byType.map((typeRow) => typeRow.orderType)).toEqual(['PACKAGE', 'BOOK']);
      expect(row.total).toEqual(await listTotals(client, row.month, picked));
      const book = row.byType.find((typeRow) => typeRow.orderType === 'BOOK');
      const { orderCount, paymentAmount, refundedAmount, netAmount } = await listTotals(client, row.month, ['BOOK']);
      expect(book).toEqual({ orderType: 'BOOK', orderCount, paymentAmount, refundedAmount, netAmount });
    }
  }, 30_000);

  it('nets a partial refund made now in its order month, by exactly the refunded amount', async () => {
    const client = await operator();
    const { items } = await client.call(adminOrderEndpoints.orders, { query: { status: ['COMPLETED'], orderType: ['KLASS'], size: 50 } });
    const order = await client.call(adminOrderEndpoints.order, { params: { orderKey: items.find((row) => row.paymentMethod === 'CARD')?.key ?? '' } });
    const month = seoulMonthOf(order.orderedAt);
    const before = await client.call(adminSettlementEndpoints.monthlySales, { query: { from: month, to: month } });
    const line = order.transactionInfo.orderItems[0];
    if (!line) throw new Error(`${order.key} has no item`);
    const { refund } = await client.call(adminOrderEndpoints.refund, {
      params: { orderKey: order.key },
      body: { refundItems: [{ itemKey: line.itemKey, quantity: 1 }], shippingRefundItems: [], reasonType: 'CHANGE_OF_MIND', reason: '단순 변심' },
    });
    const after = await client.call(adminSettlementEndpoints.monthlySales, { query: { from: month, to: month } });
    expect(refund.amount).toBeGreaterThan(0);
    expect(after.total.orderCount).toBe(before.total.orderCount);
    expect(after.total.netAmount).toBe(before.total.netAmount - refund.amount);
    expect(after.total).toEqual(await listTotals(client, month));
  });

  it('refuses a reversed range and one over 24 months', async () => {
    const client = await operator();
    await expectApiError(client.call(adminSettlementEndpoints.monthlySales, { query: { from: '2026-11', to: '2026-10' } }), 'badRequest');
    await expectApiError(client.call(adminSettlementEndpoints.monthlySales, { query: { from: '2024-01', to: '2026-01' } }), 'badRequest');
    await expectApiError(client.call(adminSettlementEndpoints.exportMonthlySales, { body: { from: '2026-11', to: '2026-10' } }), 'badRequest');
  });

  it('exports the months as an XLSX job: months as dates, amounts as numbers, types in words', async () => {
    const client = await operator();
    const range = { from: '2026-09', to: '2026-11' };
    const sales = await client.call(adminSettlementEndpoints.monthlySales, { query: range });
    const job = await client.call(adminSettlementEndpoints.exportMonthlySales, { body: range });
    expect(job).toMatchObject({ kind: 'EXPORT', area: 'SETTLEMENT', scope: '2026.09 ~ 2026.11 3개월' });
    await runJobsUntilIdle();
    const done = await client.call(adminJobEndpoints.detail, { params: { jobId: job.jobId } });
    if (done.result?.type !== 'FILE') throw new Error('the export has no file');
    expect(done.result.fileName).toBe('월별 매출 2026-09~2026-11.xlsx');
    const link = await client.call(adminFileEndpoints.downloadFile, { params: { fileId: done.result.fileId } });
    const sheet = strFromU8(unzipSync(new Uint8Array(await (await fetch(link.url)).arrayBuffer()))['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    for (const header of ['월', '상품 유형', '순매출', '도서', '합계']) expect(sheet).toContain(`>${header}<`);
    expect(sheet).not.toContain('>BOOK<');
    // 3 months × (6 types + 합계) and the header.
    expect(sheet.match(/<row /g)).toHaveLength(3 * 7 + 1);
    const november = sales.months[2];
    expect(sheet).toContain(`<v>${november?.total.netAmount}</v>`);
    // The month cells are date serials (numbers with the date style), not text.
    expect(sheet).not.toContain('>2026-11<');
  });

  it('calls every settlement endpoint', () => {
    expect([...called].filter((id) => id.startsWith('adminSettlement.')).sort()).toEqual(Object.values(adminSettlementEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
