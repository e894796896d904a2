/**
 * The order export (backoffice.md §7 Commerce "xlsx job"): a job of the one job engine whose
 * result is a real XLSX file written by the files area's `exportRows` (the app's writers and
 * formula guard). The rows are frozen when the job starts; headers and values are in Korean (the
 * status and type words are the screens' own, from the contract's `adminOrderWords.ts`), dates as
 * Seoul days and times (§9 `yyyy.MM.dd HH:mm`), amounts in won. The columns are typed (issue 27):
 * the order time is a real date-time and the amounts are numbers in the XLSX, so a spreadsheet
 * user can sort and sum them.
 */
import type { Job } from '@app/shared/api/contract/adminJob';
import type { Actor } from '@app/shared/api/contract/adminKit';
import { effectivePaymentStatus } from '@app/shared/api/contract/adminOrder';
import { orderTypeNames, paymentStatusNames } from '@app/shared/api/contract/adminOrderWords';
import { exportRows } from '@mocks/backoffice/files/store';
import { startJob } from '@mocks/backoffice/jobs/engine';
import type { SpreadsheetColumn } from '@app/shared/lib/spreadsheet';
import { seoulDate } from '@mocks/engine/seoulTime';
import { settings } from '@mocks/engine/settings';
import type { OrderRecord } from './collections';

const COLUMNS: readonly SpreadsheetColumn[] = [
  { key: 'key', header: '주문번호' },
  { key: 'orderedAt', header: '주문일시', type: 'dateTime' },
  { key: 'title', header: '주문명' },
  { key: 'type', header: '주문 유형' },
  { key: 'buyer', header: '주문자' },
  { key: 'email', header: '이메일' },
  { key: 'status', header: '결제 상태' },
  { key: 'payment', header: '결제 수단' },
  { key: 'paymentAmount', header: '결제 금액', type: 'number' },
  { key: 'refundedAmount', header: '환불 금액', type: 'number' },
];

/** One order as the file's cells; its status and type in the screens' words (the contract's). */
export function orderCells(order: OrderRecord): Record<string, string | number> {
  return {
    key: order.key,
    orderedAt: order.orderedAt,
    title: order.title,
    type: orderTypeNames[order.orderType],
    buyer: order.buyer.name,
    email: order.buyer.email,
    status: paymentStatusNames[effectivePaymentStatus(order.status)],
    payment: order.paymentInfo ? `${order.paymentInfo.cardName}` : '무통장 입금',
    paymentAmount: order.paymentAmount,
    refundedAmount: order.refundedAmount,
  };
}

export function startOrderExport(rows: readonly OrderRecord[], startedBy: Actor): Promise<Job> {
  const byKey = new Map(rows.map((order) => [order.key, order]));
  return startJob({
    kind: 'EXPORT',
    title: '주문 목록 내보내기 (XLSX)',
    scope: `검색 결과 전체 ${rows.length.toLocaleString('ko-KR')}건`,
    area: 'ORDER',
    startedBy,
    items: [...byKey.keys()],
    processItem: (key) => (byKey.has(key) ? 'ok' : 'skipped'),
    async finish() {
      const file = await exportRows({
        format: 'XLSX',
        fileName: `주문 목록 ${seoulDate(settings.now())}`,
        columns: COLUMNS,
        rows: rows.map(orderCells),
        owner: startedBy,
        sheetName: '주문',
      });
      return { type: 'FILE', fileId: file.fileId, fileName: file.fileName, size: file.size, contentType: file.contentType };
    },
  });
}
