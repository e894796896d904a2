/** Korean copy shared by every screen. */
export const commonCopy = {
  serviceNameFallback: '클래스',
  goToMain: '메인으로 가기',
  goToLogin: '로그인 페이지로 가기',
  login: '로그인',
  logout: '로그아웃',
  cancel: '취소',
  confirm: '확인',
  retry: '다시 시도',
  close: '닫기',
  loading: '불러오는 중이에요',
  serverError: '문제가 생겼어요. 다시 시도해 주세요.',
  /** backoffice.md §8: network or parse failures ("an error in data processing"). */
  dataProcessingError: '데이터를 처리하다 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
  /** No session for a call that needs one, or the session could not be renewed (§8 client codes). */
  loginAgain: '로그인이 필요해요. 다시 로그인해 주세요.',
  notFoundTitle: '페이지를 찾을 수 없어요',
  notFoundBody: '주소가 바뀌었거나 사라진 페이지예요.',
  /** The connection notice (app/shared/network, issue 39). */
  offlineTitle: '인터넷 연결이 끊겼어요',
  offlineBody: '보이는 화면은 그대로 두고, 연결되면 이어서 불러올게요.',
  /** In place of a list that had not loaded when the connection went: nothing loads until it is back. */
  offlineWaiting: '인터넷에 다시 연결되면 불러올게요.',
  offlinePendingChanges: (count: number) => `보내지 못한 변경 ${count.toLocaleString('ko-KR')}건은 연결되면 바로 보낼게요.`,
  serverRetrying: '서버가 답하지 않아 다시 시도하고 있어요. 잠시 기다려 주세요.',
} as const;
