/**
 * Korean labels of the dev panel. Dev-only: kept out of the product's copy catalogue so that the
 * production build carries none of it.
 */
import type { OutboxRecord } from '@mocks/db/schemas';

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
} as const;
