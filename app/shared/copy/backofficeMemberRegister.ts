/**
 * Korean copy of the bulk manual register of members (backoffice.md §7 Members "bulk manual
 * register", issue 16): the page, the template, the import's column names and counts, the words
 * of a row the server refuses (§8 `account.register.exist` and the withdrawn e-mail, said as the
 * learner's register says them) and why each member gets an initial password.
 */
import { accountCopy } from './account';

export const backofficeMemberRegisterCopy = {
  title: '회원 일괄 등록',
  intro: '양식에 회원을 한 줄에 한 명씩 적어 올리면, 검사한 뒤 한 번에 계정을 만들어요.',
  passwordNote:
    '비밀번호는 학습자 사이트의 비밀번호 규칙(영문, 숫자, 특수문자 중 2가지 이상, 10~20자)에 맞아야 해요. 등록한 회원은 바로 이 이메일과 비밀번호로 로그인할 수 있으니, 회원에게 따로 알려 주고 첫 로그인 뒤 바꾸도록 안내해 주세요.',

  // Template
  templateTitle: '1. 양식 내려받기',
  templateBody: '이름과 이메일은 꼭 적어야 하고, 휴대폰 번호는 비워 둘 수 있어요. 비밀번호는 행마다 적거나, 비워 두고 아래에서 모두에게 같은 초기 비밀번호를 정할 수 있어요. 첫 줄의 열 이름은 그대로 두세요.',
  templateDownload: '양식 내려받기 (CSV)',
  templateFailed: '양식을 내려받지 못했어요. 잠시 후 다시 시도해 주세요.',

  // One initial password for the rows without one
  initialPasswordLabel: '초기 비밀번호 (비밀번호가 없는 행에 써요)',
  initialPasswordHint: '파일에 비밀번호 열이 없거나 비어 있는 행은 이 비밀번호로 등록해요. 영문, 숫자, 특수문자 중 2가지 이상을 섞어 10~20자로 정해 주세요.',
  passwordMissing: '비밀번호가 비어 있어요. 파일에 적거나 위에서 초기 비밀번호를 정해 주세요.',
  passwordCharacter: (character: string, symbols: string) =>
    `비밀번호에 쓸 수 없는 문자가 있어요: ${character}. 영문, 숫자와 특수문자 ${symbols} 만 쓸 수 있어요.`,
  nameCharacter: (character: string) => `이름에 쓸 수 없는 문자가 있어요: ${character}. 한글, 영문, 숫자와 일반 특수문자만 쓸 수 있어요.`,
  spaceCharacter: '공백',

  // Import
  importTitle: '2. 파일 올리고 검사하기',
  importDescription: '모든 행을 회원 정보 화면과 같은 규칙으로 검사하고, 이미 가입한 이메일과 탈퇴한 계정의 이메일을 알려 드려요.',
  countNew: '새로 등록',
  countExisting: '이미 가입한 이메일',
  countWithdrawn: '탈퇴한 계정의 이메일',
  emailExists: accountCopy.validation.emailExists,
  emailWithdrawn: accountCopy.validation.emailWithdrawn,
  rejectedFileName: '회원_일괄등록',
  started: '회원 등록을 시작했어요. 작업 센터에서 진행 상황을 볼 수 있어요.',
} as const;
