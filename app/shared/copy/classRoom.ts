/**
 * Korean copy of the class room (learner.md §2–3 Curriculum and Lesson): entering, the curriculum
 * and its lessons, completion, the lesson views and the player, attachments. Apart from my classes'
 * words (classes.ts) so my classes does not download the class room's (issue 37: the 150 KB
 * budget of a learner's first route).
 */
export const classRoomCopy = {
  // Entering and the curriculum -----------------------------------------------------------------------------------
  klassRoomTitle: '강의실',
  entering: '강의실에 입장하는 중이에요',
  ticketMissing: '수강권 정보가 없어요. 내 강의실에서 다시 입장해 주세요.',
  curriculumMeta: (count: number, duration: string) => `${count}강 · ${duration}`,
  totalDuration: (duration: string) => `총 ${duration}`,
  lessonsLoading: '강의 목록을 불러오는 중이에요',
  /** `inventory.klass.not_prepared` */
  chapterNotPrepared: '이 챕터의 강의는 아직 준비 중이에요.',
  lessonCompleted: '완료',
  lessonNotCompleted: '미완료',
  lessonLastPlayed: '최근 학습',
  lessonTypes: {
    video: '동영상',
    text: '읽기 자료',
    pdf: 'PDF',
    quiz: '퀴즈',
    live: '라이브',
  },
  resumeTitle: '최근 학습한 강의',
  resumeAction: '이어서 학습하기',
  resumeAt: (position: string) => `${position}부터 이어 보기`,
  completionTitle: '수료 현황',
  completionCriteria: (rate: number) => `진도율 ${rate}% 이상이면 수료예요.`,
  noCompletionCriteria: '이 클래스는 수료 기준이 없어요.',
  completionProgress: (done: number, total: number) => `완료한 강의 ${done} / ${total}`,
  completed: '수료 조건을 채웠어요',
  notCompleted: '아직 수료 전이에요',
  watched: '시청 구간',
  watchedCoverage: (percent: number) => `${percent}% 시청`,
  tabsRoomLabel: '강의실 메뉴',
  tabCurriculum: '커리큘럼',
  tabAnnouncements: '강사 소식',
  tabNotices: '공지',
  tabQuestions: '질문',
  tabReviews: '후기',
  tabAttachments: '자료실',

  // Lesson views ---------------------------------------------------------------------------------
  lessonRegion: '학습 중인 강의',
  pickLesson: '커리큘럼에서 강의를 골라 학습을 시작하세요.',
  playerLabel: (title: string) => `${title} 동영상 플레이어`,
  /** The player's keys; C only where the lesson has subtitles to switch. */
  playerKeys: (withCaptions: boolean) => `스페이스바 또는 K: 재생/일시 정지 · ←/→ 또는 J/L: 5초 이동${withCaptions ? ' · C: 자막 켜기/끄기' : ''}`,
  playbackRate: '재생 속도',
  playbackRateOption: (rate: number) => (rate === 1 ? '보통 (1배)' : `${rate}배`),
  captionsKo: '한국어',
  streamFailed: '동영상을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  /** A lesson video uploaded to the hub: its play info and signed URL (issue 44). */
  hubVideo: {
    loading: '동영상을 불러오고 있어요.',
    notReady: '영상을 준비하고 있어요… 변환이 끝나면 여기서 바로 볼 수 있어요.',
    checkAgain: '다시 확인하기',
    forbidden: '이 강의를 수강하는 분만 볼 수 있는 영상이에요.',
    tokenInvalid: '영상을 볼 수 있는지 확인하지 못했어요. 강의실에 다시 들어와 주세요.',
    failed: '동영상을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
    mediaFailed: '동영상을 재생하지 못했어요. 주소를 새로 받아서 다시 재생할 수 있어요.',
    reload: '다시 불러오기',
  },
  pdfOpen: 'PDF 열기',
  pdfPages: (count: number) => `${count}쪽`,
  quizInfo: (count: number, pass: number) => `문제 ${count}개 · ${pass}점 이상 통과`,
  quizUnsupported: '퀴즈는 모바일 앱에서 풀 수 있어요.',
  liveInfo: (start: string, end: string) => `라이브 ${start} ~ ${end}`,
  /** Redundant access (`inventory.ticket-token.redundant-access`). */
  redundantAccess: '다른 기기에서 재생 중이라 재생을 멈췄어요.',
  reenter: '이 기기에서 다시 보기',
  progressSaveFailed: '진도를 저장하지 못했어요. 연결이 돌아오면 다시 보낼게요.',

  // Attachments ----------------------------------------------------------------------------------
  attachmentsTitle: '첨부 자료',
  lessonAttachmentsTitle: '이 강의의 자료',
  attachmentsEmpty: '첨부 자료가 없어요.',
  attachmentsError: '첨부 자료를 불러오지 못했어요.',
  download: (name: string) => `${name} 내려받기`,
};
