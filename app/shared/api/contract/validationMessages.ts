/**
 * The field messages of learner.md §5 (and the account codes' messages the forms place at a
 * field), each written once. They live in the contract, not the copy catalogue, because the rules
 * that say them are shared by the forms and the mock (`app/shared/lib/validation`,
 * `adminMemberFields.ts`): the mock answers a refused field with the same words as the form, and
 * the mock may import only the contract. Imports run one way: the copy reads these
 * (`copy.account.validation`), nothing here reads the copy. Plain strings without zod, so a first
 * route's form pays only for its words.
 */
export const validationMessages = {
  /** "Enter an email in a valid format." */
  emailFormat: '이메일 형식에 맞게 입력해 주세요.',
  /** "This email is already in use." */
  emailExists: '이미 사용 중인 이메일이에요.',
  /** "This email belongs to a withdrawn account. Enter another email." */
  emailWithdrawn: '탈퇴한 계정의 이메일이에요. 다른 이메일을 입력해 주세요.',
  /** "Enter a code in a valid format." */
  codeFormat: '올바른 형식의 인증번호를 입력해 주세요.',
  /** "Enter the correct verification number." */
  codeNotMatched: '인증번호를 정확하게 입력해 주세요.',
  /** "Verification number expired, request again." */
  codeExpired: '인증번호가 만료됐어요. 다시 요청해 주세요.',
  /** "This email is already verified." */
  codeAlreadyVerified: '이미 인증한 이메일이에요.',
  /** Combine 2 or more of letters/digits/special characters, 10~20 characters. */
  password: '영문, 숫자, 특수문자 중 2가지 이상을 조합하여 10~20자로 입력해 주세요.',
  /** "Enter the same password" */
  passwordConfirm: '동일한 비밀번호를 입력해 주세요.',
  /** Login id: lowercase letters and digits, 2 to 20. */
  loginId: '영문 소문자와 숫자로 2~20자를 입력해 주세요.',
  /** "Enter at least N characters" */
  minLength: (min: number) => `${min}자 이상 입력해 주세요.`,
  /** "up to N characters (len/N)" */
  maxLength: (max: number, length: number) => `최대 ${max}자까지 입력할 수 있어요. (${length}/${max})`,
  /** "only Korean/English/digits/special characters allowed" */
  allowedCharacters: '한글, 영문, 숫자, 특수문자만 입력할 수 있어요.',
  /** Number field: digits only. */
  digitsOnly: '숫자만 입력해 주세요.',
  /** "Enter a business registration number in a valid format." */
  businessNumberFormat: '올바른 형식의 사업자등록번호를 입력해 주세요.',
  /** "Check the business registration number again." */
  businessNumberChecksum: '사업자등록번호를 다시 확인해 주세요.',
  /** Mobile number not of the 01x pattern. */
  phoneFormat: '올바른 형식의 휴대폰 번호를 입력해 주세요.',
  /** "This is a phone number currently in use. Enter again." */
  phoneSameAsCurrent: '지금 쓰고 있는 휴대폰 번호예요. 다른 번호를 입력해 주세요.',
  /** Address: postal code of 5 digits and an address line. */
  addressFormat: '우편번호와 주소를 입력해 주세요.',
  /** "This is a required field." */
  required: '필수 입력 항목이에요.',
  /** "Verification is required." */
  certificationRequired: '인증이 필요해요.',
  /** A date that is not a past calendar day. */
  birthdayFormat: '올바른 생년월일을 입력해 주세요.',
  /** Withdrawal without agreement: "Please agree to the terms." */
  agreementRequired: '약관에 동의해 주세요.',
  /** `account.invalid.current_password` (backoffice.md §8): the password typed is not the current one. */
  currentPasswordInvalid: '현재 비밀번호가 맞지 않아요.',
} as const;
