/**
 * The account's e-mail with its verified flag and hint (spec learner.md §2 Account settings). An
 * unverified e-mail can be verified here: a code is mailed (`POST /identifier/email`) and checked
 * (`PUT /identifier/verifier/verify-code`), with the §5 code messages on the code field.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Tag } from '@ds/components/Tag';
import { TextField } from '@ds/components/TextField';
import type { Account } from '@app/shared/api/contract/account';
import { accountKeys, requestEmailVerification, verifyCode } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { CODE_MAX, verificationCodeRule } from '@app/shared/lib/validation/account';
import { placeServerError } from '@app/shared/account/serverErrors';

export function EmailSection({ account }: { account: Pick<Account, 'email' | 'emailVerified'> }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const request = useMutation({ mutationFn: () => requestEmailVerification(account.email) });
  const verify = useMutation({
    mutationFn: (value: string) => verifyCode({ identifier: account.email, code: value }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
    onError: (error) => setCodeError(placeServerError(error, { code: 'code' }).message),
  });
  const requestError = request.isError ? placeServerError(request.error, { code: 'code' }).message : null;
  return (
    <Stack gap={3}>
      <p>
        {account.email}{' '}
        <Tag tone={account.emailVerified ? 'primary' : 'neutral'}>
          {account.emailVerified ? copy.account.emailVerifiedBadge : copy.account.emailUnverifiedBadge}
        </Tag>
      </p>
      <p>{account.emailVerified ? copy.account.emailVerifiedHint : copy.account.emailUnverifiedHint}</p>
      {account.emailVerified ? null : (
        <>
          <Button type="button" variant="secondary" loading={request.isPending} onClick={() => request.mutate()}>
            {request.isSuccess ? copy.account.resendCode : copy.account.verifyEmail}
          </Button>
          {request.isSuccess || requestError ? (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const parsed = verificationCodeRule.safeParse(code);
                if (!parsed.success) setCodeError(copy.account.validation.codeFormat);
                else {
                  setCodeError(null);
                  verify.mutate(parsed.data);
                }
              }}
            >
              <Stack gap={2}>
                {request.isSuccess ? <p role="status">{copy.account.codeSent(account.email)}</p> : null}
                <TextField
                  label={copy.account.codeLabel}
                  hint={copy.account.codeHint}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={CODE_MAX}
                  showCounter={false}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  error={codeError ?? requestError ?? undefined}
                />
                <Button type="submit" variant="secondary" loading={verify.isPending}>
                  {copy.account.verifyCode}
                </Button>
              </Stack>
            </form>
          ) : null}
        </>
      )}
    </Stack>
  );
}
