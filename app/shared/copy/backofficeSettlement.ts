/**
 * The back-office settlement screen's words (issue 43; backoffice.md §2 "Settlement monthly
 * sales"): the monthly sales page, its chart and tables, and the export. The order type words are
 * the contract's (`adminOrderWords.ts`), as the order list and the XLSX write them.
 */
import { orderTypeNames } from '@app/shared/api/contract/adminOrderWords';

export const backofficeSettlementCopy = {
  title: '월별 매출',
  intro: '결제가 끝난 주문을 주문한 달과 상품 유형별로 더했어요. 환불은 주문한 달에서 빼요.',
  filterLabel: '조회 조건',
  from: '시작 달',
  to: '끝 달',
  orderTypes: '상품 유형',
  orderTypeLabels: orderTypeNames,
  allTypesHint: '고르지 않으면 모든 유형을 더해요.',
  rangeTooLong: (max: number) => `한 번에 ${max}개월까지 볼 수 있어요. 끝 달을 당겨 주세요.`,
  rangeReversed: '끝 달이 시작 달보다 앞서요.',
  monthLabel: (year: number, month: number) => `${year}년 ${month}월`,
  shortMonth: (month: number) => `${month}월`,
  year: (year: number) => `${year}년`,
  chartLabel: '월별 순매출 차트',
  chartHint: '막대를 고르면 그 달의 유형별 매출을 보여 줘요. 왼쪽·오른쪽 화살표로 달을 옮겨요.',
  axisAmount: (amount: string) => `${amount}만원`,
  chartPoint: (month: string, amount: string, count: string) => `${month} 순매출 ${amount}, 주문 ${count}건`,
  monthsCaption: '월별 매출 표',
  typesCaption: (month: string) => `${month} 상품 유형별 매출`,
  columnMonth: '월',
  columnType: '상품 유형',
  columnCount: '주문 수',
  columnPayment: '결제 금액',
  columnRefunded: '환불 금액',
  columnNet: '순매출',
  totalRow: '합계',
  rangeTotal: (months: number, amount: string) => `${months}개월 순매출 ${amount}`,
  openOrders: (month: string) => `${month} 주문 목록 보기`,
  count: (count: string) => `${count}건`,
  emptyTitle: '이 기간에는 결제된 주문이 없어요',
  emptyDescription: '기간이나 상품 유형을 바꿔 보세요.',
  loadFailed: '월별 매출을 불러오지 못했어요',
  export: '엑셀로 내보내기',
  exportStarted: '월별 매출 내보내기를 시작했어요. 끝나면 작업 센터에서 내려받을 수 있어요.',
  exportFailed: '내보내기를 시작하지 못했어요. 잠시 후 다시 시도해 주세요.',
};
