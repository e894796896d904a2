/**
 * Every named world of the mock, for QA, Storybook, the running app and the tests. Pick one with
 * `?scenario=NAME` (app), the Storybook toolbar or `parameters.scenario`, `--scenario NAME`
 * (mock HTTP server) or `useMockScenario(NAME)` (vitest).
 */
import { errorCodes, type ServerErrorName } from '@app/shared/api/contract/errors';
import { sessions, tenants } from './seeded';
import type { Scenario } from './types';

/** Access tokens that expire 3 s after they are issued, so the refresh path runs at once. */
/** The session's first access token expires 3 s after load; refreshed tokens live as usual. */
const expiringTokens = { sessionAccessTtlSeconds: 3 };

/** Keep the preferences answering so the site shell renders and the page shows the error. */
const exceptPreferences = ['tenant.preferences'];

const refreshFailureNames = [
  'refreshBlocked',
  'refreshExpired',
  'refreshDropOut',
  'refreshInvalid',
  'refreshNotFound',
  'refreshAlreadyUsed',
  'refreshInvalidAccount',
  'refreshUnknown',
] as const satisfies readonly ServerErrorName[];

type RefreshFailureName = (typeof refreshFailureNames)[number];

function refreshFails(name: string, error: RefreshFailureName): Scenario {
  return {
    name,
    description: `로그인한 학습자의 토큰이 3초 뒤 만료되고, 토큰 갱신이 ${errorCodes[error].code} 오류로 실패합니다.`,
    session: sessions.learner,
    tokens: expiringTokens,
    failures: [{ endpoint: 'account.refresh', error }],
  };
}

/** `refresh-fails` answers `refresh.blocked`; `refresh-fails-<code>` picks any other refresh code. */
const refreshFailureScenarios: Scenario[] = [
  refreshFails('refresh-fails', 'refreshBlocked'),
  ...refreshFailureNames.map((error) =>
    refreshFails(
      `refresh-fails-${errorCodes[error].code.replace('refresh.', '').replaceAll('_', '-')}`,
      error,
    ),
  ),
];

export const scenarioRegistry: readonly Scenario[] = [
  {
    name: 'default',
    description: '기본 사이트에 시드 학습자(learner@klass.test)로 로그인한 상태입니다.',
    session: sessions.learner,
  },
  {
    name: 'visitor',
    description: '로그인하지 않은 방문자입니다.',
    session: sessions.visitor,
  },
  {
    name: 'new-learner',
    description: '이메일 인증을 마치지 않은 새 학습자(new@klass.test)로 로그인한 상태입니다.',
    session: sessions.newLearner,
  },
  {
    name: 'social-only-learner',
    description:
      '비밀번호 없이 카카오·네이버 로그인만 연결된 학습자(social@klass.test)로 로그인한 상태입니다.',
    session: sessions.socialOnly,
  },
  {
    name: 'token-expiring',
    description: '로그인한 학습자의 액세스 토큰이 3초 뒤 만료되고, 토큰 갱신은 성공합니다.',
    session: sessions.learner,
    tokens: expiringTokens,
  },
  ...refreshFailureScenarios,
  {
    name: 'server-504',
    description: '사이트 설정을 뺀 모든 요청이 504(게이트웨이 시간 초과)로 실패합니다.',
    session: sessions.learner,
    failures: [{ endpoint: '*', except: exceptPreferences, error: 'gatewayTimeout' }],
  },
  {
    name: 'bad-request-400',
    description: '사이트 설정을 뺀 모든 요청이 400(잘못된 요청)으로 실패합니다.',
    session: sessions.learner,
    failures: [{ endpoint: '*', except: exceptPreferences, error: 'badRequest' }],
  },
  {
    name: 'tenant-drop-out',
    description:
      '서비스가 종료된 사이트(DROP_OUT)입니다. 기본 안내 문구와 고객센터 전화번호가 보입니다.',
    session: sessions.visitor,
    tenant: { tenantId: tenants.dropOut },
  },
  {
    name: 'tenant-drop-out-message',
    description:
      '서비스가 종료된 사이트(DROP_OUT)에 운영자가 쓴 안내 문구가 있고, 전화번호 대신 이메일이 보입니다.',
    session: sessions.visitor,
    tenant: { tenantId: tenants.dropOutWithMessage },
  },
  {
    name: 'tenant-archived',
    description: '보관된 사이트(ARCHIVED)입니다. 상태 제목과 안내 문구가 보입니다.',
    session: sessions.visitor,
    tenant: { tenantId: tenants.archived },
  },
  {
    name: 'social-and-sso',
    description: '카카오, 네이버, SSO, 관리자 로그인을 모두 쓰는 사이트의 방문자입니다.',
    session: sessions.visitor,
    tenant: { tenantId: tenants.socialAndSso },
  },
  {
    name: 'mobile-app',
    description:
      '네이티브 플레이어 앱 안에서 열린 페이지입니다. 토큰은 앱 브리지가 주고, 채팅 버튼은 숨겨집니다.',
    session: sessions.learner,
    nativeBridge: true,
  },
  {
    name: 'manager',
    description: '관리자 로그인을 쓰는 사이트에 매니저(manager@klass.test)로 로그인한 상태입니다.',
    session: sessions.manager,
    tenant: { tenantId: tenants.socialAndSso },
  },
  {
    name: 'operator',
    description: '모든 관리 권한을 가진 운영자(operator@klass.test)로 관리자 화면에 로그인한 상태입니다.',
    session: sessions.operator,
  },
  {
    name: 'assignment-fails-part-way',
    description:
      '운영자로 로그인한 상태에서, 새로 시작한 수강권 배정 작업이 중간에 실패합니다. 첫 계정을 지급한 뒤 목록의 생성 회원 두 명이 탈퇴하고, 절반을 지급하면 클래스(코스)가 판매 종료되어 나머지는 대기로 남습니다.',
    session: sessions.operator,
    events: ['assignment.fails-part-way'],
  },
  {
    name: 'message-sends-slowly',
    description:
      '운영자로 로그인한 상태에서, 새로 보내는 문자가 통신사 사정으로 느리게 나가요. 한 번의 발송이 끝나기까지 10분이 걸려서 보내는 도중에 멈추거나 취소할 수 있어요.',
    session: sessions.operator,
    events: ['message.sends-slowly'],
  },
  {
    name: 'limited-operator',
    description: '회원·주문 권한만 가진 운영자(limited@klass.test)로 관리자 화면에 로그인한 상태입니다.',
    session: sessions.limitedOperator,
  },
  {
    name: 'product-operator',
    description: '상품 판매 권한만 가진 운영자(product@klass.test)로 관리자 화면에 로그인한 상태입니다. 콘텐츠 관리 권한은 없습니다.',
    session: sessions.productOperator,
  },
  {
    name: 'master',
    description: '매니저(manager@klass.test)가 매니저 로그인으로 101번 권한을 골라 관리자 화면에 들어온 상태입니다.',
    session: sessions.master,
  },
  {
    name: 'teacher-master',
    description: '강사(teacher@klass.test)가 매니저 로그인으로 201번 권한(오선생의 수학 교실)을 골라 관리자 화면에 들어온 상태입니다.',
    session: sessions.teacherMaster,
  },
  {
    name: 'operator-token-expiring',
    description:
      '운영자의 첫 액세스 토큰이 15초 뒤 만료됩니다(만료 5초 전부터 갱신 대상). 화면을 연 채로 기다리면 다음 요청들이 한 번의 갱신을 함께 기다립니다.',
    session: sessions.operator,
    // The first screen loads on it (10 s before the 5 s expiry margin: room for a page load on a
    // busy machine) and it expires while the screen is open.
    tokens: { sessionAccessTtlSeconds: 15 },
  },
  {
    name: 'slow-network',
    description: '모든 응답이 3초씩 늦게 옵니다. 로딩 상태를 확인할 때 씁니다.',
    session: sessions.learner,
    latencyMs: 3000,
  },
  {
    name: 'empty',
    description: '수강권도, 작성한 글도 없는 빈 계정(empty@klass.test)으로 로그인한 상태입니다.',
    session: { accountKey: 'acc-empty' },
    accounts: [
      {
        accountKey: 'acc-empty',
        displayName: '정비움',
        email: 'empty@klass.test',
        password: 'klass_empty_1',
      },
    ],
  },
];

/** The scenario a runtime starts with when none is named. */
export const DEFAULT_SCENARIO = 'default';

export function findScenario(name: string): Scenario | undefined {
  return scenarioRegistry.find((scenario) => scenario.name === name);
}

/** Names and descriptions only, for toolbars and the dev panel's picker. */
export const scenarioMenu: ReadonlyArray<Pick<Scenario, 'name' | 'description'>> =
  scenarioRegistry.map(({ name, description }) => ({ name, description }));
