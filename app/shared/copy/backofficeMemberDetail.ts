/**
 * Korean copy of the back-office member detail (backoffice.md §2 member detail, §3 Account and
 * Memo, §9; issue 16): the page and its cards — basic info, marketing consent, additional info,
 * groups, memos, learning status, LX history, change history — and the account-key lookup by
 * e-mail. The §5 field messages are the shared ones (copy.account.validation). Sentences that carry
 * a name, a count or a date are functions; dates arrive formatted.
 */
import type { LxEventKind, MemberStatus, QuizStatus } from '@app/shared/api/contract/adminMemberDetail';

export const backofficeMemberDetailCopy = {
  /** A member's and a group's change history (app/backoffice/members/kinds.ts; here, not in the list's copy, so the list's first download does not carry it). */
  history: {
    member: '회원',
    memberUnit: '명',
    group: '회원 그룹',
    memberFields: { displayName: '이름', email: '이메일', phone: '휴대폰 번호', marketingAgreement: '마케팅 수신 동의', nightMarketingAgreement: '야간 광고 수신 동의', memo: '메모', groups: '그룹', status: '회원 상태' },
    groupFields: { name: '그룹 이름', description: '설명', memberCount: '회원 수' },
    agreed: '동의',
    declined: '동의 안 함',
    memberCount: (value: number) => `${value.toLocaleString('ko-KR')}명`,
  },  pageTitle: (name: string) => `${name} 회원`,
  loadingTitle: '회원 상세',
  loading: '회원 정보를 불러오는 중이에요',
  notFoundTitle: '회원을 찾을 수 없어요',
  notFoundDescription: '탈퇴했거나 없는 회원 키예요.',
  withdrawnNotice: '탈퇴한 회원이에요. 정보를 볼 수만 있어요.',
  blockedNotice: '이용 정지된 회원이에요. 사이트에 로그인할 수 없어요. 정보와 메모는 바꿀 수 있어요.',
  status: { ACTIVE: '정상', BLOCKED: '이용 정지', WITHDRAWN: '탈퇴' } satisfies Record<MemberStatus, string>,

  // Basic info
  basicTitle: '기본 정보',
  nameLabel: '이름',
  emailLabel: '이메일',
  emailVerified: '인증됨',
  emailUnverified: '미인증',
  phoneLabel: '휴대폰 번호',
  noPhone: '없음',
  accountKeyLabel: '회원 키',
  loginIdLabel: '아이디',
  joinedAtLabel: '가입일',
  statusLabel: '상태',
  certifiedInfos: '본인인증 정보',
  certifiedAt: (value: string, date: string) => `${value} (${date} 인증)`,
  noCertification: '인증한 정보가 없어요',
  newPhoneLabel: '새 휴대폰 번호',
  newPhoneHint: (current: string) => `비워 두면 지금 번호(${current})를 그대로 써요.`,
  saveBasic: '기본 정보 저장',
  basicSaved: '기본 정보를 저장했어요.',

  // Marketing consent
  marketingTitle: '마케팅 수신 동의',
  marketingLabel: '마케팅 정보 수신에 동의',
  marketingSince: (date: string) => `${date}에 바뀜`,
  marketingAgreed: '마케팅 수신 동의로 바꿨어요.',
  marketingDeclined: '마케팅 수신 거부로 바꿨어요.',
  marketingFailed: '마케팅 수신 동의를 바꾸지 못했어요. 다시 시도해 주세요.',
  nightMarketingLabel: '야간 광고 수신에 동의 (밤 9시~아침 8시)',
  nightMarketingHint: '밤 9시부터 아침 8시 사이에 가는 광고 문자는 여기에 따로 동의한 회원에게만 가요.',
  nightMarketingNeedsMarketing: '마케팅 정보 수신에 동의해야 켤 수 있어요.',
  nightMarketingAgreed: '야간 광고 수신 동의로 바꿨어요.',
  nightMarketingDeclined: '야간 광고 수신 거부로 바꿨어요.',
  nightMarketingFailed: '야간 광고 수신 동의를 바꾸지 못했어요. 다시 시도해 주세요.',

  // Additional info
  additionalTitle: '추가 정보',
  additionalEmpty: '이 사이트는 추가 정보 항목을 쓰지 않아요.',
  choose: '선택해 주세요',
  postalCode: '우편번호',
  address: '주소',
  addressDetail: '상세 주소',
  saveAdditional: '추가 정보 저장',
  additionalSaved: '추가 정보를 저장했어요.',

  /** A save that failed for another reason than a field rule. */
  saveFailed: '저장하지 못했어요. 입력한 내용은 그대로 있으니 다시 시도해 주세요.',

  // Groups
  groupsTitle: '회원 그룹',
  groupsNone: '속한 그룹이 없어요.',
  groupPick: '추가할 그룹',
  addToGroup: '그룹에 추가',
  addedToGroup: (group: string) => `${group} 그룹에 추가했어요.`,
  alreadyInGroup: (group: string) => `이미 ${group} 그룹에 있어요.`,
  groupAddFailed: '그룹에 추가하지 못했어요. 다시 시도해 주세요.',

  // Memos
  memosTitle: '메모',
  memoLabel: '새 메모',
  memoEditLabel: '메모 고치기',
  addMemo: '메모 추가',
  memoAdded: '메모를 추가했어요.',
  memosEmpty: '아직 메모가 없어요.',
  memoPagination: '메모 페이지',
  memoBy: (name: string, date: string) => `${name} · ${date}`,
  memoEdited: (name: string, date: string) => `${name}님이 ${date}에 고침`,
  editMemo: '고치기',
  saveMemo: '저장',
  cancel: '취소',
  deleteMemo: '삭제',
  deleteMemoTitle: '메모를 삭제할까요?',
  deleteMemoBody: '삭제한 메모는 되돌릴 수 없어요.',
  memoDeleted: '메모를 삭제했어요.',
  memoFailed: '메모를 저장하지 못했어요. 입력한 내용은 그대로 있어요.',

  // Learning status
  learningTitle: '학습 현황',
  klassTicketsCaption: '수강 중인 클래스',
  courseTicketsCaption: '코스',
  learningEmpty: '수강권이 없어요.',
  columnTitle: '이름',
  columnStatus: '상태',
  columnProgress: '진도율',
  columnPeriod: '수강 기간',
  columnCompleted: '수료',
  columnItems: '발급한 클래스',
  progressOf: (title: string) => `${title} 진도율`,
  completed: '수료',
  notCompleted: '미수료',
  period: (from: string, to: string) => `${from} ~ ${to}`,
  items: (issued: number, total: number) => `${issued} / ${total}`,
  unusedPeriod: (unused: string, remaining: string) => `${unused} · ${remaining}`,
  columnQuiz: '퀴즈',
  quizStatus: { NONE: '퀴즈 없음', NOT_STARTED: '미응시', IN_PROGRESS: '응시 중', COMPLETED: '모두 응시' } satisfies Record<QuizStatus, string>,
  quiz: (status: string, solved: number, total: number) => `${status} (${solved} / ${total})`,

  // LX history
  lxTitle: 'LX 이력',
  lxCaption: '학습 경험 이력',
  lxEmpty: '학습 이력이 없어요.',
  lxPagination: 'LX 이력 페이지',
  columnWhen: '일시',
  columnEvent: '내용',
  columnKlass: '클래스',
  lxKinds: { TICKET_ISSUED: '수강권 발급', KLASS_ENTERED: '강의실 입장', LESSON_STUDIED: '강의 학습' } satisfies Record<LxEventKind, string>,
  lxLesson: (lesson: string, rate: number) => `${lesson} (${rate}%)`,

  // Account key lookup
  lookupOpen: '이메일로 회원 찾기',
  lookupTitle: '이메일로 회원 키 찾기',
  lookupEmail: '이메일',
  lookupSubmit: '찾기',
  lookupFound: (key: string) => `회원 키: ${key}`,
  lookupOpenMember: '회원 상세 열기',
  lookupNotFound: '이 이메일을 쓰는 회원이 없어요.',
  close: '닫기',
};
