/**
 * Korean copy of the account screens (spec learner.md §2, §5, §8). The §5 field messages are the
 * contract's (`validationMessages`: the mock answers with them too), read here as `validation`.
 */
import { validationMessages } from '@app/shared/api/contract/validationMessages';

/** The master features an authority may carry, by their words. */
const masterFeatureWords = {
  KLASS: '클래스',
  COURSE: '코스',
  CURRICULUM: '커리큘럼',
  LIVE: '라이브',
  NOTICE: '공지사항',
  QNA: '질문과 답변',
  REVIEW: '수강 후기',
} as const;
const isNamedFeature = (feature: string): feature is keyof typeof masterFeatureWords => Object.hasOwn(masterFeatureWords, feature);

export const accountCopy = {
  validation: validationMessages,

  // Login (/app/login)
  loginTitle: '로그인',
  identifierLabel: '이메일 또는 아이디',
  identifierRequired: '이메일 또는 아이디를 입력해 주세요.',
  passwordLabel: '비밀번호',
  passwordRequired: '비밀번호를 입력해 주세요.',
  loginSubmit: '로그인',
  /** learner.md §5: "Check your email (id) or password again." */
  loginFailed: '이메일(아이디) 또는 비밀번호를 다시 확인해 주세요.',
  loginWithdrawn: '탈퇴한 계정이에요. 다른 계정으로 로그인해 주세요.',
  loginMethodsLoading: '로그인 방법을 불러오는 중이에요',
  /** A refresh that failed ended the session (issue 39). */
  sessionExpired: '로그인이 만료됐어요. 다시 로그인해 주세요.',
  /** The tenant preferences could not be read: email login is offered meanwhile (issue 39). */
  serverUnreachableTitle: '서버에 연결할 수 없어요',
  serverUnreachableBody: '이메일 로그인은 그대로 할 수 있어요. 다른 로그인 방법은 다시 시도하면 불러올게요.',
  orDivider: '또는',
  socialLogin: { KAKAO: '카카오로 로그인', NAVER: '네이버로 로그인' },
  socialName: { KAKAO: '카카오', NAVER: '네이버' },
  /** A build for a real backend with no provider configured for a kind the tenant enables. */
  socialUnavailable: (providers: string) => `${providers} 로그인은 지금 사용할 수 없어요.`,
  ssoLoginFallback: 'SSO 로그인',
  managerLoginLink: '관리자 로그인',
  registerLink: '회원가입',
  passwordResetLink: '비밀번호 찾기',
  noLoginMethods: '이 사이트에서 사용할 수 있는 로그인 방법이 없어요.',
  welcomeVisitor: '배움을 이어 갈 준비가 되셨나요?',
  welcomeVisitorBody: '로그인하고 내 강의실에서 수업을 이어 보세요.',
  greeting: (name: string) => `${name}님, 반가워요`,

  // Social login callback (the consent step is the provider's page, or app/dev's in mock mode)
  socialSigningIn: '소셜 계정으로 로그인하는 중이에요',
  socialFailedTitle: '소셜 로그인에 실패했어요',
  socialMissingCode: '로그인 정보가 없어요. 다시 시도해 주세요.',
  backToLogin: '로그인으로 돌아가기',

  // Manager login (/app/login/manager)
  managerTitle: '관리자 로그인',
  managerPickTitle: '사용할 권한을 선택해 주세요',
  managerPickSubmit: '이 권한으로 시작하기',
  managerNoAuthority: '관리 권한이 없는 계정이에요.',
  managerNoAuthorityBody: '관리자 계정으로 다시 로그인해 주세요.',
  /**
   * An authority's features by their words (never the codes): the features the mock's masters
   * carry are named; any other is counted, since the spec names none (learner.md §6).
   */
  managerAuthorityFeatures: (features: readonly string[]) => {
    const named = features.filter(isNamedFeature).map((feature) => masterFeatureWords[feature]);
    const others = features.length - named.length;
    return `기능: ${[...named, ...(others > 0 ? [`그 밖의 기능 ${others}개`] : [])].join(', ')}`;
  },

  // Register
  registerTitle: '회원가입',
  emailLabel: '이메일',
  emailHint: '인증번호를 받을 수 있는 이메일을 입력해 주세요.',
  idLabel: '아이디',
  idHint: '영문 소문자와 숫자로 2~20자',
  checkAvailability: '중복 확인',
  available: { EMAIL: '사용할 수 있는 이메일이에요.', ID: '사용할 수 있는 아이디예요.' },
  idExists: '이미 사용 중인 아이디예요.',
  availabilityRequired: '중복 확인을 해 주세요.',
  requestCode: '인증번호 받기',
  resendCode: '인증번호 다시 받기',
  codeSent: (email: string) => `${email}(으)로 인증번호를 보냈어요. 5분 안에 입력해 주세요.`,
  codeLabel: '인증번호',
  codeHint: '이메일로 받은 6자리 숫자',
  verifyCode: '확인',
  emailVerified: '이메일 인증을 마쳤어요.',
  emailVerificationRequired: '이메일 인증이 필요해요.',
  newPasswordLabel: '비밀번호',
  newPasswordHint: '영문, 숫자, 특수문자(~!@#$%^&*()_+=) 중 2가지 이상, 10~20자',
  passwordConfirmLabel: '비밀번호 확인',
  displayNameLabel: '이름',
  displayNameHint: '2~15자',
  extraFieldsTitle: '추가 정보',
  agreementsTitle: '약관 동의',
  agreeAll: '전체 동의',
  agreeTerms: '(필수) 서비스 이용약관에 동의합니다.',
  agreePrivacy: '(필수) 개인정보 수집 및 이용에 동의합니다.',
  agreeMarketing: '(선택) 마케팅 정보 수신에 동의합니다.',
  registerSubmit: '가입하기',
  registerDone: '가입을 마쳤어요. 환영합니다!',
  registerSettingLoading: '가입 항목을 불러오는 중이에요',

  // Extra (tenant-configured) fields
  phoneHint: '010-0000-0000',
  certifyPhone: '휴대폰 인증',
  certifyDialogTitle: '휴대폰 본인인증',
  certifyDialogBody: '휴대폰 명의자의 이름과 생년월일을 입력해 주세요.',
  certifyName: '이름',
  certifyBirthday: '생년월일',
  certifySubmit: '인증하기',
  certified: '인증을 마쳤어요.',
  selectPlaceholder: '선택해 주세요',
  postalCodeLabel: '우편번호',
  addressLabel: '주소',
  addressDetailLabel: '상세 주소',
  businessNumberHint: '000-00-00000',

  // Invitation (/app/invite?token=)
  inviteTitle: '초대받은 계정 만들기',
  inviteEmail: '초대받은 이메일',
  inviteSubmit: '가입하기',
  inviteInvalid: '초대 링크를 확인할 수 없어요.',

  // QR (/app/auth/qr-token)
  qrTitle: 'QR 로그인',
  qrSigningIn: 'QR 코드로 로그인하는 중이에요',
  qrFailedTitle: 'QR 로그인에 실패했어요',
  qrMissing: 'QR 정보가 올바르지 않아요. QR 코드를 다시 찍어 주세요.',

  // SSO (/app/sso/{method})
  ssoTitle: 'SSO 로그인',
  ssoSigningIn: '통합 로그인 중이에요',
  ssoFailedTitle: 'SSO 로그인에 실패했어요',
  /** runSso's "Credential is required" */
  ssoCredentialRequired: '로그인 인증 정보가 없어요. 처음 화면에서 다시 로그인해 주세요.',
  /** runSso's "Invalid SSO Method" */
  ssoInvalidMethod: '지원하지 않는 SSO 로그인 방식이에요.',

  // Password reset
  resetRequestTitle: '비밀번호 찾기',
  resetRequestBody: '가입한 이메일을 입력하면 비밀번호 재설정 링크를 보내 드려요.',
  resetRequestSubmit: '재설정 링크 받기',
  resetRequestSent: (email: string) =>
    `${email}(으)로 가입한 계정이 있다면 재설정 링크를 보냈어요. 메일함을 확인해 주세요.`,
  resetTitle: '비밀번호 재설정',
  resetSubmit: '비밀번호 변경',
  resetDone: '비밀번호를 바꿨어요. 새 비밀번호로 로그인해 주세요.',
  resetInvalid: '재설정 링크를 확인할 수 없어요.',

  // Account settings
  settingsTitle: '계정 설정',
  settingsLoading: '계정 정보를 불러오는 중이에요',
  nameSection: '이름',
  idSection: '아이디',
  emailSection: '이메일',
  emailVerifiedBadge: '인증됨',
  emailUnverifiedBadge: '미인증',
  emailUnverifiedHint: '이메일을 인증하면 비밀번호 찾기 메일을 받을 수 있어요.',
  emailVerifiedHint: '로그인과 알림에 쓰이는 이메일이에요.',
  verifyEmail: '이메일 인증하기',
  passwordSection: '비밀번호',
  changeName: '이름 변경',
  nameSaved: '이름을 바꿨어요.',
  currentPasswordLabel: '현재 비밀번호',
  changePassword: '비밀번호 변경',
  setPassword: '비밀번호 설정',
  setPasswordHint: '소셜 로그인으로 가입한 계정이에요. 비밀번호를 설정하면 이메일로도 로그인할 수 있어요.',
  passwordChanged: '비밀번호를 바꿨어요.',
  passwordSet: '비밀번호를 설정했어요.',
  extraSection: '추가 정보',
  extraSave: '추가 정보 저장',
  extraSaved: '추가 정보를 저장했어요.',
  socialSection: '연결된 소셜 계정',
  socialLinked: '연결됨',
  socialNotLinked: '연결 안 됨',
  save: '저장',
  logoutSection: '로그아웃',
  withdrawLink: '회원 탈퇴',

  // Withdrawal
  withdrawTitle: '회원 탈퇴',
  withdrawBody: '탈퇴하면 수강 내역과 작성한 글을 다시 볼 수 없어요. 같은 이메일로 다시 가입할 수 없어요.',
  withdrawPasswordLabel: '비밀번호 확인',
  withdrawAgree: '위 내용을 확인했으며 탈퇴에 동의합니다.',
  withdrawSubmit: '탈퇴하기',
  withdrawNoPassword: '비밀번호가 없는 계정은 먼저 비밀번호를 설정해 주세요.',
  withdrawDone: '탈퇴가 완료되었어요. 그동안 이용해 주셔서 감사합니다.',
  /**
   * Inside the player app the page can neither set nor clear tokens (learner.md §4, §6), so the
   * login, register and manager-login pages say where login happens instead of offering a form
   * that cannot finish.
   */
  inAppLoginTitle: '로그인은 앱에서 해 주세요',
  inAppLoginBody: '앱 안에서는 이 화면에서 로그인하거나 가입할 수 없어요. 앱의 로그인 화면에서 로그인한 뒤 다시 열어 주세요.',
  inAppLoginBack: '홈으로 돌아가기',
} as const;
