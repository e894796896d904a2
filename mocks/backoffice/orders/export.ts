/**
 * The order export (backoffice.md §7 Commerce "xlsx job"): a job of the one job engine whose
 * result is a real XLSX file written by the files area's `exportRows` (the app's writers and
 * formula guard). The rows are frozen when the job starts; headers and values are in Korean,
 * dates as Seoul days and times (§9 `yyyy.MM.dd HH:mm`), amounts in won.
 */
import type { Job } from '@app/shared/api/contract/adminJob';
import type { Actor } from '@app/shared/api/contract/adminKit';
import { effectivePaymentStatus, type OrderType, type PaymentStatus } from '@app/shared/api/contract/adminOrder';
import { exportRows } from '@mocks/backoffice/files/store';
import { startJob } from '@mocks/backoffice/jobs/engine';
import { seoulDate, seoulDateTime } from '@mocks/engine/seoulTime';
import { settings } from '@mocks/engine/settings';
import type { OrderRecord } from './collections';

const STATUS_WORDS: Record<PaymentStatus, string> = {
  FAILED: '주문 실패',
  PENDING_INCOME: '입금 대기',
  COMPLETED: '결제 완료',
  REFUND_COMPLETED: '환불 완료',
  PARTIAL_REFUNDED: '부분 환불',
};
const TYPE_WORDS: Record<OrderType, string> = {
  PACKAGE: '패키지',
  KLASS: '클래스',
  BOOK: '도서',
  PASS: '이용권',
  COURSE: '코스',
  GOODS: '실물 상품',
};

const COLUMNS = [
  { key: 'key', header: '주문번호' },
  { key: 'orderedAt', header: '주문일시' },
  { key: 'title', header: '주문명' },
  { key: 'type', header: '주문 유형' },
  { key: 'buyer', header: '주문자' },
  { key: 'email', header: '이메일' },
  { key: 'status', header: '결제 상태' },
  { key: 'payment', header: '결제 수단' },
  { key: 'paymentAmount', header: '결제 금액' },
  { key: 'refundedAmount', header: '환불 금액' },
] as const;

function toCells(order: OrderRecord): Record<string, string> {
  return {
    key: order.key,
    orderedAt: seoulDateTime(order.orderedAt),
    title: order.title,
    type: TYPE_WORDS[order.orderType],
    buyer: order.buyer.name,
    email: order.buyer.email,
    status: STATUS_WORDS[effectivePaymentStatus(order.status)],
    payment: order.paymentInfo ? `${order.paymentInfo.cardName}` : '무통장 입금',
    paymentAmount: String(order.paymentAmount),
    refundedAmount: String(order.refundedAmount),
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
        rows: rows.map(toCells),
        owner: startedBy,
        sheetName: '주문',
      });
      return { type: 'FILE', fileId: file.fileId, fileName: file.fileName, size: file.size, contentType: file.contentType };
    },
  });
}
