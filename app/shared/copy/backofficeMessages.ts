/**
 * The back-office message screens' words (issue 43; backoffice.md §1 marketing and text messages,
 * §2 text message requests, §7 Notification): composing (the kind, the counter, the sender, the
 * time, the night confirmation), the request list and one request with its results. Choosing
 * people is the kit's recipient picker's (backofficeRecipients.ts) but for this area's words; the
 * job's own words are the job centre's. Written in 해요체.
 */
import { formatCount } from '@ds/lib/text/number';
import type {
  MessageKind,
  MessageRequestStatus,
  MessageResultStatus,
  MessageType,
  RecipientReason,
} from '@app/shared/api/contract/adminMessageRules';

const kinds = { TEXT: '일반 문자', MARKETING: '광고 문자' } satisfies Record<MessageKind, string>;

const reasons = {
  NO_PHONE: '휴대폰 번호 없음',
  INVALID_NUMBER: '보낼 수 없는 번호',
  WITHDRAWN: '탈퇴·이용 제한',
  NO_MARKETING_CONSENT: '마케팅 수신 미동의',
  NO_NIGHT_CONSENT: '야간 광고 수신 미동의',
} satisfies Record<RecipientReason, string>;

export const backofficeMessagesCopy = {
  /** The message area's job kind (app/backoffice/messages/kinds.ts). */
  jobKinds: { TEXT_MESSAGE: '문자 발송' },
  /** A request's change history (kinds.ts): its cancel, status before → after. */
  history: { name: '문자 발송 요청', fields: { status: '상태' } },
  kinds,
  types: { SMS: '단문(SMS)', LMS: '장문(LMS)', MMS: '사진(MMS)' } satisfies Record<MessageType, string>,
  reasons,
  status: {
    SCHEDULED: '예약됨',
    PENDING: '보내는 중',
    SENT: '발송 완료',
    FAILED: '발송 실패',
    CANCELLED: '취소됨',
  } satisfies Record<MessageRequestStatus, string>,
  resultStatus: {
    WAITING: '대기 중',
    SENT: '보냄',
    FAILED: '실패',
    SKIPPED: '보내지 않음',
    CANCELLED: '취소됨',
  } satisfies Record<MessageResultStatus, string>,

  compose: {
    title: '문자 보내기',
    intro: '받을 회원과 내용을 정하면 작업 센터가 한 명씩 보내요. 예약한 문자와 아직 다 보내지 않은 문자는 발송 내역에서 취소할 수 있어요.',
    loadFailed: '문자 보내기 화면을 불러오지 못했어요.',
    kindLegend: '어떤 문자인가요?',
    kindLabel: '문자 종류',
    kindHints: {
      TEXT: '수업 안내, 결제·배송 알림처럼 회원에게 꼭 알려야 하는 내용이에요. 마케팅 수신 동의와 관계없이 보내요.',
      MARKETING: '할인, 이벤트, 새 클래스 소개 같은 광고예요. 마케팅 수신에 동의한 회원에게만 가고, 맨 앞에 (광고)와 보내는 곳, 맨 끝에 무료 수신거부 번호가 붙어요.',
    } satisfies Record<MessageKind, string>,
    peopleLegend: '누구에게 보낼까요?',
    contentLegend: '무엇을 보낼까요?',
    sender: '발신 번호',
    senderPlaceholder: '발신 번호를 골라 주세요',
    senderOption: (number: string, label: string) => `${number} (${label})`,
    senderRequired: '발신 번호를 골라 주세요.',
    body: '내용',
    bodyHint: '한글은 2바이트, 영문·숫자·공백은 1바이트로 세요. 90바이트까지는 단문(SMS), 2,000바이트까지는 장문(LMS)으로 가고, 사진을 넣으면 사진(MMS)으로 가요.',
    bodyRequired: '보낼 내용을 적어 주세요.',
    overLimit: (bytes: string) => `문자는 2,000바이트까지 보낼 수 있어요. 지금 ${bytes}바이트라서 줄여야 해요.`,
    unsendable: (characters: string) => `문자로 보낼 수 없는 글자가 있어요: ${characters}. 이모지는 빼 주세요.`,
    counterLabel: '글자 수와 바이트',
    counter: (characters: string, bytes: string, type: string) => `${characters}자 · ${bytes}바이트 · ${type}`,
    typeChanged: (type: string) => `이제 ${type}으로 보내요.`,
    previewTitle: '받는 사람에게는 이렇게 보여요',
    imageLabel: '사진 (선택)',
    imageHint: 'JPG 사진 한 장을 넣을 수 있어요. 300KB 이하, 가로 1,500 × 세로 1,440 픽셀 이하여야 통신사가 받아요.',
    imageRefused: (fileName: string, reason: string) => `‘${fileName}’ 사진은 넣을 수 없어요. ${reason}`,
    imagePreviewTitle: '함께 보낼 사진',
    imageAlt: (fileName: string) => `함께 보낼 사진 ${fileName}`,
    imageCaption: (fileName: string, size: string, width: number, height: number) =>
      `${fileName} · ${size} · ${formatCount(width)} × ${formatCount(height)} 픽셀`,
    imageRemove: '사진 빼기',
    /** A send asked while the picture is not attached yet: said at the picture, nothing sent. */
    imagePending: {
      UPLOADING: '사진을 아직 올리는 중이에요. 다 올라가면 사진과 함께 보낼 수 있어요.',
      FAILED: '사진을 올리지 못했어요. 다시 시도하거나 목록에서 지운 뒤에 보내 주세요.',
    },
    timeLegend: '언제 보낼까요?',
    timeLabel: '보내는 때',
    now: '지금 보내기',
    later: '예약 발송',
    sendAt: '예약 시각 (한국 시간)',
    sendAtHint: '지금부터 10분 뒤에서 30일 안으로 고를 수 있어요.',
    sendAtRequired: '예약 시각을 골라 주세요.',
    sendAtTooSoon: '예약 시각은 지금부터 10분 뒤보다 늦어야 해요.',
    sendAtTooFar: '예약은 30일 안으로만 할 수 있어요.',
    nightNotice: '밤 9시부터 아침 8시 사이에 가는 광고 문자예요. 야간 광고 수신에 따로 동의하지 않은 회원에게는 보내지 않고, 보내기 전에 한 번 더 확인해요.',
    submitNow: '보내기',
    submitLater: '예약하기',
    nightConfirm: '밤 시간에 광고 문자를 보내는 게 맞는지 확인했어요',
    nightRequired: '밤에 광고 문자를 보내는 게 맞는지 확인해야 보낼 수 있어요.',
    confirmTitle: '이대로 보낼까요?',
    // The scope names its count already ("그룹 ‘베타 테스터’ 전체 41명").
    confirmBody: (kind: string, scope: string, when: string) => `${scope}에게 ${kind}를 ${when} 보내요.`,
    whenNow: '지금',
    whenAt: (at: string) => `${at}에`,
    confirmSubmit: '보내기',
    confirmSubmitLater: '예약하기',
    keepEditing: '돌아가기',
    movedTitle: '받을 회원 수가 바뀌었어요',
    movedBody: (saw: string, now: string) => `화면에서 본 ${saw}명과 달리 지금 조건에 맞는 회원은 ${now}명이에요. ${now}명에게 보낼지 확인해 주세요.`,
    movedSubmit: (now: string) => `${now}명에게 보내기`,
    reachLoading: '받을 수 있는 사람을 세고 있어요.',
    reachFailed: '받을 수 있는 사람을 세지 못했어요. 보내면 서버가 다시 확인해요.',
    reach: (deliverable: string, total: string) => `고른 ${total}명 중 ${deliverable}명이 받아요.`,
    reachAll: (total: string) => `고른 ${total}명 모두 받아요.`,
    reachSkippedTitle: '받지 않는 사람',
    reachSkipped: (reason: string, count: string) => `${reason} ${count}명`,
    reachNone: (total: string) => `고른 ${total}명 모두 이 문자를 받을 수 없어요. 다른 회원을 고르거나 보내는 때를 바꿔 주세요.`,
    sent: '문자를 보내기 시작했어요. 작업 센터에서 진행 상황을 볼 수 있어요.',
    scheduled: (at: string) => `${at}에 보내도록 예약했어요.`,
    failed: '문자를 보내지 못했어요. 적은 내용은 그대로 있으니 잠시 후 다시 시도해 주세요.',
  },

  list: {
    alreadyHolds: '이미 받음',
    importTitle: '받는 사람 목록 가져오기',
    importDescription: '이메일 또는 아이디 열이 있는 CSV 파일을 올리면, 보내기 전에 받을 회원과 찾을 수 없거나 탈퇴한 계정을 나눠 보여 드려요. 가져오면 적은 내용으로 바로 보내요.',
    importFileName: '문자 받는 사람 목록',
  },

  requests: {
    title: '발송 내역',
    intro: '보낸 문자와 예약한 문자를 모아 보여요. 예약됐거나 보내는 중인 문자는 취소할 수 있어요.',
    caption: '문자 발송 요청',
    noun: '발송 요청',
    unit: '건',
    searchFilter: '내용 또는 대상',
    searchPlaceholder: '내용이나 대상으로 찾기',
    statusFilter: '상태',
    kindFilter: '종류',
    sendFilter: '보내는 날',
    columnSendAt: '보내는 시각',
    columnStatus: '상태',
    columnKind: '종류',
    /** The text sent, and under it whom it was for (one column: both are read together). */
    columnText: '내용 · 대상',
    columnCounts: '결과',
    columnActions: '동작',
    scheduledMark: '예약',
    open: (when: string) => `${when} 발송 요청 보기`,
    /** A request's counts, each a part the list keeps whole on a line: "보냄 24", "실패 1", "보내지 않음 35". */
    countParts: (sent: string, failed: string, skipped: string, waiting: string): string[] =>
      [`보냄 ${sent}`, failed !== '0' ? `실패 ${failed}` : null, skipped !== '0' ? `보내지 않음 ${skipped}` : null, waiting !== '0' ? `대기 ${waiting}` : null].filter(
        (part): part is string => part !== null,
      ),
    countsSeparator: ' · ',
    cancel: '발송 취소',
    cancelFor: (when: string) => `${when} 발송 취소`,
  },

  cancel: {
    title: '문자 발송을 취소할까요?',
    scheduledBody: (when: string, count: string) => `${when}에 ${count}명에게 보내기로 한 문자를 보내지 않아요. 취소한 뒤에는 되돌릴 수 없어요.`,
    pendingBody: (waiting: string) => `아직 보내지 않은 ${waiting}명에게는 보내지 않아요. 이미 간 문자는 되돌릴 수 없어요.`,
    submit: '발송 취소',
    keep: '그대로 두기',
    done: '문자 발송을 취소했어요.',
    failed: '발송을 취소하지 못했어요. 잠시 후 다시 시도해 주세요.',
  },

  request: {
    title: '문자 발송 요청',
    loadFailed: '발송 요청을 불러오지 못했어요.',
    status: '상태',
    kind: '종류',
    type: '유형',
    sendAt: '보내는 시각',
    scheduledAt: (when: string) => `${when} (예약)`,
    sender: '발신 번호',
    scope: '대상',
    createdBy: '요청한 사람',
    cancelledBy: '취소한 사람',
    counts: '결과',
    countsValue: (total: string, sent: string, failed: string, skipped: string, waiting: string, cancelled: string) =>
      `고른 ${total}명 · 보냄 ${sent} · 실패 ${failed} · 보내지 않음 ${skipped} · 대기 ${waiting} · 취소 ${cancelled}`,
    skippedByReason: '보내지 않은 이유',
    noneSkipped: '없어요',
    text: '내용',
    image: '사진',
    imageFailed: '사진을 불러오지 못했어요.',
    jobTitle: '발송 작업',
    resultsTitle: '받는 사람별 결과',
    resultsCaption: '받는 사람별 발송 결과',
    resultNoun: '받는 사람',
    resultUnit: '명',
    resultStatusFilter: '결과',
    reasonFilter: '사유',
    resultSearch: '이름 또는 휴대폰 번호',
    resultSearchPlaceholder: '이름이나 번호로 찾기',
    columnName: '이름',
    columnPhone: '휴대폰',
    columnResult: '결과',
    columnReason: '사유',
    noPhone: '없음',
    count: (count: number) => `${formatCount(count)}명`,
  },
};
