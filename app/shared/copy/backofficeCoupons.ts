/**
 * The back-office coupon screens' words (issue 30; backoffice.md §3 Coupon spec, §4 coupon status,
 * §5 coupon rules). The status and type words and the §5 messages are the contract's
 * (`adminCouponRules.ts`: the mock says them too); the texts' length messages are the shared
 * validation's.
 */
import {
  COUPON_AMOUNT_MAX,
  COUPON_DAYS_MAX,
  COUPON_USE_LIMIT_MAX,
  couponRuleMessages,
  couponStatusNames,
  couponTypeNames,
  type CouponAction,
} from '@app/shared/api/contract/adminCouponRules';

const actionLabels: Record<CouponAction, string> = {
  EDIT: '수정하기',
  OPERATE: '운영 시작',
  STOP: '운영 종료',
  ADD_CODES: '코드 만들기',
};

export const backofficeCouponsCopy = {
  listTitle: '쿠폰 관리',
  listIntro: '쿠폰을 만들고 운영 상태를 관리합니다. 최근에 만든 쿠폰부터 보여요.',
  caption: '쿠폰 목록',
  noun: '쿠폰',
  unit: '개',
  loadMore: '쿠폰 더 보기',
  create: '쿠폰 만들기',
  filterQ: '쿠폰 이름·번호',
  filterQPlaceholder: '쿠폰 이름 또는 쿠폰 번호',
  filterStatus: '상태',
  filterType: '할인 방식',
  columnKey: '쿠폰 번호',
  columnTitle: '쿠폰 이름',
  columnStatus: '상태',
  columnType: '할인 방식',
  columnDiscount: '할인',
  columnValidity: '유효 기간',
  columnUseLimit: '사용 횟수',
  columnIssued: '발급',
  columnUsed: '사용',
  columnCreatedAt: '만든 날',
  totals: (count: string) => `검색된 쿠폰 ${count}개`,
  statusLabels: couponStatusNames,
  typeLabels: couponTypeNames,
  actionLabels,
  /** The discount as the list and the detail say it: "10%" or "5,000원". */
  percentOff: (percent: number) => `${percent}%`,
  days: (days: number) => `발급 후 ${days}일`,
  dayRange: (start: string, end: string) => `${start} ~ ${end}`,
  noValidity: '기간 제한 없음',
  unlimited: '제한 없음',
  useCount: (count: number) => `${count.toLocaleString('ko-KR')}회`,

  // detail
  detailTitle: '쿠폰 상세',
  loadFailed: '쿠폰을 불러오지 못했어요.',
  retry: '다시 시도',
  factKey: '쿠폰 번호',
  factDescription: '설명',
  factMemo: '메모',
  factCreated: '만든 날',
  factCreatedBy: '만든 사람',
  factUpdated: '마지막 수정',
  noMemo: '(없음)',
  /** UNPUBLISHED: §4 "final, no action". */
  noAction: '운영이 종료된 쿠폰이에요. 더 할 수 있는 작업이 없어요.',
  operated: '쿠폰 운영을 시작했어요.',
  stopped: '쿠폰 운영을 종료했어요.',
  stopTitle: '쿠폰 운영을 종료할까요?',
  stopBody: (title: string) =>
    `‘${title}’ 쿠폰의 운영을 종료하면 되돌릴 수 없어요. 더 이상 발급하거나 사용할 수 없고, 다시 운영할 수도 없어요.`,
  stopConfirm: '운영 종료',
  operateTitle: '쿠폰 운영을 시작할까요?',
  operateBody: (title: string) => `‘${title}’ 쿠폰을 운영하면 발급하고 사용할 수 있어요. 운영을 시작한 뒤에는 할인 조건을 바꿀 수 없어요.`,
  operateConfirm: '운영 시작',
  cancel: '취소',
  /** 409 coupon.transition.not_allowed: another tab acted first. */
  staleAction: (status: string) => `다른 곳에서 먼저 상태가 바뀌었어요. 지금 상태는 ‘${status}’이에요. 화면을 새 상태로 바꿨어요.`,
  actionFailed: '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',

  // form
  createTitle: '쿠폰 만들기',
  editTitle: '쿠폰 수정',
  formIntro: '쿠폰의 이름, 할인, 유효 기간과 사용 횟수를 정합니다.',
  fieldTitle: '쿠폰 이름 (관리용)',
  fieldTitleHint: '3~30자',
  fieldDescription: '설명',
  fieldDescriptionHint: '3~30자',
  fieldType: '할인 방식',
  fieldPercent: '할인율 (%)',
  fieldPercentHint: '1~100 사이의 정수',
  fieldAmount: '할인 금액 (원)',
  fieldAmountHint: `1원부터 ${COUPON_AMOUNT_MAX.toLocaleString('ko-KR')}원까지`,
  /** Under the amount as typed: "5,000원". */
  amountPreview: (won: string) => `${won} 할인`,
  fieldValidity: '유효 기간',
  validityDays: '발급 후 일수',
  validityPeriod: '사용 기간 지정',
  validityNone: '기간 제한 없음',
  fieldDays: '유효 일수',
  fieldDaysHint: `1~${COUPON_DAYS_MAX}일`,
  fieldStartDay: '사용 시작일',
  fieldEndDay: '사용 종료일',
  fieldLimit: '사용 횟수',
  limitUnlimited: '제한 없음',
  limitCount: '횟수 지정',
  fieldLimitCount: '사용 가능 횟수',
  fieldLimitCountHint: `1~${COUPON_USE_LIMIT_MAX.toLocaleString('ko-KR')}회`,
  fieldMemo: '메모',
  fieldMemoHint: '운영자만 보는 메모 (300자까지)',
  /** PUBLISHED: only names and memo change (couponEditableFields). */
  lockedHint: '운영 중인 쿠폰은 이름, 설명과 메모만 바꿀 수 있어요.',
  save: '저장',
  saved: '쿠폰을 저장했어요.',
  created: '쿠폰을 만들었어요.',
  unsaved: '저장하지 못했어요. 입력한 내용은 그대로 있어요. 잠시 후 다시 시도해 주세요.',
  /** 409 coupon.version.conflict: someone saved first; the typed values stay. */
  staleVersion: '다른 곳에서 이 쿠폰을 먼저 수정했어요. 입력한 내용은 그대로 있어요. 최신 내용을 확인한 뒤 다시 저장해 주세요.',
  showLatest: '최신 내용 보기',
  /** 409 coupon.update.locked / transition: the status changed meanwhile. */
  statusChanged: '다른 곳에서 쿠폰 상태가 바뀌어 저장하지 못했어요. 입력한 내용은 그대로 있어요.',
  rules: couponRuleMessages,
  backToList: '쿠폰 목록으로',
} as const;
