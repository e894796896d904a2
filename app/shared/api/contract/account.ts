/**
 * Account area (`/rest/account`, spec learner.md §3, §5 and §7; backoffice.md §7 account bits).
 *
 * The spec gives paths and payload names but not answer shapes; the shapes below are the
 * contract's decision, kept small. Auth levels: `required` for the caller's own data, `optional`
 * for public reads and public form steps, and `none` for the calls that start or recover a
 * session (login, register, social/QR login, password reset) and the refresh calls — a stale,
 * expired token left in storage must never make a login answer TOKEN_EXPIRED.
 */
import { z } from 'zod/mini';
import { pageSizeQuery } from './common';
import { defineEndpoint } from './endpoint';
import { sessionEndpoints, tokenPairSchema } from './session';

// The token pair and the session's calls live in ./session (loaded on every page); re-exported
// here so the account area reads as one contract.
export {
  addRoleRequestSchema,
  refreshRequestSchema,
  roleObjectSchema,
  tokenPairSchema,
  type RoleObject,
  type TokenPair,
} from './session';

// ---------------------------------------------------------------------------------------------
// Field rules of spec §5 that the server also enforces (a body breaking them answers 400
// `request.invalid`). The form validators give the user-facing messages; these are the backstop.

const EMOJI = /\p{Extended_Pictographic}/u;

export const emailSchema = z.email({ message: '이메일 형식에 맞게 입력해 주세요.' });

/** 10–20 characters of letters, digits and ~!@#$%^&*()_+=, combining at least 2 kinds (§5). */
export const passwordSchema = z.string().check(
  z.regex(/^[A-Za-z0-9~!@#$%^&*()_+=]{10,20}$/, {
    message: '영문, 숫자, 특수문자 중 2가지 이상을 조합하여 10~20자로 입력해 주세요.',
  }),
  z.refine(
    (value) =>
      [/[A-Za-z]/, /\d/, /[~!@#$%^&*()_+=]/].filter((kind) => kind.test(value)).length >= 2,
    { message: '영문, 숫자, 특수문자 중 2가지 이상을 조합하여 10~20자로 입력해 주세요.' },
  ),
);

/** 2–15 characters, no emoji (§5). */
export const displayNameSchema = z.string().check(
  z.trim(),
  z.minLength(2),
  z.maxLength(15),
  z.refine((value) => !EMOJI.test(value), {
    message: '한글, 영문, 숫자, 특수문자만 입력할 수 있어요.',
  }),
);

/** Login id: lowercase letters and digits, 2–20 (§5). */
export const loginIdSchema = z.string().check(z.regex(/^[a-z0-9]{2,20}$/));

/** Verification code: digits only, at most 6 (§5). */
export const verificationCodeSchema = z
  .string()
  .check(z.regex(/^\d{1,6}$/, { message: '올바른 형식의 인증번호를 입력해 주세요.' }));

// ---------------------------------------------------------------------------------------------
// Entities (§3)

export const socialKindSchema = z.enum(['KAKAO', 'NAVER']);
export type SocialKind = z.infer<typeof socialKindSchema>;

export const infoFieldSchema = z.object({
  fieldName: z.string(),
  label: z.string(),
  value: z.nullable(z.string()),
  /** Outcome of a certification (e.g. `CERTIFIED` for a carrier-verified phone), else null. */
  conclusion: z.nullable(z.string()),
  /** ISO date-time of the certification, else null. */
  certificationAt: z.nullable(z.string()),
});
export type InfoField = z.infer<typeof infoFieldSchema>;

export const accountSchema = z.object({
  accountKey: z.string(),
  displayName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** Login id; null for accounts that log in by email only. */
  id: z.nullable(z.string()),
  hasPassword: z.boolean(),
  linkedSocial: z.array(socialKindSchema),
  phone: z.nullable(z.string()),
  phoneVerified: z.boolean(),
  birthday: z.nullable(z.string()),
  info: z.array(infoFieldSchema),
});
export type Account = z.infer<typeof accountSchema>;

/** The nine value types of a tenant-configured info field (§3 Register setting). */
export const infoValueTypeSchema = z.enum([
  'CELLPHONE_OCCUPANCY',
  'CELLPHONE_NORMAL',
  'GENDER',
  'OPTION',
  'BIRTHDAY',
  'TEXT',
  'NUMBER',
  'KOR_BUSINESS_NUMBER',
  'KOR_ADDRESS',
]);
export type InfoValueType = z.infer<typeof infoValueTypeSchema>;

/**
 * KOR_ADDRESS values keep postal code, address and detail address in one string (§5); this is
 * the separator, e.g. `06236|서울 강남구 테헤란로 123|4층`.
 */
export const ADDRESS_SEPARATOR = '|';

export const registerFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  valueType: infoValueTypeSchema,
  /** Choices for GENDER and OPTION; empty otherwise. */
  options: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Not named by the spec: whether the register form must fill the field. */
  required: z.boolean(),
  /**
   * Backoffice.md §5's "optional checksum" of a KOR_BUSINESS_NUMBER field, as a setting of that
   * field: false checks the 3-2-5 shape only; absent (every seeded tenant) checks the checksum too.
   */
  checksum: z.optional(z.boolean()),
});
export type RegisterField = z.infer<typeof registerFieldSchema>;

export const registerSettingSchema = z.object({ info: z.array(registerFieldSchema) });
export type RegisterSetting = z.infer<typeof registerSettingSchema>;

export const masterAuthoritySchema = z.object({
  masterId: z.string(),
  title: z.string(),
  features: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type MasterAuthority = z.infer<typeof masterAuthoritySchema>;

/**
 * What a QR authentication link carries (§3 Authentication token): the tenant, the one-time token
 * and when it stops working (`expiredAt`, an ISO date-time). The mock seeds its QR tokens as these.
 */
export const authenticationTokenSchema = z.object({
  tenantId: z.string(),
  token: z.string(),
  expiredAt: z.string(),
});
export type AuthenticationToken = z.infer<typeof authenticationTokenSchema>;

export const invitationSchema = z.object({
  email: z.string(),
  status: z.enum(['PENDING', 'ACCEPTED', 'EXPIRED']),
  invitedAt: z.string(),
  expiredAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** A pending e-mail verification: a 6-digit code was sent to `identifier`. */
export const verificationSchema = z.object({ identifier: z.string(), expiredAt: z.string() });
export type Verification = z.infer<typeof verificationSchema>;

export const agreementSchema = z.object({
  termsOfService: z.boolean(),
  privacyPolicy: z.boolean(),
  marketing: z.boolean(),
  agreedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** One custom field value sent by the register and info forms. */
export const infoInputSchema = z.object({
  fieldName: z.string().check(z.minLength(1)),
  value: z.string(),
  /** For CELLPHONE_OCCUPANCY: the key answered by POST /certify for this phone. */
  certificationKey: z.optional(z.string()),
});
export type InfoInput = z.infer<typeof infoInputSchema>;

// ---------------------------------------------------------------------------------------------
// Request bodies

export const loginRequestSchema = z.object({
  /** Email or login id. */
  identifier: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const newPasswordFields = { password: passwordSchema, verificationPassword: z.string() };

export const registerEmailRequestSchema = z.object({
  email: emailSchema,
  ...newPasswordFields,
  displayName: displayNameSchema,
  info: z._default(z.array(infoInputSchema), []),
});
export const registerIdRequestSchema = z.extend(registerEmailRequestSchema, { id: loginIdSchema });

const accountKinds = z.enum(['EMAIL', 'ID']);

// ---------------------------------------------------------------------------------------------
// Endpoints (§7 Account, in the spec's order)

const nothing = z.null();
const base = '/rest/account';

export const inviteEmail = defineEndpoint({
  id: 'account.inviteEmail',
  method: 'POST',
  path: `${base}/invite/email`,
  auth: 'required',
  body: z.object({ emails: z.array(emailSchema).check(z.minLength(1), z.maxLength(50)) }),
  response: z.object({ invitations: z.array(invitationSchema) }),
  summary: 'Invite people by e-mail; each gets a register link (in the mock: the outbox).',
});

export const all = defineEndpoint({
  id: 'account.all',
  method: 'GET',
  path: `${base}/all`,
  auth: 'required',
  response: z.object({
    accounts: z.array(
      z.pick(accountSchema, {
        accountKey: true,
        displayName: true,
        email: true,
        id: true,
        linkedSocial: true,
        hasPassword: true,
      }),
    ),
  }),
  summary:
    "Every active account of the caller's person (same e-mail or verified phone), caller first.",
});

export const invited = defineEndpoint({
  id: 'account.invited',
  method: 'GET',
  path: `${base}/invited`,
  auth: 'required',
  response: z.object({ invitations: z.array(invitationSchema) }),
  summary: 'Invitations the caller sent, newest first.',
});

export const identifierTokenClaim = defineEndpoint({
  id: 'account.identifierTokenClaim',
  method: 'GET',
  path: `${base}/identifier/token/claim`,
  auth: 'optional',
  query: z.object({ token: z.string().check(z.minLength(1)) }),
  response: z.object({
    type: z.enum(['INVITATION', 'PASSWORD_RESET']),
    identifier: z.string(),
    expiredAt: z.string(),
  }),
  summary: 'What an invite or reset link token stands for (the e-mail), so a form can prefill it.',
});

/**
 * The QR authentication link's exchange (§7 `GET /v2/public/auth/token`, carrying the QR token):
 * the link `/app/auth/qr-token?tenantId=&token=` opened on another device sends the QR's tenant
 * and token, and the answer is a session on that device; a token logs in once, and only until its
 * `expiredAt`. The QR itself (an Authentication token, §3) is made by the native app or a signed-in
 * device, not by the learner site, which has no call for it.
 */
export const qrLogin = defineEndpoint({
  id: 'account.qrLogin',
  method: 'GET',
  path: `${base}/v2/public/auth/token`,
  auth: 'none',
  query: z.object({
    tenantId: z.string().check(z.minLength(1)),
    token: z.string().check(z.minLength(1)),
  }),
  response: tokenPairSchema,
  summary: 'Exchange a QR authentication token (once, before it expires) for a session on this device.',
});

export const inviteRegister = defineEndpoint({
  id: 'account.inviteRegister',
  method: 'POST',
  path: `${base}/invite/email/register`,
  auth: 'none',
  body: z.object({
    name: displayNameSchema,
    password: passwordSchema,
    token: z.string().check(z.minLength(1)),
  }),
  response: tokenPairSchema,
  summary: 'Register the invited e-mail with a name and password; answers a session.',
});

export const identifierVerifier = defineEndpoint({
  id: 'account.identifierVerifier',
  method: 'POST',
  path: `${base}/identifier/verifier`,
  auth: 'optional',
  body: z.object({ identifier: emailSchema }),
  response: verificationSchema,
  summary: 'Send a 6-digit verification code to an e-mail that may register.',
});

export const verifyCode = defineEndpoint({
  id: 'account.verifyCode',
  method: 'PUT',
  path: `${base}/identifier/verifier/verify-code`,
  auth: 'optional',
  body: z.object({ identifier: emailSchema, code: verificationCodeSchema }),
  response: z.object({ identifier: z.string(), verifiedAt: z.string() }),
  summary: 'Check a verification code (not matched, expired and already verified are errors).',
});

export const certify = defineEndpoint({
  id: 'account.certify',
  method: 'POST',
  path: `${base}/certify`,
  auth: 'optional',
  body: z.object({
    name: z.string().check(z.trim(), z.minLength(2)),
    phone: z.string().check(z.regex(/^01[016789]-?\d{3,4}-?\d{4}$/)),
    birthday: z.iso.date(),
  }),
  response: z.object({
    certificationKey: z.string(),
    phone: z.string(),
    certificationAt: z.string(),
  }),
  summary: 'Mobile carrier certification; the key proves a CELLPHONE_OCCUPANCY field value.',
});

export const identifierEmail = defineEndpoint({
  id: 'account.identifierEmail',
  method: 'POST',
  path: `${base}/identifier/email`,
  auth: 'required',
  body: z.object({ email: emailSchema }),
  response: verificationSchema,
  summary: "Verify (or change to) an e-mail of the caller's account: a code goes to it first.",
});

export const availableForRegister = defineEndpoint({
  id: 'account.availableForRegister',
  method: 'GET',
  path: `${base}/identifier/available-for-register`,
  auth: 'optional',
  query: z.object({ type: accountKinds, value: z.string().check(z.trim(), z.minLength(1)) }),
  response: z.object({
    available: z.boolean(),
    /** Why not: taken by an account, or by a withdrawn one (different messages, §5). */
    reason: z.nullable(z.enum(['EXIST', 'WITHDRAWAL'])),
  }),
  summary: 'Whether an e-mail or login id can still register.',
});

export const register = defineEndpoint({
  id: 'account.register',
  method: 'POST',
  path: `${base}/register`,
  auth: 'none',
  body: registerEmailRequestSchema,
  response: tokenPairSchema,
  summary: 'Register with a verified e-mail; answers a session.',
});

export const registerId = defineEndpoint({
  id: 'account.registerId',
  method: 'POST',
  path: `${base}/register/id`,
  auth: 'none',
  body: registerIdRequestSchema,
  response: tokenPairSchema,
  summary: 'Register with a login id (the e-mail is kept unverified); answers a session.',
});

export const agreement = defineEndpoint({
  id: 'account.agreement',
  method: 'POST',
  path: `${base}/agreement`,
  auth: 'required',
  body: z.object({
    termsOfService: z.literal(true),
    privacyPolicy: z.literal(true),
    marketing: z.boolean(),
  }),
  response: agreementSchema,
  summary: 'Record the terms agreement (e.g. after a first social login).',
});

export const login = defineEndpoint({
  id: 'account.login',
  method: 'POST',
  path: `${base}/login`,
  auth: 'none',
  body: loginRequestSchema,
  response: tokenPairSchema,
  summary: 'Log in with email or id and password; answers a token pair.',
});

export const oauth = defineEndpoint({
  id: 'account.oauth',
  method: 'POST',
  path: `${base}/oauth/{kind}`,
  auth: 'none',
  params: z.object({ kind: socialKindSchema }),
  body: z.object({ accessToken: z.string().check(z.minLength(1)) }),
  response: tokenPairSchema,
  summary:
    "Social login with the provider's access token; a new person gets a social-only account.",
});

export const oauthCode = defineEndpoint({
  id: 'account.oauthCode',
  method: 'POST',
  path: `${base}/oauth/{kind}/code`,
  auth: 'none',
  params: z.object({ kind: socialKindSchema }),
  body: z.object({
    code: z.string().check(z.minLength(1)),
    redirectPath: z.string().check(z.minLength(1)),
  }),
  response: tokenPairSchema,
  summary: 'Social login with the one-time code of the consent redirect.',
});

export const me = defineEndpoint({
  id: 'account.me',
  method: 'GET',
  path: `${base}/me`,
  auth: 'required',
  response: accountSchema,
  summary: 'The logged-in account.',
});

export const updateDisplayName = defineEndpoint({
  id: 'account.updateDisplayName',
  method: 'POST',
  path: `${base}/info/display-name`,
  auth: 'required',
  body: z.object({ displayName: displayNameSchema }),
  response: accountSchema,
  summary: 'Change the display name; answers the updated account.',
});

export const changePassword = defineEndpoint({
  id: 'account.changePassword',
  method: 'POST',
  path: `${base}/info/password`,
  auth: 'required',
  body: z.object({ currentPassword: z.string().check(z.minLength(1)), ...newPasswordFields }),
  response: nothing,
  summary: 'Change the password (wrong current password: account.invalid.current_password).',
});

export const passwordResetRequest = defineEndpoint({
  id: 'account.passwordResetRequest',
  method: 'POST',
  path: `${base}/info/password/reset/request`,
  auth: 'none',
  body: z.object({ email: emailSchema }),
  response: nothing,
  summary: 'Mail a reset link; answers 204 whether or not the e-mail exists (no account probing).',
});

export const passwordReset = defineEndpoint({
  id: 'account.passwordReset',
  method: 'POST',
  path: `${base}/info/password/reset`,
  auth: 'none',
  body: z.object({ token: z.string().check(z.minLength(1)), ...newPasswordFields }),
  response: nothing,
  summary: 'Set a new password with the token of a reset link (once).',
});

export const withdrawal = defineEndpoint({
  id: 'account.withdrawal',
  method: 'POST',
  path: `${base}/withdrawal`,
  auth: 'required',
  body: z.object({
    password: z.string().check(z.minLength(1)),
    /** Agreement to the withdrawal terms; false answers the documented 400 (§5), not request.invalid. */
    agreement: z.boolean(),
  }),
  response: nothing,
  summary: 'Withdraw the account with its password and the terms agreement.',
});

export const registerSetting = defineEndpoint({
  id: 'account.registerSetting',
  method: 'GET',
  path: `${base}/setting/register`,
  auth: 'optional',
  response: registerSettingSchema,
  summary: "The tenant's extra register/info fields.",
});

export const updateInfo = defineEndpoint({
  id: 'account.updateInfo',
  method: 'POST',
  path: `${base}/info`,
  auth: 'required',
  body: z.object({ info: z.array(infoInputSchema).check(z.minLength(1)) }),
  response: accountSchema,
  summary: 'Save custom info field values; answers the updated account.',
});

export const setPassword = defineEndpoint({
  id: 'account.setPassword',
  method: 'POST',
  path: `${base}/info/password/set`,
  auth: 'required',
  body: z.object(newPasswordFields),
  response: nothing,
  summary: 'Give a password to an account that has none (social-only).',
});

/**
 * Not in the spec (§6 only says recent authorities are fetched with a size of 50): path chosen
 * here in the style of the others. Most recently used first; empty for a plain learner.
 */
export const masterAuthorities = defineEndpoint({
  id: 'account.masterAuthorities',
  method: 'GET',
  path: `${base}/master/authorities`,
  auth: 'required',
  query: z.object({
    size: pageSizeQuery(50),
  }),
  response: z.array(masterAuthoritySchema),
  summary: "The caller's master authorities, most recently used first.",
});

/** Every endpoint of the area, for the registry, the mock and the contract test. */
export const accountEndpoints = {
  inviteEmail,
  all,
  invited,
  identifierTokenClaim,
  qrLogin,
  inviteRegister,
  identifierVerifier,
  verifyCode,
  certify,
  identifierEmail,
  availableForRegister,
  register,
  registerId,
  agreement,
  login,
  oauth,
  oauthCode,
  logout: sessionEndpoints.logout,
  ssoLogoutAccess: sessionEndpoints.ssoLogoutAccess,
  me,
  updateDisplayName,
  changePassword,
  passwordResetRequest,
  passwordReset,
  withdrawal,
  registerSetting,
  updateInfo,
  setPassword,
  refresh: sessionEndpoints.refresh,
  refreshAddRole: sessionEndpoints.refreshAddRole,
  masterAuthorities,
};
