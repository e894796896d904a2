/**
 * The order words both sides write (backoffice.md §1 order types, §4 payment statuses): the screens
 * through the copy catalogue (`copy.backofficeOrders.statusLabels`, `orderTypeLabels`) and the
 * mock's order export, which may import only the contract. Written once here, as shipping's status
 * names are (`adminShippingRules.ts`), so a file and a screen never name a status differently.
 * Without zod (the types come from `adminOrder.ts` as types only), so the copy carries no schema.
 */
import type { OrderType, PaymentStatus } from './adminOrder';

export const paymentStatusNames: Record<PaymentStatus, string> = {
  FAILED: '주문 실패',
  PENDING_INCOME: '입금 대기',
  COMPLETED: '결제 완료',
  REFUND_COMPLETED: '환불 완료',
  PARTIAL_REFUNDED: '부분 환불',
};

export const orderTypeNames: Record<OrderType, string> = {
  PACKAGE: '패키지',
  KLASS: '클래스',
  BOOK: '도서',
  PASS: '이용권',
  COURSE: '코스',
  GOODS: '실물 상품',
};
