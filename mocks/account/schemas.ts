/**
 * Record schemas of the mock database for the account area: the contract's entity
 * schemas plus the server-side fields a real backend keeps to itself (passwords, statuses, token
 * bookkeeping, one-time secrets). Times are epoch milliseconds against `settings.now()`.
 */
import { z } from 'zod/mini';
import {
  accountSchema,
  agreementSchema,
  masterAuthoritySchema,
  registerFieldSchema,
  socialKindSchema,
} from '@app/shared/api/contract/account';

export const accountRecordSchema = z.extend(accountSchema, {
  password: z.nullable(z.string()),
  /** BLOCKED is an operator's action: the account can neither log in nor refresh. */
  status: z.enum(['ACTIVE', 'WITHDRAWN', 'BLOCKED']),
  /** Roles the account may take; MASTER is added to a session only through add-role. */
  roles: z.array(z.string()),
  agreement: z.nullable(agreementSchema),
  /** When the person joined, for the back-office's member lists; absent for accounts made before it was kept. */
  joinedAt: z.optional(z.string()),
  /** When and how a WITHDRAWN account left (the back-office's withdrawn list); absent before it was kept. */
  withdrawal: z.optional(z.object({ at: z.string(), by: z.enum(['SELF', 'MANAGER']) })),
  /**
   * When the marketing consent last changed (an operator on the member's page, or the learner's own
   * agreement: marketingConsent.ts); absent: as agreed at joining (`agreement.agreedAt`).
   */
  marketingChangedAt: z.optional(z.string()),
  /**
   * The separate consent to advertising at night (21:00–08:00 Seoul; issue 43) and when it was last
   * given or taken back; absent: never given. Taking back marketing consent takes it back too.
   */
  nightMarketing: z.optional(z.object({ agreed: z.boolean(), changedAt: z.string() })),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

export const refreshTokenRecordSchema = z.object({
  value: z.string(),
  accountKey: z.string(),
  roles: z.array(z.string()),
  roleId: z.nullable(z.string()),
  /** Session id shared by every rotation of one login (the access token's `sid`). */
  family: z.string(),
  expiresAt: z.number(),
  /** Set once the token has been exchanged; a second use is rejected with refresh.already_used. */
  usedAt: z.nullable(z.number()),
  /** Set by logout: the session is over, the token answers refresh.invalid. */
  revokedAt: z.nullable(z.number()),
});
export type RefreshTokenRecord = z.infer<typeof refreshTokenRecordSchema>;

/** Fields every one-time secret shares (codes, links, QR tokens). */
const oneTime = { expiresAt: z.number(), usedAt: z.nullable(z.number()) };

export const verificationRecordSchema = z.object({
  identifier: z.string(),
  code: z.string(),
  /** REGISTER: before an account exists; CHANGE_EMAIL: for `accountKey`'s own e-mail. */
  purpose: z.enum(['REGISTER', 'CHANGE_EMAIL']),
  accountKey: z.nullable(z.string()),
  verifiedAt: z.nullable(z.number()),
  ...oneTime,
});
export type VerificationRecord = z.infer<typeof verificationRecordSchema>;

export const invitationRecordSchema = z.object({
  token: z.string(),
  email: z.string(),
  inviterKey: z.string(),
  invitedAt: z.number(),
  ...oneTime,
});
export type InvitationRecord = z.infer<typeof invitationRecordSchema>;

export const passwordResetRecordSchema = z.object({
  token: z.string(),
  accountKey: z.string(),
  ...oneTime,
});
export type PasswordResetRecord = z.infer<typeof passwordResetRecordSchema>;

export const qrTokenRecordSchema = z.object({
  token: z.string(),
  tenantId: z.string(),
  accountKey: z.string(),
  ...oneTime,
});
export type QrTokenRecord = z.infer<typeof qrTokenRecordSchema>;

export const certificationRecordSchema = z.object({
  certificationKey: z.string(),
  phone: z.string(),
  name: z.string(),
  certifiedAt: z.number(),
});
export type CertificationRecord = z.infer<typeof certificationRecordSchema>;

/** A person at a social provider (the mock plays KAKAO and NAVER). */
export const socialIdentityRecordSchema = z.object({
  kind: socialKindSchema,
  providerUserId: z.string(),
  /** The provider access token `POST /oauth/{kind}` accepts for this person. */
  accessToken: z.string(),
  email: z.string(),
  displayName: z.string(),
  /** The klass account it is linked to; null until the first social login creates one. */
  accountKey: z.nullable(z.string()),
});
export type SocialIdentityRecord = z.infer<typeof socialIdentityRecordSchema>;

export const oauthCodeRecordSchema = z.object({
  code: z.string(),
  kind: socialKindSchema,
  providerUserId: z.string(),
  redirectPath: z.string(),
  ...oneTime,
});
export type OAuthCodeRecord = z.infer<typeof oauthCodeRecordSchema>;

export const masterAuthorityRecordSchema = z.extend(masterAuthoritySchema, {
  accountKey: z.string(),
  /** Last add-role with this authority: "recent authorities" are sorted by it. */
  lastUsedAt: z.number(),
});
export type MasterAuthorityRecord = z.infer<typeof masterAuthorityRecordSchema>;

export const registerFieldRecordSchema = z.extend(registerFieldSchema, { order: z.number() });
export type RegisterFieldRecord = z.infer<typeof registerFieldRecordSchema>;

/** A mail the mock "sent": no mail leaves the mock, the dev panel and tests read it here. */
export const outboxRecordSchema = z.object({
  seq: z.number(),
  kind: z.enum(['VERIFICATION_CODE', 'PASSWORD_RESET', 'INVITATION']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.nullable(z.string()),
  /** App path of the link in the mail (reset or invite page). */
  link: z.nullable(z.string()),
  sentAt: z.number(),
});
export type OutboxRecord = z.infer<typeof outboxRecordSchema>;
