/** Korean copy of the site shell, shared pages (error, service-ended, archived), dialogs and widgets. */
export const siteCopy = {
  // Shell
  skipToContent: '본문 바로가기',
  myClasses: '내 강의실',
  mainNavigation: '주요 메뉴',
  accountMenu: '내 계정',
  accountSettings: '계정 설정',
  footerLabel: '사이트 정보',
  footerServiceName: '서비스',
  footerSupportTel: '고객센터',
  footerEmail: '이메일',

  // Error pages (learner.md §2)
  loginRequiredTitle: '로그인 후 이용할 수 있어요',
  loginRequiredQuestion: '로그인하시겠어요?',
  loginPermissionImageAlt: '자물쇠가 걸린 문서',
  gatewayTimeoutTitle: '페이지를 표시할 수 없어요',
  gatewayTimeoutBody: '서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
  permissionDeniedTitle: '이 기능을 사용할 권한이 없어요',
  permissionDeniedBody: '필요한 권한은 운영 관리자에게 요청해 주세요.',
  badRequestTitle: '잘못된 요청이에요',
  badRequestBody: '요청을 처리하지 못했어요. 다시 시도해 주세요.',
  otherErrorTitle: '문제가 발생했어요',

  // Service-ended and archived pages (learner.md §2, §4 site status)
  serviceEndedTitle: '잠시 쉬어가고 있어요',
  serviceEndedBody: (serviceName: string) =>
    `현재 ${serviceName} 사이트를 이용할 수 없어요. 자세한 내용은 아래 고객센터로 문의해 주세요.`,
  serviceEndedImageAlt: '문이 닫힌 가게 그림',
  contactTitle: '고객센터',
  contactTel: '전화',
  contactEmail: '이메일',
  managerLogin: '매니저 로그인',
  archivedFallbackTitle: '보관된 사이트예요',
  archivedImageAlt: '닫힌 보관 상자 그림',

  // Dialogs
  loginPromptTitle: '로그인 후 이용할 수 있어요',
  loginPromptBody: '로그인하시겠어요?',

  // Chat and plugins (learner.md §1, §2)
  chatButton: '무엇을 도와드릴까요?',
  standInRegion: '외부 플러그인 자리 표시 (목 모드)',
  standInNote: '목 모드에서는 외부 스크립트를 불러오지 않아요. 실제 사이트라면 아래 플러그인이 열려요.',
  standInTagManager: (key: string) => `태그 매니저 ${key} (통화 KRW)`,
  standInChat: (key: string, memberInfo: boolean) =>
    `상담 채팅 위젯 key=${key}${memberInfo ? ' · 회원 정보 전달' : ''}`,
  standInChatbot: (brandKey: string, channelType: string, scenarioId: string) =>
    `챗봇 위젯 brandKey=${brandKey} · channelType=${channelType} · scenarioId=${scenarioId}`,
  standInChatOpenedTitle: '상담 채팅 (목 모드)',
  standInChatOpenedBody: (key: string) =>
    `실제 사이트라면 상담 채팅 위젯(key=${key})이 열려요.`,
} as const;
