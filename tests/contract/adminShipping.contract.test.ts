/**
 * Contract walk of shipping (backoffice.md §4 shipping statuses and actions, §5 shipping fields,
 * §7 Commerce shipping calls, §9 carriers; issue 17) over real HTTP on the seeded world of
 * thousands of shipments: every endpoint answers in its schema; the list's filters; an action the
 * status does not allow is refused with `shipping.transition.not_allowed` and what it allows; a
 * bulk action is all or nothing and recorded per shipment; invoices register (the shipment goes in
 * transit) and the file's dry run classifies rows; the address keeps §5; the CJ spreadsheet is an
 * XLSX job with the formula cell neutralised, and each layout (generic, CJ, Hanjin) writes its header
 * row in order with Korean values under their headers. One world with the orders area: a whole
 * refund drops the shipment out until the parcel leaves, and a new address becomes the order's.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminFileEndpoints } from '@app/shared/api/contract/adminFile';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { adminJobEndpoints, type Job } from '@app/shared/api/contract/adminJob';
import { adminOrderEndpoints } from '@app/shared/api/contract/adminOrder';
import { adminShippingEndpoints } from '@app/shared/api/contract/adminShipping';
import { shippingSheetColumns, type ShippingSheetFormat } from '@app/shared/api/contract/adminShippingRules';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { seededOperators } from '@mocks/backoffice/seed';
import { shipmentFixtures } from '@mocks/backoffice/shipping/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
const { paidFirst, paidSecond, pending, prepared, inTransit, delivered } = shipmentFixtures;
const refundReason = { reasonType: 'CHANGE_OF_MIND', reason: '단순 변심' } as const;
const refundAccount = { bankName: '카카오뱅크', accountHolder: '이서연', accountNumber: '3333-01-123456' } as const;

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

/** The refusal's `data`, after checking its status and code. */
async function refusalData(call: Promise<unknown>, name: Parameters<typeof expectApiError>[1]): Promise<unknown> {
  const settled = call.then(() => null, (reason: unknown) => reason);
  await expectApiError(Promise.reject(await settled), name);
  const error = await settled;
  return isApiError(error) ? error.toJSON().data : null;
}

async function finished(client: ContractClient, job: Job): Promise<Job> {
  await runJobsUntilIdle();
  return client.call(adminJobEndpoints.detail, { params: { jobId: job.jobId } });
}

/** The sheet's rows as text, each cell at its column (the writer leaves an empty cell out, so the reference places it). */
function sheetRows(sheet: string): string[][] {
  const rows: string[][] = [];
  for (const [, rowNumber = '', cells = ''] of sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)) {
    const row: string[] = [];
    for (const [, column = '', content = ''] of cells.matchAll(/<c r="([A-Z]+)\d+"[^>]*>(.*?)<\/c>/g)) {
      const index = [...column].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
      row[index] = content.replace(/<[^>]+>/g, '');
    }
    rows[Number(rowNumber) - 1] = Array.from(row, (text) => text ?? '');
  }
  return rows;
}

/** Exports the shipments in a layout, runs the job and reads the file's one sheet. */
async function exportSheet(client: ContractClient, format: ShippingSheetFormat, keys: string[]) {
  const job = await client.call(adminShippingEndpoints.exportShipments, { body: { format, filter: {}, selection: { kind: 'keys', keys } } });
  const finishedJob = await finished(client, job);
  if (finishedJob.result?.type !== 'FILE') throw new Error('the export has no file');
  const link = await client.call(adminFileEndpoints.downloadFile, { params: { fileId: finishedJob.result.fileId } });
  const files = unzipSync(new Uint8Array(await (await fetch(link.url)).arrayBuffer()));
  return { job, done: finishedJob.result, sheet: strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array()) };
}

describe('shipping contract over HTTP', () => {
  it('lists thousands of shipments, newest first, filtered by status, carrier, text and Seoul days', async () => {
    const client = await operator();
    const all = await client.call(adminShippingEndpoints.shipments, { query: { size: 50 } });
    expect(all.totalCount).toBeGreaterThan(1000);
    const times = all.items.map((row) => row.orderedAt);
    expect(times).toEqual([...times].sort().reverse());
    // The fixtures are the newest orders paid in full: on the default list's first page.
    expect(all.items.map((row) => row.shipmentKey)).toEqual(expect.arrayContaining(Object.values(shipmentFixtures).map((fixture) => fixture.shipmentKey)));
    const paid = await client.call(adminShippingEndpoints.shipments, { query: { status: ['PAYMENT_RECEIVED'], size: 1000 } });
    expect(paid.items.every((row) => row.status === 'PAYMENT_RECEIVED')).toBe(true);
    expect(paid.totalCount).toBeGreaterThan(2);
    const cj = await client.call(adminShippingEndpoints.shipments, { query: { carrier: ['CJ'], size: 1000 } });
    expect(cj.items.every((row) => row.carrier === 'CJ')).toBe(true);
    const found = await client.call(adminShippingEndpoints.shipments, { query: { q: '정운송' } });
    expect(found.items.map((row) => row.shipmentKey)).toEqual([inTransit.shipmentKey]);
    const byInvoice = await client.call(adminShippingEndpoints.shipments, { query: { q: '6123-4567-8901' } });
    expect(byInvoice.items.map((row) => row.shipmentKey)).toEqual([inTransit.shipmentKey]);
    const day = all.items.find((row) => row.shipmentKey === paidFirst.shipmentKey)?.orderedAt ?? '';
    const sameDay = await client.call(adminShippingEndpoints.shipments, { query: { orderedFrom: day, orderedTo: day } });
    expect(sameDay.items.map((row) => row.shipmentKey)).toContain(paidFirst.shipmentKey);
    await expectApiError(client.call(adminShippingEndpoints.shipment, { params: { shipmentKey: 'shp-none' } }), 'notFound');
  });

  it('refuses an action the status does not allow, saying what it allows', async () => {
    const client = await operator();
    await expectApiError(
      client.call(adminShippingEndpoints.changeStatus, { params: { shipmentKey: delivered.shipmentKey, action: 'dropout' } }),
      'shippingTransitionNotAllowed',
    );
    await expect(
      refusalData(client.call(adminShippingEndpoints.changeStatus, { params: { shipmentKey: pending.shipmentKey, action: 'confirm-delivered' } }), 'shippingTransitionNotAllowed'),
    ).resolves.toMatchObject({ allowed: ['PREPARE_DELIVERY', 'DROP_OUT'] });
    const ready = await client.call(adminShippingEndpoints.changeStatus, { params: { shipmentKey: pending.shipmentKey, action: 'prepare-delivery' } });
    expect(ready.status).toBe('PREPARED_DELIVERY');
    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['SHIPMENT'], recordKey: pending.shipmentKey } });
    expect(history.items[0]?.changes).toContainEqual({ field: 'status', before: 'PENDING', after: 'PREPARED_DELIVERY' });
  });

  it('a bulk action is all or nothing', async () => {
    const client = await operator();
    const keys = [paidFirst.shipmentKey, inTransit.shipmentKey];
    await expect(
      refusalData(client.call(adminShippingEndpoints.bulkChangeStatus, { params: { action: 'prepare-delivery' }, body: { selection: { kind: 'keys', keys } } }), 'shippingTransitionNotAllowed'),
    ).resolves.toMatchObject({ blockedCount: 1, blockedStatuses: ['IN_TRANSIT'] });
    await expect(client.call(adminShippingEndpoints.shipment, { params: { shipmentKey: paidFirst.shipmentKey } })).resolves.toMatchObject({ status: 'PAYMENT_RECEIVED' });
    const moved = await client.call(adminShippingEndpoints.bulkChangeStatus, {
      params: { action: 'prepare-delivery' },
      body: { selection: { kind: 'keys', keys: [paidFirst.shipmentKey, paidSecond.shipmentKey] } },
    });
    expect(moved.changedCount).toBe(2);
    await expect(client.call(adminShippingEndpoints.shipment, { params: { shipmentKey: paidSecond.shipmentKey } })).resolves.toMatchObject({ status: 'PREPARED_DELIVERY' });
    await expectApiError(
      client.call(adminShippingEndpoints.bulkChangeStatus, {
        params: { action: 'dropout' },
        body: { selection: { kind: 'query', filter: { status: ['PENDING'] }, excluded: [], expectedCount: 1 } },
      }),
      'selectionChanged',
    );
  });

  it('counts a selection per status: picked keys, or every shipment matching less the rows left out (the bulk bar across pages)', async () => {
    const client = await operator();
    const picked = await client.call(adminShippingEndpoints.statusCounts, {
      body: { selection: { kind: 'keys', keys: [prepared.shipmentKey, inTransit.shipmentKey, delivered.shipmentKey] } },
    });
    expect(picked.counts).toEqual([
      { status: 'PREPARED_DELIVERY', count: 1 },
      { status: 'IN_TRANSIT', count: 1 },
      { status: 'DELIVERED', count: 1 },
    ]);
    const cj = await client.call(adminShippingEndpoints.shipments, { query: { carrier: ['CJ'], size: 1 } });
    const scope = { kind: 'query' as const, filter: { carrier: ['CJ' as const] }, excluded: [inTransit.shipmentKey], expectedCount: cj.totalCount - 1 };
    const matching = await client.call(adminShippingEndpoints.statusCounts, { body: { selection: scope } });
    // An invoice means the parcel has left: only the two statuses after it, every row counted once.
    expect(matching.counts.map((entry) => entry.status).every((status) => status === 'IN_TRANSIT' || status === 'DELIVERED')).toBe(true);
    expect(matching.counts.reduce((sum, entry) => sum + entry.count, 0)).toBe(cj.totalCount - 1);
    await expectApiError(client.call(adminShippingEndpoints.statusCounts, { body: { selection: { ...scope, expectedCount: cj.totalCount } } }), 'selectionChanged');
  });

  it('registers an invoice (prepared → in transit), classifies a file’s rows, keeps §5 on the address', async () => {
    const client = await operator();
    await expectApiError(
      client.call(adminShippingEndpoints.registerInvoice, { params: { shipmentKey: delivered.shipmentKey }, body: { carrier: 'CJ', invoiceNumber: '612300000001' } }),
      'shippingInvoiceNotAllowed',
    );
    const sent = await client.call(adminShippingEndpoints.registerInvoice, { params: { shipmentKey: prepared.shipmentKey }, body: { carrier: 'HANJIN', invoiceNumber: '420000000001' } });
    expect(sent).toMatchObject({ status: 'IN_TRANSIT', carrier: 'HANJIN', invoiceNumber: '420000000001' });

    const dryRun = await client.call(adminShippingEndpoints.invoiceDryRun, {
      body: {
        rows: [
          { row: 2, shipmentKey: inTransit.shipmentKey, carrier: 'LOTTE', invoiceNumber: '300000000001' },
          { row: 3, shipmentKey: 'shp-none', carrier: 'CJ', invoiceNumber: '300000000002' },
          { row: 4, shipmentKey: delivered.shipmentKey, carrier: 'CJ', invoiceNumber: '300000000003' },
        ],
      },
    });
    expect(dryRun.counts).toEqual({ REGISTER: 0, CORRECT: 1, NOT_FOUND: 1, NOT_ALLOWED: 1 });
    const job = await client.call(adminShippingEndpoints.invoiceImport, {
      body: { mode: 'VALID_ONLY', rows: [{ row: 2, shipmentKey: inTransit.shipmentKey, carrier: 'LOTTE', invoiceNumber: '300000000001' }] },
    });
    expect((await finished(client, job)).result).toMatchObject({ type: 'COUNTS', succeeded: 1, failed: 0 });
    await expect(client.call(adminShippingEndpoints.shipment, { params: { shipmentKey: inTransit.shipmentKey } })).resolves.toMatchObject({ carrier: 'LOTTE' });

    const address = { name: '새이름', phone: '010-1234-5678', zipCode: '06236', address: '서울특별시 강남구 테헤란로 152', addressDetail: '12층', message: '부재 시 연락 주세요' };
    await expect(client.call(adminShippingEndpoints.updateAddress, { params: { shipmentKey: pending.shipmentKey }, body: address })).resolves.toMatchObject({
      recipient: { name: '새이름', addressDetail: '12층' },
      message: '부재 시 연락 주세요',
    });
    await expectApiError(client.call(adminShippingEndpoints.updateAddress, { params: { shipmentKey: pending.shipmentKey }, body: { ...address, name: '가'.repeat(25) } }), 'badRequest');
    await expectApiError(client.call(adminShippingEndpoints.updateAddress, { params: { shipmentKey: delivered.shipmentKey }, body: address }), 'shippingAddressLocked');
  });

  it('writes the CJ spreadsheet as an XLSX job: CJ’s headers, Korean text, the formula cell neutralised', async () => {
    const client = await operator();
    const { job, done, sheet } = await exportSheet(client, 'CJ', [paidFirst.shipmentKey, paidSecond.shipmentKey]);
    expect(job).toMatchObject({ kind: 'EXPORT', area: 'SHIPPING', scope: '선택한 2건' });
    expect(done.fileName).toMatch(/^배송 CJ대한통운 \d{4}\.\d{2}\.\d{2}\.xlsx$/);
    for (const { header } of shippingSheetColumns.CJ) expect(sheet).toContain(`>${header}<`);
    expect(sheet).toContain('>김배송<');
    // Kept as typed in a quote-prefixed text cell: no formula, no visible apostrophe (issue 27).
    expect(sheet).toContain(`s="2" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK(&quot;http://evil.test&quot;)<`);
    expect(sheet.match(/<row /g)).toHaveLength(3);
  });

  // Each layout as the carrier's upload form reads it: the header row in this order, and a shipment's
  // Korean text in the column its header names.
  it.each([
    {
      format: 'GENERIC',
      // Delivered: final, so no earlier case here has moved it.
      shipment: delivered,
      fileName: /^배송 기본 \d{4}\.\d{2}\.\d{2}\.xlsx$/,
      headers: ['배송번호', '주문번호', '주문일', '배송 상태', '상품명', '수량', '주문자', '받는 분', '휴대폰 번호', '우편번호', '주소', '상세 주소', '배송 메시지', '택배사', '송장번호'],
      korean: { '배송 상태': '배송 완료', '받는 분': delivered.recipient, 택배사: '한진택배' },
    },
    {
      format: 'CJ',
      shipment: paidFirst,
      fileName: /^배송 CJ대한통운 \d{4}\.\d{2}\.\d{2}\.xlsx$/,
      headers: ['받는분성명', '받는분전화번호', '받는분우편번호', '받는분주소(전체, 분할)', '품목명', '내품수량', '배송메세지1', '고객주문번호'],
      korean: { 받는분성명: paidFirst.recipient, 배송메세지1: paidFirst.message },
    },
    {
      format: 'HANJIN',
      shipment: paidFirst,
      fileName: /^배송 한진택배 \d{4}\.\d{2}\.\d{2}\.xlsx$/,
      headers: ['수하인명', '수하인휴대폰', '우편번호', '수하인주소', '상품명', '수량', '배송메모', '주문번호'],
      korean: { 수하인명: paidFirst.recipient, 배송메모: paidFirst.message },
    },
  ] as const)('writes the $format spreadsheet with its header row in order and Korean values under their headers', async ({ format, shipment, fileName, headers, korean }) => {
    const client = await operator();
    const { done, sheet } = await exportSheet(client, format, [shipment.shipmentKey]);
    expect(done.fileName).toMatch(fileName);
    const [headerRow, row, ...rest] = sheetRows(sheet);
    expect(headerRow).toEqual(headers);
    expect(rest).toEqual([]);
    const columns: readonly string[] = headers;
    expect(row).toHaveLength(columns.length);
    expect(row).toContain(shipment.shipmentKey);
    for (const [header, value] of Object.entries(korean)) expect(row?.[columns.indexOf(header)], header).toBe(value);
  });

  it('a whole refund of a shipped order drops its shipment out until the parcel leaves; a delivered one stays delivered', async () => {
    const client = await operator();
    const named = new Set<string>(Object.values(shipmentFixtures).map((fixture) => fixture.shipmentKey));
    const refundAll = async (status: 'PAYMENT_RECEIVED' | 'PREPARED_DELIVERY' | 'DELIVERED') => {
      const listed = await client.call(adminShippingEndpoints.shipments, { query: { status: [status], size: 50 } });
      const shipment = listed.items.find((row) => !named.has(row.shipmentKey));
      if (!shipment) throw new Error(`no generated ${status} shipment`);
      // Any of them may be a deposit order, whose refund needs an account; a card order ignores it.
      await client.call(adminOrderEndpoints.refundAll, { params: { orderKey: shipment.orderKey }, body: { ...refundReason, bankInfo: refundAccount } });
      return client.call(adminShippingEndpoints.shipment, { params: { shipmentKey: shipment.shipmentKey } });
    };
    const paid = await refundAll('PAYMENT_RECEIVED');
    expect(paid.status).toBe('DROP_OUT');
    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['SHIPMENT'], recordKey: paid.shipmentKey } });
    expect(history.items[0]?.changes).toContainEqual({ field: 'status', before: 'PAYMENT_RECEIVED', after: 'DROP_OUT' });
    expect((await refundAll('PREPARED_DELIVERY')).status).toBe('DROP_OUT');
    expect((await refundAll('DELIVERED')).status).toBe('DELIVERED');
  });

  it('a new shipment address becomes its order’s address, shown on the order detail', async () => {
    const client = await operator();
    const listed = await client.call(adminShippingEndpoints.shipments, { query: { status: ['PAYMENT_RECEIVED'], size: 50 } });
    const shipment = listed.items.find((row) => !Object.values(shipmentFixtures).some((fixture) => fixture.shipmentKey === row.shipmentKey));
    if (!shipment) throw new Error('no generated PAYMENT_RECEIVED shipment');
    const address = { name: '한새집', phone: '010-2222-3333', zipCode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '3층 민원실', message: '' };
    await client.call(adminShippingEndpoints.updateAddress, { params: { shipmentKey: shipment.shipmentKey }, body: address });
    const order = await client.call(adminOrderEndpoints.order, { params: { orderKey: shipment.orderKey } });
    expect(order.address).toEqual({ recipient: '한새집', phone: '010-2222-3333', zipCode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '3층 민원실', message: null });
    await client.call(adminShippingEndpoints.updateAddress, { params: { shipmentKey: shipment.shipmentKey }, body: { ...address, message: '벨 누르지 마세요' } });
    expect((await client.call(adminOrderEndpoints.order, { params: { orderKey: shipment.orderKey } })).address?.message).toBe('벨 누르지 마세요');
  });

  it('walked every shipping endpoint', () => {
    expect([...called].filter((id) => id.startsWith('adminShipping.')).sort()).toEqual(Object.values(adminShippingEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
