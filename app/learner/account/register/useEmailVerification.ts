/**
 * The e-mail verification steps of register (spec learner.md §5 Email, Verification code): check
 * the e-mail can still register (`GET /identifier/available-for-register`), send a 6-digit code
 * (`POST /identifier/verifier`), check the code (`PUT …/verify-code`). Failures carry the field
 * and §5 message they belong to.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { checkAvailableForRegister, requestVerificationCode, verifyCode } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { placeServerError, type PlacedError } from '@app/shared/account/serverErrors';

export class FieldError extends Error {
  constructor(readonly placed: PlacedError) {
    super(placed.message);
  }
}

const v = copy.account.validation;

/** Whether an e-mail or id may register; throws a FieldError on `field` when it may not. */
export async function assertAvailable(type: 'EMAIL' | 'ID', value: string, field: string): Promise<void> {
  const answer = await checkAvailableForRegister({ type, value });
  if (answer.available) return;
  const message =
    type === 'ID' ? copy.account.idExists : answer.reason === 'WITHDRAWAL' ? v.emailWithdrawn : v.emailExists;
  throw new FieldError({ field, message });
}

function placed(error: unknown): PlacedError {
  return error instanceof FieldError ? error.placed : placeServerError(error, { email: 'email', code: 'code' });
}

export function useEmailVerification() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: async (email: string) => {
      await assertAvailable('EMAIL', email, 'email');
      return requestVerificationCode(email);
    },
    onSuccess: (answer) => {
      setSentTo(answer.identifier);
      setVerified(null);
    },
  });
  const verify = useMutation({
    mutationFn: (body: { identifier: string; code: string }) => verifyCode(body),
    onSuccess: (answer) => setVerified(answer.identifier),
  });
  return {
    sentTo,
    /** The e-mail whose code was accepted, or null. */
    verified,
    request: (email: string) => request.mutateAsync(email).then(() => null, placed),
    verify: (identifier: string, code: string) => verify.mutateAsync({ identifier, code }).then(() => null, placed),
    requesting: request.isPending,
    verifying: verify.isPending,
  };
}
