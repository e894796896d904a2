/**
 * The monthly sales export (backoffice.md §7 Settlement "xlsx exports"): a job of the one job
 * engine, one item per month, whose result is an XLSX written by the files area's `exportRows`.
 * A row per month and order type and a 합계 row per month; the month is a real date (its first
 * day, shown `yyyy.mm.dd`), the counts and amounts numbers, the types in the screens' words.
 */
import type { Job } from '@app/shared/api/contract/adminJob';
import type { Actor } from '@app/shared/api/contract/adminKit';
import { orderTypeNames } from '@app/shared/api/contract/adminOrderWords';
import type { MonthSales } from '@app/shared/api/contract/adminSettlement';
import type { SalesFigures } from '@app/shared/api/contract/adminSettlementRules';
import type { SpreadsheetColumn } from '@app/shared/lib/spreadsheet';
import { exportRows } from '@mocks/backoffice/files/store';
import { startJob } from '@mocks/backoffice/jobs/engine';

const COLUMNS: readonly SpreadsheetColumn[] = [
  { key: 'month', header: '월', type: 'date' },
  { key: 'type', header: '상품 유형' },
  { key: 'orderCount', header: '주문 수', type: 'number' },
  { key: 'paymentAmount', header: '결제 금액', type: 'number' },
  { key: 'refundedAmount', header: '환불 금액', type: 'number' },
  { key: 'netAmount', header: '순매출', type: 'number' },
];

const TOTAL_LABEL = '합계';

function cells(month: string, type: string, figures: SalesFigures): Record<string, string | number> {
  return { month: `${month}-01`, type, ...figures };
}

export function monthSalesRows(months: readonly MonthSales[]): Record<string, string | number>[] {
  return months.flatMap((row) => [
    ...row.byType.map((typeRow) => cells(row.month, orderTypeNames[typeRow.orderType], typeRow)),
    cells(row.month, TOTAL_LABEL, row.total),
  ]);
}

export function startSalesExport(months: readonly MonthSales[], startedBy: Actor): Promise<Job> {
  const from = months[0]?.month ?? '';
  const to = months.at(-1)?.month ?? '';
  return startJob({
    kind: 'EXPORT',
    title: '월별 매출 내보내기 (XLSX)',
    scope: `${from.replace('-', '.')} ~ ${to.replace('-', '.')} ${months.length}개월`,
    area: 'SETTLEMENT',
    startedBy,
    items: months.map((row) => row.month),
    processItem: () => 'ok',
    async finish() {
      const file = await exportRows({
        format: 'XLSX',
        fileName: `월별 매출 ${from}~${to}`,
        columns: COLUMNS,
        rows: monthSalesRows(months),
        owner: startedBy,
        sheetName: '월별 매출',
      });
      return { type: 'FILE', fileId: file.fileId, fileName: file.fileName, size: file.size, contentType: file.contentType };
    },
  });
}
