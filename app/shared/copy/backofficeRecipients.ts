/**
 * The kit's recipient picker's words (app/backoffice/kit/recipients/; issue 29, used by the
 * assignments and the coupons issued to individual accounts): the three ways of choosing people,
 * the member search, the groups, and the dry run of a pasted or imported list. What an area gives
 * ("이미 보유", "이미 받은 쿠폰") and what must be chosen first are the area's own words, handed to
 * the picker; and the people handed over from the member list's selection. Written in 해요체.
 */
import type { RecipientRowKind } from '@app/shared/api/contract/adminRecipients';

export const backofficeRecipientsCopy = {
  sourceLabel: '회원 고르는 방법',
  sources: { SEARCH: '회원 검색', GROUP: '회원 그룹', LIST: '목록 붙여 넣기' },
  searchFilter: '회원 검색',
  searchPlaceholder: '이름, 이메일, 휴대폰 번호, 초성',
  groupFilter: '그룹',
  caption: '받을 회원 검색 결과',
  noun: '회원',
  unit: '명',
  columnName: '이름',
  columnEmail: '이메일',
  columnPhone: '휴대폰 번호',
  noPhone: '없음',
  groupField: '회원 그룹',
  groupPlaceholder: '그룹을 골라 주세요',
  groupOption: (name: string, count: string) => `${name} (${count}명)`,
  groupScope: (name: string, count: string) => `그룹 ‘${name}’ 전체 ${count}명`,
  listScope: (count: string) => `붙여 넣은 목록의 새 회원 ${count}명`,
  searchRequired: '검색 결과에서 받을 회원을 골라 주세요.',
  tooLarge: '한 번에 고를 수 있는 회원 수를 넘었어요. "검색 결과 전체 선택"을 쓰거나 검색 조건을 좁혀 주세요.',
  groupRequired: '받을 회원 그룹을 골라 주세요. 회원이 없는 그룹은 고를 수 없어요.',
  listRequired: '목록을 확인한 뒤 새로 받을 회원이 한 명 이상 있어야 해요.',

  list: {
    field: '이메일 또는 아이디 목록',
    hint: (max: string) => `한 줄에 한 명씩 붙여 넣어 주세요 (쉼표로 나눠도 돼요). 최대 ${max}명까지 한 번에 확인해요.`,
    tooMany: (max: string) => `한 번에 ${max}명까지 확인할 수 있어요. 목록을 나눠 주세요.`,
    check: (count: string) => `${count}명 확인하기`,
    checkFailed: '목록을 확인하지 못했어요. 잠시 후 다시 시도해 주세요.',
    summaryLabel: '확인 결과',
    kindCount: (kind: string, count: string) => `${kind} ${count}명`,
    /** ALREADY_HOLDS is the area's word (what is held differs). */
    kinds: {
      NEW: '새로 받음',
      WITHDRAWN: '탈퇴·이용 제한',
      NOT_FOUND: '계정 없음',
      INVALID: '형식 오류',
    } satisfies Record<Exclude<RecipientRowKind, 'ALREADY_HOLDS'>, string>,
    caption: '붙여 넣은 목록 확인 결과',
    columnIdentifier: '이메일 또는 아이디',
    columnKind: '결과',
    columnName: '이름',
    noName: '-',
    importOpen: 'CSV 파일로 가져오기',
    importNotFound: '계정 없음',
    importNotFoundMessage: '이 이메일이나 아이디의 계정이 없어요.',
    importWithdrawnMessage: '탈퇴했거나 이용이 막힌 계정이라 받을 수 없어요.',
  },

  /** The people picked in the member search, kept across searches (PickedPeople.tsx). */
  picked: {
    title: (count: string) => `고른 회원 ${count}명`,
    person: (name: string, email: string) => `${name} (${email})`,
    remove: (name: string) => `${name} 빼기`,
    none: '아직 고른 회원이 없어요. 검색 결과에서 고르면 여기에 모여요.',
    /** Under the confirmation's question: everyone it will reach. */
    listLabel: '받을 회원',
  },

  /** A page opened from the member list's selection (fromMembers.ts). */
  fromMembers: {
    label: '회원 목록에서 고른 회원',
    scope: (count: string) => `회원 목록에서 고른 ${count}명`,
    allMatchingHint: '회원 목록의 검색 조건에 맞는 회원 전체예요. 시작할 때 인원이 바뀌었으면 다시 물어봐요.',
    pickedHint: '회원 목록에서 하나씩 고른 회원이에요.',
    change: '다른 방법으로 고르기',
  },
};
