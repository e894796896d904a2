/**
 * The member words both sides write (backoffice.md §2 member list and groups, §7 Members): what a
 * member's fields are called and how consent and verification read, on the screens (through the
 * copy catalogue: `copy.backofficeMembers`, `copy.backofficeMemberList`) and in the mock's member
 * exports, which may import only the contract. Written once here, as shipping's status names are
 * (`adminShippingRules.ts`), so a downloaded file's header and cell say what the screen's column
 * and filter say. Without zod (the value types come as types only), so the copy carries no schema.
 */
import type { MarketingConsent } from './adminMember';
import type { EmailVerification, PhoneCertification } from './adminMemberList';

export const marketingConsentNames: Record<MarketingConsent, string> = { AGREED: '동의', DECLINED: '거부' };
export const emailVerificationNames: Record<EmailVerification, string> = { VERIFIED: '인증', UNVERIFIED: '미인증' };
export const phoneCertificationNames: Record<PhoneCertification, string> = { CERTIFIED: '인증', UNCERTIFIED: '미인증' };

/** A member's fields by name: a list's column and filter, an export's header. */
export const memberFieldNames = {
  displayName: '이름',
  email: '이메일',
  emailVerified: '이메일 인증',
  phone: '휴대폰 번호',
  phoneCertified: '휴대폰 본인인증',
  joinedAt: '가입일',
  marketing: '마케팅 수신',
  groups: '그룹',
  /** When the member joined the group (a group's member list and its export). */
  addedAt: '그룹 추가일',
} as const;
