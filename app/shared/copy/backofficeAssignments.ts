/**
 * The back-office assignment screens' words (issue 29; backoffice.md §2 assignment and enrolled
 * lists, §3 Assignment / Enrolled account row, §4 assignment job and item actions). The job's own
 * status and action words are the job centre's (backofficeJobs.ts); the completion rule's message
 * is the contract's (adminAssignmentRules.ts: the mock says it too); choosing people is the kit's
 * recipient picker's (backofficeRecipients.ts) but for this area's words. Written in 해요체.
 */
import { formatCount } from '@ds/lib/text/number';
import type { QuizStatus } from '@app/shared/api/contract/adminAssignment';
import type { AssignmentItemAction, AssignmentItemStatus, AssignmentTargetType } from '@app/shared/api/contract/adminAssignmentRules';
import type { TicketStatus } from '@app/shared/api/contract/inventory';
import { withParticle } from '@app/shared/lib/korean/particle';

const targetTypes = { KLASS: '클래스', COURSE: '코스', PACKAGE: '패키지', PASS: '이용권' } satisfies Record<AssignmentTargetType, string>;
/** What a person receives of each: a class or course ticket, or a pass ticket. */
const ticketWords = { KLASS: '수강권', COURSE: '수강권', PACKAGE: '수강권', PASS: '이용권' } satisfies Record<AssignmentTargetType, string>;

export const backofficeAssignmentsCopy = {
  /** The assignment area's job kind (app/backoffice/assignments/kinds.ts). */
  jobKinds: { TICKET_ASSIGNMENT: '수강권·이용권 지급' },

  target: {
    typeLabel: '배정할 상품',
    /** The enrolled tab's picker: it only shows who holds it. */
    enrolledTypeLabel: '수강생을 볼 상품',
    types: targetTypes,
    loadFailed: '배정할 수 있는 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
    search: (type: string) => `${type} 이름으로 찾기`,
    field: (type: string) => `${type} 선택`,
    placeholder: '선택해 주세요',
    count: (matching: string, shown: string) =>
      matching === shown ? `맞는 항목 ${matching}개` : `맞는 항목 ${matching}개 중 ${shown}개를 보여 드려요. 이름으로 좁혀 보세요.`,
    periodWords: { KLASS: '수강 기간', COURSE: '수강 기간', PACKAGE: '수강 기간', PASS: '이용 기간' } satisfies Record<AssignmentTargetType, string>,
    option: (title: string, detail: string, period: string, days: string, onSale: boolean) =>
      `${title} · ${detail} · ${period} ${days}일${onSale ? '' : ' · 판매 안 함'}`,
    onSaleOnly: '판매 중인 것만 보기',
    onSaleHint: '숨겼거나 판매를 멈춘 상품은 빼고 보여요. 끄면 모두 보이고, 판매하지 않는 상품에는 ‘판매 안 함’이 붙어요.',
  },

  /** The recipient picker's words that are this area's (the rest: backofficeRecipients.ts). */
  list: {
    alreadyHolds: '이미 보유',
    targetFirst: '먼저 배정할 클래스, 코스나 이용권을 골라 주세요. 이미 가진 회원을 함께 찾아 드려요.',
    importTitle: (title: string) => `‘${title}’ 배정 목록 가져오기`,
    importDescription: '이메일 또는 아이디 열이 있는 CSV 파일을 올리면, 보내기 전에 새로 받을 회원과 이미 가진 회원, 찾을 수 없거나 탈퇴한 계정을 나눠 보여 드려요. 가져오면 새로 받을 회원에게 바로 배정 작업을 시작해요.',
    importFileName: (title: string) => `${title} 배정 목록`,
  },

  assign: {
    title: '수강권 배정',
    intro: '클래스, 코스나 이용권을 고르고 받을 회원을 정하면 작업 센터가 한 명씩 지급해요. 진행 중인 작업은 멈췄다가 다시 시작하거나 취소할 수 있어요.',
    loadFailed: '배정 화면을 불러오지 못했어요.',
    targetLegend: '무엇을 줄까요?',
    peopleLegend: '누구에게 줄까요?',
    termsLegend: '수강 조건',
    targetRequired: '배정할 클래스, 코스나 이용권을 골라 주세요.',
    startDay: '수강 시작일 (한국 시간)',
    startDayHint: '비워 두면 바로 수강할 수 있어요. 날짜를 고르면 그날 0시(한국 시간)에 열려요.',
    rate: '수료 기준 진도율 (%)',
    rateHint: '비워 두면 클래스의 수료 기준을 따라요.',
    quizRequired: '퀴즈를 모두 풀어야 수료해요',
    memo: '메모',
    memoHint: '작업 센터에 범위와 함께 보여요.',
    submit: '배정 시작',
    confirmTitle: '이대로 지급할까요?',
    ticketWords,
    /** The scope says the count already ("선택한 1명"): it is not said twice. */
    confirmBody: (title: string, ticket: string, scope: string) =>
      `‘${title}’ ${withParticle(ticket, '을/를')} ${scope}에게 지급해요. 작업 센터에서 멈추거나 취소할 수 있고, 지급한 ${withParticle(ticket, '은/는')} 한 명씩 회수할 수 있어요.`,
    confirmSubmit: '지급 시작',
    keepEditing: '돌아가기',
    movedTitle: '대상 회원 수가 바뀌었어요',
    movedBody: (saw: string, now: string) =>
      `화면에서 본 ${saw}명과 달리 지금 조건에 맞는 회원은 ${now}명이에요. ${now}명 모두에게 지급할지 확인해 주세요.`,
    movedSubmit: (now: string) => `${now}명에게 지급`,
    started: '배정 작업을 시작했어요. 작업 센터에서 진행 상황을 볼 수 있어요.',
    failed: '배정을 시작하지 못했어요. 입력한 내용은 그대로 있으니 잠시 후 다시 시도해 주세요.',
  },

  jobs: {
    title: '배정 작업',
    intro: '수강권 배정 작업을 모아 보여요. 작업마다 진행 상황과 지금 할 수 있는 일이 나와요.',
    statusFilter: '상태',
    loadFailed: '배정 작업을 불러오지 못했어요.',
    empty: '아직 배정 작업이 없어요.',
    filteredEmpty: '조건에 맞는 배정 작업이 없어요.',
    count: (count: number) => `배정 작업 ${formatCount(count)}건`,
    open: (title: string) => `${title} 항목 보기`,
  },

  job: {
    title: '배정 작업',
    loadFailed: '배정 작업을 불러오지 못했어요.',
    noItems: '이 작업은 회원별 항목을 볼 수 없어요.',
    target: '배정한 상품',
    targetTypes,
    targetWords: (type: string, title: string) => `${type} ‘${title}’`,
    startDay: '수강 시작일',
    startNow: '바로 수강',
    completion: '수료 기준',
    completionDefault: '클래스의 수료 기준',
    completionRate: (rate: number) => `진도율 ${rate}% 이상`,
    completionQuiz: '퀴즈 모두 풀기',
    counts: '항목',
    countOf: (label: string, count: string) => `${label} ${count}`,
    itemsTitle: '회원별 항목',
    itemsCaption: '배정 작업의 회원별 항목',
    itemNoun: '항목',
    unit: '명',
    statusFilter: '항목 상태',
    searchFilter: '회원 검색',
    searchPlaceholder: '이름 또는 이메일',
    itemStatus: {
      PENDING: '대기',
      SUCCEEDED: '지급 완료',
      SKIPPED: '건너뜀',
      FAILED: '실패',
      CANCELLED: '취소됨',
    } satisfies Record<AssignmentItemStatus, string>,
    columnName: '이름',
    columnEmail: '이메일',
    columnStatus: '상태',
    columnMessage: '사유',
    columnActions: '할 수 있는 일',
    noAction: '없음',
    itemActions: { RETRY: '다시 시도', CANCEL: '항목 취소' } satisfies Record<AssignmentItemAction, string>,
    /** What is taken back says what it is: 수강권 for a class or course, 이용권 for a pass. */
    ticketWords,
    takeBack: (ticket: string) => `${ticket} 회수`,
    actionFor: (action: string, name: string) => `${name} ${action}`,
    cancelTitle: '이 항목을 취소할까요?',
    cancelBody: (name: string, ticket: string) => `${name} 님은 이 작업에서 빠지고 ${withParticle(ticket, '을/를')} 받지 않아요. 취소한 항목은 다시 시도할 수 없어요.`,
    takeBackTitle: (ticket: string) => `지급한 ${withParticle(ticket, '을/를')} 회수할까요?`,
    takeBackBody: (name: string, ticket: string) =>
      `${name} 님에게 지급한 ${withParticle(ticket, '을/를')} 회수해요. 학습자의 내 강의실에서 바로 사라지고, 되돌릴 수 없어요.`,
    keep: '그대로 두기',
    retried: (name: string) => `${name} 님 항목을 다시 시도했어요.`,
    cancelled: (name: string) => `${name} 님 항목을 취소했어요.`,
    notAllowed: '항목 상태가 바뀌어 할 수 없어요. 목록을 새로 고쳤어요.',
    actionFailed: '항목을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.',
  },

  enrolled: {
    title: '수강생',
    intro: '클래스, 코스나 이용권을 고르면 그것을 가진 회원과 학습 현황을 보여요. 걸러 낸 목록은 CSV나 엑셀로 내려받을 수 있어요.',
    pickFirst: '수강생을 볼 클래스, 코스나 이용권을 골라 주세요.',
    passCaption: '이용권 보유 회원 목록',
    columnPassStart: '이용 시작',
    columnPassExpire: '만료',
    noExpiry: '-',
    caption: '수강생 목록',
    noun: '수강생',
    unit: '명',
    searchFilter: '수강생 검색',
    searchPlaceholder: '이름, 이메일, 휴대폰 번호',
    statusFilter: '수강 상태',
    completionFilter: '수료',
    completed: '수료',
    notCompleted: '미수료',
    ticketStatus: {
      AVAILABLE: '수강 가능',
      SCHEDULED: '오픈 예정',
      ACTIVE: '수강 중',
      STOPPED: '일시 정지',
      REFUND: '환불 완료',
      END_OF_TERM: '수강 종료',
    } satisfies Record<TicketStatus, string>,
    columnName: '이름',
    columnPhone: '휴대폰 번호',
    noPhone: '없음',
    columnCourse: '강의명',
    columnFirstUse: '첫 사용',
    columnProgress: '진도율',
    progress: (rate: number) => `${rate}%`,
    columnQuiz: '퀴즈',
    quiz: (status: string, solved: number, total: number) => (total === 0 ? status : `${status} (${solved}/${total})`),
    quizStatus: { NO_QUIZ: '퀴즈 없음', NOT_STARTED: '시작 전', IN_PROGRESS: '푸는 중', SOLVED: '모두 풂' } satisfies Record<QuizStatus, string>,
    columnStatus: '수강 상태',
    columnCompleted: '수료 여부',
    exportCsv: 'CSV 내려받기',
    exportXlsx: '엑셀 내려받기',
    exportStarted: '내보내기를 시작했어요. 작업 센터에서 파일을 받을 수 있어요.',
    exportFailed: '내보내기를 시작하지 못했어요. 잠시 후 다시 시도해 주세요.',
  },

  /** A class ticket's learning status and period (issue 40; §7 lesson status). */
  ticket: {
    title: (name: string, klass: string) => `${name}님의 ${klass} 학습 현황`,
    loadFailed: '학습 현황을 불러오지 못했어요.',
    notFound: '수강권을 찾을 수 없어요. 취소되었거나 없는 수강권이에요.',
    backToEnrolled: '수강생 목록으로',
    periodTitle: '수강 기간',
    periodStart: '시작',
    periodEnd: '종료',
    notStarted: (days: string) => `첫 입장부터 ${days}일`,
    opensAt: (at: string) => `${at}에 열려요`,
    none: '-',
    learningTitle: '학습 현황',
    progress: (rate: number) => `진도율 ${rate}%`,
    lessonsCaption: '차시별 학습 현황',
    columnChapter: '챕터',
    columnLesson: '차시',
    columnType: '형식',
    columnProgress: '진도',
    columnLessonStatus: '상태',
    lessonTypes: { video: '동영상', text: '글', pdf: 'PDF', quiz: '퀴즈', live: '라이브' } as Readonly<Record<string, string>>,
    lessonNotStarted: '시작 전',
    lessonInProgress: '학습 중',
    lessonCompleted: '완료',
    noLessons: '아직 차시가 없는 클래스예요.',
    extend: '기간 연장',
    extendTitle: '수강 기간 연장하기',
    extendDays: '연장할 일수',
    extendHint: '1~365일',
    extendSubmit: '연장하기',
    extended: (days: string) => `수강 기간을 ${days}일 늘렸어요.`,
    endNow: '지금 종료',
    endAfter: '연장하면 종료',
    endAfterUnknown: '연장할 일수를 입력하면 보여 드려요.',
    /** A course's class extended past the course ticket's end: warned, not refused (adminKlassTicketRules.ts). */
    endsAfterCourse: (course: string, courseEnd: string, newEnd: string) =>
      `‘${course}’ 코스의 수강 기간은 ${courseEnd}에 끝나요. 이대로 연장하면 이 클래스는 ${newEnd}에 끝나 코스보다 늦게 끝나요.`,
    stillEnded: '새 종료일도 이미 지난 날이라, 연장해도 수강할 수 없어요. 더 길게 연장해 주세요.',
    end: '수강 종료하기',
    endTitle: '지금 수강을 끝낼까요?',
    endBody: (name: string) => `${name}님은 이 클래스에 더 이상 들어갈 수 없어요. 다시 열려면 기간을 연장해야 해요.`,
    endConfirm: '종료하기',
    ended: '수강을 끝냈어요.',
    cancel: '취소',
    changeFailed: '수강 기간을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.',
    // A course's or package's ticket, class by class (issue 40).
    klassesTitle: '클래스별 학습 현황',
    klassLessonsCaption: (klass: string) => `${klass} 차시별 학습 현황`,
    openKlassTicket: (klass: string) => `${klass} 수강권 보기`,
    klassTicketHint: '이 클래스의 기간 연장과 수강 종료는 클래스 수강권에서 해요.',
    notOpenedYet: '아직 이 클래스에 들어간 적이 없어요. 처음 들어가면 클래스 수강권이 생겨요.',
    packagePeriodNote: '패키지는 클래스마다 수강권이 따로 있어요. 위 기간은 아직 끝나지 않은 첫 클래스 수강권의 기간이에요.',
    noKlasses: '구성된 클래스가 없어요.',
  },

  /** The change history of a class ticket (app/backoffice/assignments/kinds.ts). */
  history: {
    ticket: '수강권',
    ticketFields: { status: '수강 상태', expiredAt: '수강 종료일', periodDays: '수강 기간' } as Readonly<Record<string, string>>,
    days: (days: number) => `${formatCount(days)}일`,
  },
};
