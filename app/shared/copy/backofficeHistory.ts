/**
 * Korean copy of the back-office change history (issue 15, part 6): the history page (filters,
 * columns, the detail dialog), a record's history on a detail screen, the actions, the record types
 * and their fields' names. A field the catalogue does not name yet shows as the server sent it.
 */
import type { HistoryAction, HistoryRecordType, HistoryTouched, HistoryValue } from '@app/shared/api/contract/adminHistory';
import { couponStatusNames, couponTypeNames } from '@app/shared/api/contract/adminCouponRules';
import { carrierNames, shippingStatusNames } from '@app/shared/api/contract/adminShippingRules';
import { backofficeCatalogueCategoryHistoryFields, backofficeCatalogueHistoryFields, backofficeCatalogueHistoryValues } from './backofficeCatalogue';
import { backofficeJobsCopy } from './backofficeJobs';

const recordTypes: Record<HistoryRecordType, string> = {
  ORGANIZATION: '사이트 정보',
  MEMBER_GROUP: '회원 그룹',
  SHIPMENT: '배송',
  JOB: '작업',
  MEMBER: '회원',
  ORDER: '주문',
  COUPON: '쿠폰',
  CERTIFICATE: '수료증',
  TERMS: '약관',
  MARKETING: '팝업·띠 배너',
  CATALOGUE_ITEM: '상품',
  CATALOGUE_CATEGORY: '상품 카테고리',
  // The board area (issue 42).
  QUESTION: '문의',
};

const actions: Record<HistoryAction, string> = {
  CREATE: '생성',
  UPDATE: '수정',
  DELETE: '삭제',
};

/** Field names per record type, as the screens that edit them say them. */
const fields: Record<HistoryRecordType, Readonly<Record<string, string>>> = {
  ORGANIZATION: { serviceName: '서비스 이름', supportTel: '고객센터 전화번호', email: '고객센터 이메일' },
  MEMBER_GROUP: { name: '그룹 이름', description: '설명', memberCount: '회원 수' },
  SHIPMENT: {
    status: '배송 상태',
    carrier: '택배사',
    invoiceNumber: '송장번호',
    'recipient.name': '받는 분',
    'recipient.phone': '휴대폰 번호',
    'recipient.zipCode': '우편번호',
    'recipient.address': '주소',
    'recipient.addressDetail': '상세 주소',
    message: '배송 메시지',
  },
  MEMBER: { displayName: '이름', email: '이메일', phone: '휴대폰 번호', marketingAgreement: '마케팅 수신 동의', memo: '메모', groups: '그룹' },
  ORDER: { status: '결제 상태', refundedAmount: '환불 금액' },
  COUPON: {
    status: '상태',
    internalTitle: '쿠폰 이름',
    description: '설명',
    type: '할인 방식',
    percent: '할인율',
    amount: '할인 금액',
    period: '유효 기간',
    'usablePeriod.startDay': '사용 시작일',
    'usablePeriod.endDay': '사용 종료일',
    limitUseCount: '사용 횟수',
    memo: '메모',
    codeSpecCount: '코드 설정 수',
    issueJob: '발급 작업',
    codeStatus: '코드 상태',
  },
  CERTIFICATE: { name: '수료증 이름', title: '제목', primary: '기본 수료증', layout: '레이아웃' },
  TERMS: { title: '약관 이름', required: '필수 동의', draftRevision: '초안 저장 번호', version: '버전', effectiveDay: '시행일' },
  MARKETING: { title: '이름', enabled: '노출', startAt: '시작 일시', endAt: '종료 일시', target: '대상', order: '노출 순서', linkUrl: '링크', imageUrl: '이미지' },
  CATALOGUE_ITEM: backofficeCatalogueHistoryFields,
  CATALOGUE_CATEGORY: backofficeCatalogueCategoryHistoryFields,
  // The board area (issue 42).
  QUESTION: { answer: '답변' },
  JOB: {
    status: '상태',
    done: '처리한 항목',
    succeeded: '성공',
    failed: '실패',
    skipped: '건너뜀',
    retriedItem: '다시 시도한 항목',
    cancelledItem: '취소한 항목',
  },
};

const emptyValue = '(없음)';

/** How the records a bulk change touched are counted ("회원 5,012명"); 건 for a type not named here. */
const touchedUnits: Partial<Record<HistoryRecordType, string>> = { MEMBER: '명' };
const touchedUnit = (type: HistoryRecordType) => touchedUnits[type] ?? '건';

const touchedVerbs: Record<HistoryTouched['how'], string> = { ADDED: '추가한', REMOVED: '뺀', CHANGED: '바꾼' };

/** Field values recorded as codes, in the words the screens use for them (a job's status). */
const values: Partial<Record<HistoryRecordType, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  JOB: { status: backofficeJobsCopy.status },
  SHIPMENT: { status: shippingStatusNames, carrier: carrierNames },
  COUPON: { status: couponStatusNames, type: couponTypeNames },
  CATALOGUE_ITEM: backofficeCatalogueHistoryValues,
};

export const backofficeHistoryCopy = {
  pageTitle: '변경 이력',
  pageIntro: '관리자가 바꾼 내용을 누가, 언제 바꿨는지와 함께 보여 줘요.',
  recordHistoryTitle: '변경 이력',
  recordTypes,
  actions,
  fieldName: (type: HistoryRecordType, field: string) => fields[type][field] ?? field,
  /** A recorded value as shown; null or blank is "(없음)", a code the catalogue names is its word. */
  fieldValue: (type: HistoryRecordType, field: string, value: HistoryValue) => {
    if (value === null || value === '') return emptyValue;
    return values[type]?.[field]?.[String(value)] ?? String(value);
  },
  /** An entry's heading: "사이트 정보 ‘클래스 아카데미’ 수정". */
  entryTitle: (type: HistoryRecordType, recordLabel: string, action: HistoryAction) =>
    `${recordTypes[type]} ‘${recordLabel}’ ${actions[action]}`,
  /** Who and when, under the heading. */
  entryMeta: (actor: string, at: string) => `${actor} · ${at}`,
  /** A bulk change's touched records, under its fields: "추가한 회원 5,012명". Counts arrive formatted. */
  touchedTitle: (how: HistoryTouched['how'], type: HistoryRecordType, count: string) =>
    `${touchedVerbs[how]} ${recordTypes[type]} ${count}${touchedUnit(type)}`,
  /** The first names, and how many more: "고채린, 김민수 외 4,992명". */
  touchedNames: (names: readonly string[], type: HistoryRecordType, rest: string | null) =>
    rest === null ? names.join(', ') : `${names.join(', ')} 외 ${rest}${touchedUnit(type)}`,
  touchedShowAll: (type: HistoryRecordType, count: string) => `전체 ${count}${touchedUnit(type)} 보기`,
  touchedHide: '목록 접기',
  touchedListLabel: (title: string) => `${title} 목록`,
  touchedPages: (title: string) => `${title} 목록 페이지`,
  touchedLoading: '목록을 불러오는 중이에요',
  before: '이전 값',
  after: '바뀐 값',
  emptyValue,
  empty: '아직 변경 이력이 없어요.',
  emptyDescription: '이 항목을 바꾸면 여기에 남아요.',
  loading: '변경 이력을 불러오는 중이에요',
  /** The change-history page (`/admin/history`). */
  page: {
    caption: '변경 이력 목록',
    noun: '변경 이력',
    unit: '건',
    filters: {
      recordType: '항목 종류',
      actor: '바꾼 사람',
      actorPlaceholder: '이름이나 계정 키',
      recordKey: '항목 키',
      recordKeyPlaceholder: '예: tenant-klass',
      changed: '바꾼 날',
      parts: '여러 항목을 한 번에 바꾼 변경',
      partsShown: '항목마다 남은 기록도 보기',
    },
    columns: {
      changedAt: '바꾼 때',
      actor: '바꾼 사람',
      recordType: '항목 종류',
      record: '항목',
      action: '동작',
      changes: '바뀐 항목',
      detail: '자세히',
    },
    /** The changed fields in a cell: "서비스 이름, 고객센터 이메일" or "서비스 이름 외 2개". */
    changedFields: (names: readonly string[]) =>
      names.length <= 2 ? names.join(', ') : `${names[0] ?? ''} 외 ${names.length - 1}개`,
    noChangedFields: '바뀐 항목 없음',
    detail: '자세히',
    /** The detail button's name for screen readers, naming its row. */
    detailLabel: (recordLabel: string, at: string) => `${recordLabel} ${at} 변경 자세히 보기`,
    detailTitle: '변경 내용',
    close: '닫기',
  },
};
