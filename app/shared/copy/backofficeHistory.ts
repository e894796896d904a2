/**
 * Korean copy of the back-office change history (issue 15, part 6): the history page (filters,
 * columns, the detail dialog), a record's history on a detail screen and the actions. Each record
 * type's name and its fields' labels and value words are its area's (issue 37: the area's
 * kinds.ts, app/backoffice/kit/kinds/), handed to these sentences as words.
 */
import type { HistoryAction, HistoryTouched } from '@app/shared/api/contract/adminHistory';

const actions: Record<HistoryAction, string> = {
  CREATE: '생성',
  UPDATE: '수정',
  DELETE: '삭제',
  CANCEL: '취소',
};

const emptyValue = '(없음)';

/** How touched records are counted when their type names no unit. */
const defaultUnit = '건';

const touchedVerbs: Record<HistoryTouched['how'], string> = { ADDED: '추가한', REMOVED: '뺀', CHANGED: '바꾼' };

/** A record type as the sentences below take it: its name and the unit it is counted in. */
export interface RecordTypeNaming {
  name: string;
  unit?: string;
}

export const backofficeHistoryCopy = {
  /** The site information's change history (app/backoffice/organization/kinds.ts): here, as the area has no copy module of its own and the back-office's common copy is in every first download. */
  organizationRecord: { name: '사이트 정보', fields: { serviceName: '서비스 이름', supportTel: '고객센터 전화번호', email: '고객센터 이메일' } },
  /** A job's change history (kit/jobs/kinds.ts): the fields an action on it moves; here, not in the job centre's copy, which every back-office page downloads. */
  jobRecord: {
    name: '작업',
    fields: { status: '상태', done: '처리한 항목', succeeded: '성공', failed: '실패', skipped: '건너뜀', retriedItem: '다시 시도한 항목', cancelledItem: '취소한 항목' },
    count: (value: number) => `${value.toLocaleString('ko-KR')}건`,
  },  pageTitle: '변경 이력',
  pageIntro: '관리자가 바꾼 내용을 누가, 언제 바꿨는지와 함께 보여 줘요.',
  recordHistoryTitle: '변경 이력',
  actions,
  /** An entry's heading: "사이트 정보 ‘클래스 아카데미’ 수정" (the type's name from its area). */
  entryTitle: (type: RecordTypeNaming, recordLabel: string, action: HistoryAction) =>
    `${type.name} ‘${recordLabel}’ ${actions[action]}`,
  /** Who and when, under the heading. */
  entryMeta: (actor: string, at: string) => `${actor} · ${at}`,
  /** A bulk change's touched records, under its fields: "추가한 회원 5,012명". Counts arrive formatted. */
  touchedTitle: (how: HistoryTouched['how'], type: RecordTypeNaming, count: string) =>
    `${touchedVerbs[how]} ${type.name} ${count}${type.unit ?? defaultUnit}`,
  /** The first names, and how many more: "고채린, 김민수 외 4,992명". */
  touchedNames: (names: readonly string[], type: RecordTypeNaming, rest: string | null) =>
    rest === null ? names.join(', ') : `${names.join(', ')} 외 ${rest}${type.unit ?? defaultUnit}`,
  touchedShowAll: (type: RecordTypeNaming, count: string) => `전체 ${count}${type.unit ?? defaultUnit} 보기`,
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
