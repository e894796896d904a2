/**
 * E-mail verification codes (spec §5): a 6-digit code goes to the outbox and expires after
 * `lifetimes.verificationCode`; checking it answers not-matched, expired or already-verified as
 * documented. A REGISTER verification, once verified, lets that e-mail register once; a
 * CHANGE_EMAIL verification sets the account's e-mail and marks it verified.
 */
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import type { Query } from '@msw/data';
import type { Verification } from '@app/shared/api/contract/account';
import { db } from '@mocks/db/database';
import type { VerificationRecord } from './schemas';
import { MockError } from '@mocks/engine/MockError';
import { sendMail } from '@mocks/outbox';
import { iso, lifetimes, now, secondsFromNow } from './clock';
import { normaliseEmail } from './identity';
import { newVerificationCode } from '@mocks/auth/tokens';

/** What the verification steps answer; the field messages are the forms' own (validationMessages). */
export const verificationMessages = {
  alreadyVerified: validationMessages.codeAlreadyVerified,
  notMatched: validationMessages.codeNotMatched,
  expired: validationMessages.codeExpired,
  required: '이메일 인증이 필요해요.',
} as const;

/** The verification an identifier is currently going through (the latest not yet consumed). */
function current(identifier: string): VerificationRecord | undefined {
  const pending = db.verifications.findMany((q) => q.where({ identifier, usedAt: null }));
  return pending.sort((a, b) => b.expiresAt - a.expiresAt)[0];
}

/** Query for the one pending verification of the record's identifier (a new code replaces old ones). */
function pendingOf(record: VerificationRecord) {
  return (q: Query<VerificationRecord>) => q.where({ identifier: record.identifier, usedAt: null });
}

export async function startVerification(
  email: string,
  purpose: VerificationRecord['purpose'],
  accountKey: string | null,
): Promise<Verification> {
  const identifier = normaliseEmail(email);
  const existing = current(identifier);
  if (
    existing &&
    existing.verifiedAt !== null &&
    existing.purpose === purpose &&
    existing.expiresAt > now()
  ) {
    throw new MockError('verifyAlreadyVerified', verificationMessages.alreadyVerified);
  }
  // A new code replaces any earlier one: only the latest mail's code works.
  db.verifications.deleteMany((q) => q.where({ identifier, usedAt: null }));
  const code = newVerificationCode();
  const record = await db.verifications.create({
    identifier,
    code,
    purpose,
    accountKey,
    verifiedAt: null,
    expiresAt: secondsFromNow(lifetimes.verificationCode),
    usedAt: null,
  });
  await sendMail({
    kind: 'VERIFICATION_CODE',
    to: identifier,
    subject: '[klass] 이메일 인증번호',
    body: `인증번호 [${code}]를 입력해 주세요. 인증번호는 5분 동안 쓸 수 있어요.`,
    code,
  });
  return { identifier, expiredAt: iso(record.expiresAt) };
}

export async function checkCode(email: string, code: string): Promise<VerificationRecord> {
  const record = current(normaliseEmail(email));
  if (!record) throw new MockError('verifyNotMatched', verificationMessages.notMatched);
  if (record.verifiedAt !== null)
    throw new MockError('verifyAlreadyVerified', verificationMessages.alreadyVerified);
  if (record.expiresAt <= now()) throw new MockError('verifyExpired', verificationMessages.expired);
  if (record.code !== code) throw new MockError('verifyNotMatched', verificationMessages.notMatched);
  const verifiedAt = now();
  // A verified e-mail stays good for the register call a while longer than the code itself.
  const updated = await db.verifications.update(pendingOf(record), {
    data(draft) {
      draft.verifiedAt = verifiedAt;
      draft.expiresAt = secondsFromNow(lifetimes.verifiedEmail);
    },
  });
  return updated ?? record;
}

/** Spends the verified REGISTER verification of an e-mail; without one the register is refused. */
export async function consumeRegisterVerification(email: string): Promise<void> {
  const record = current(normaliseEmail(email));
  if (
    !record ||
    record.purpose !== 'REGISTER' ||
    record.verifiedAt === null ||
    record.expiresAt <= now()
  ) {
    throw new MockError('badRequest', verificationMessages.required, { field: 'email' });
  }
  await db.verifications.update(pendingOf(record), {
    data(draft) {
      draft.usedAt = now();
    },
  });
}
