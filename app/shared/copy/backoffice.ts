/**
 * Korean copy of the back-office (backoffice.md): its shell, sign-in, the permission pages, the
 * areas' names and the screens built so far. Shared account wording (login fields, password
 * rules, §8 login failure) stays in account.ts, read by both sides.
 */
import type { OperatorPermission } from '@app/shared/api/contract/permissions';
import { withParticle } from '@app/shared/lib/korean/particle';

/** Each operator area's name, as the navigation, the home page and the permission page say it. */
const operatorAreas: Record<OperatorPermission, string> = {
  MEMBER: '회원',
  ORDER: '주문·환불',
  SHIPPING: '배송',
  COUPON: '쿠폰',
  ASSIGNMENT: '수강 배정',
  PRODUCT: '상품 판매',
  CONTENT: '콘텐츠',
  PAGE: '페이지 편집',
  SITE: '사이트 정보',
  CERTIFICATE: '수료증',
  TERMS: '약관',
  MARKETING: '마케팅',
  MESSAGE: '문자 메시지',
  SETTLEMENT: '정산',
  BOARD: '게시판',
};

export const backofficeCopy = {
  // Shell
  brand: (serviceName: string) => `${serviceName} 관리자`,
  skipToContent: '본문 바로가기',
  navigationLabel: '관리 메뉴',
  openNavigation: '메뉴 열기',
  closeNavigation: '메뉴 닫기',
  breadcrumbsLabel: '현재 위치',
  home: '관리자 홈',
  /** The side navigation's link to the change history (its page's own words are backofficeHistory's, not part of the first download). */
  historyNav: '변경 이력',
  accountSettings: '계정 설정',
  logout: '로그아웃',
  pageTitle: (page: string, serviceName: string) => `${page} | ${serviceName} 관리자`,
  roleOperator: '운영자',
  roleMaster: '매니저',
  notReady: '준비 중',
  loadingAccess: '권한을 확인하는 중이에요',
  /** The frame's own call (permissions or the master profile) failed (issue 39). */
  accessCheckFailedTitle: '계정 정보를 불러오지 못했어요',
  accessCheckFailedBody: '어떤 메뉴를 쓸 수 있는지 확인하지 못했어요. 잠시 후 다시 시도해 주세요.',

  // Navigation groups
  groups: {
    members: '회원',
    commerce: '주문·판매',
    contents: '콘텐츠',
    site: '사이트',
    communication: '소통',
    master: '매니저',
  },
  operatorAreas,
  masterAreas: {
    notices: '공지',
    classes: '클래스',
    authorities: '권한',
    curriculum: '커리큘럼·영상',
    reviews: '후기 답글',
  },

  // Sign-in (backoffice.md §2 Login, §5 admin password 1–20, §8 login failure)
  loginTitle: '관리자 로그인',
  loginIntro: '운영자 계정으로 로그인해 주세요.',
  managerLoginLink: '매니저(강사)는 매니저 로그인으로',
  legacySessionChecking: '로그인 상태를 확인하는 중이에요',

  // Permission pages (backoffice.md §2 "generic error/permission page")
  permissionImageAlt: '자물쇠가 걸린 문서',
  forbiddenTitle: '이 메뉴를 사용할 권한이 없어요',
  forbiddenBody: (area: string) => `'${area}' 메뉴는 권한이 있는 운영자만 사용할 수 있어요.\n필요하면 운영 관리자에게 권한을 요청해 주세요.`,
  backToHome: '관리자 홈으로',
  noAccessTitle: '관리자 계정이 아니에요',
  noAccessBody: '이 계정에는 관리자 권한이 없어요. 운영자 계정으로 다시 로그인하거나, 매니저라면 매니저 로그인을 이용해 주세요.',
  loginAgain: '다른 계정으로 로그인',
  goToManagerLogin: '매니저 로그인',
  notFoundTitle: '관리자 페이지를 찾을 수 없어요',
  notFoundBody: '주소가 바뀌었거나 아직 없는 메뉴예요.',

  // Home
  homeTitle: '관리자 홈',
  greeting: (name: string) => `${name}님, 안녕하세요.`,
  homeOperatorIntro: (count: number) => `관리할 수 있는 메뉴가 ${count}개 있어요.`,
  /** The master's title, with 매니저 only when the title does not say it already ("클래스 운영 매니저"). */
  homeMasterIntro: (title: string) => `${withParticle(title.endsWith('매니저') ? title : `${title} 매니저`, '으로/로')} 로그인했어요.`,
  homeAreasLabel: '관리 메뉴 바로가기',

  // Account settings (backoffice.md §2, §5)
  accountTitle: '계정 설정',
  accountProfileSection: '기본 정보',
  accountEmail: '이메일',
  withdrawalSection: '회원 탈퇴',
  withdrawalIntro: '탈퇴하면 관리자 화면과 학습 사이트 모두 이 계정으로 로그인할 수 없어요.',
  withdrawalPasswordLabel: '비밀번호 확인',
  withdrawalSubmit: '탈퇴하기',
  withdrawalConfirmTitle: '정말 탈퇴할까요?',
  withdrawalConfirmBody: '탈퇴는 되돌릴 수 없어요. 이 계정의 관리자 권한도 함께 사라져요.',

  // Site organization (backoffice.md §2 "Site organization info", §7 Setting)
  organizationTitle: '사이트 정보',
  organizationIntro: '학습 사이트의 하단과 서비스 중단 안내에 보이는 정보예요.',
  serviceNameLabel: '서비스 이름',
  serviceNameRule: '1~30자로 입력해 주세요.',
  supportTelLabel: '고객센터 전화번호',
  supportTelHint: '비워 두면 이메일만 보여요.',
  supportTelRule: '숫자와 하이픈(-)으로 8~13자를 입력해 주세요.',
  organizationEmailLabel: '문의 이메일',
  organizationSave: '저장',
  organizationSaved: '사이트 정보를 저장했어요.',
  organizationUnsaved: '저장하지 못했어요. 입력한 내용은 그대로 있어요.',
} as const;
