/**
 * Korean labels of the dev-only screens (the dev panel, the mock consent page). Kept out of the
 * product's copy catalogue so that the production build carries none of it.
 */
import type { SocialKind } from '@app/shared/api/contract/account';
import type { OutboxRecord } from '@mocks/account/schemas';

export const devCopy = {
  toggle: '개발 도구',
  title: '목 백엔드 개발 도구',
  scenarioLabel: '시나리오',
  scenarioApply: '이 시나리오로 다시 불러오기',
  activeScenario: (name: string) => `지금 시나리오: ${name}`,
  resetData: '데이터 초기화',
  resetHint: '바꾼 데이터를 모두 지우고 처음 시드 상태로 다시 불러와요.',
  mailTitle: '최근 메일',
  mailRefresh: '최근 메일 다시 읽기',
  mailEmpty: '아직 보낸 메일이 없어요.',
  mailTo: '받는 사람',
  mailCode: '인증번호',
  mailLink: '링크',
  mailKind: '종류',
  mailKinds: {
    VERIFICATION_CODE: '이메일 인증번호',
    PASSWORD_RESET: '비밀번호 재설정',
    INVITATION: '초대',
  } satisfies Record<OutboxRecord['kind'], string>,

  /** The in-browser mock's KAKAO / NAVER consent page (OAuthConsentPage). */
  consent: {
    title: (provider: string) => `${provider} 계정으로 로그인`,
    body: (provider: string) =>
      `클래스가 ${provider} 계정의 이름과 이메일을 사용하려고 해요. 동의하면 로그인이 이어져요.`,
    mockNotice: '개발용 모의 동의 화면이에요. 실제 서비스에서는 제공자의 화면이 열려요.',
    personLabel: '테스트 계정',
    person: (name: string, email: string) => `${name} (${email})`,
    firstLogin: '처음 로그인',
    noPeople: '이 제공자에 등록된 테스트 계정이 없어요.',
    continue: { KAKAO: '카카오로 계속하기', NAVER: '네이버로 계속하기' } satisfies Record<SocialKind, string>,
    cancel: '취소',
    failed: '로그인 코드를 만들지 못했어요. 데이터를 초기화한 뒤 다시 시도해 주세요.',
  },
} as const;
