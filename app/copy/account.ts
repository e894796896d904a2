/** Korean copy of the account screens (spec learner.md §2, §5, §8). */
export const accountCopy = {
  loginTitle: '로그인',
  identifierLabel: '이메일 또는 아이디',
  identifierRequired: '이메일 또는 아이디를 입력해 주세요.',
  passwordLabel: '비밀번호',
  passwordRequired: '비밀번호를 입력해 주세요.',
  loginSubmit: '로그인',
  /** learner.md §5: "Check your email (id) or password again." */
  loginFailed: '이메일(아이디) 또는 비밀번호를 다시 확인해 주세요.',
  welcomeVisitor: '배움을 이어 갈 준비가 되셨나요?',
  welcomeVisitorBody: '로그인하고 내 강의실에서 수업을 이어 보세요.',
  greeting: (name: string) => `${name}님, 반가워요`,
} as const;
