/**
 * `/app/password/reset?token=` (the reset mail's link): a new password for the account the token
 * stands for (`POST /info/password/reset`), then back to login.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { ErrorState } from '@ds/components/ErrorState';
import { Spinner } from '@ds/components/Spinner';
import { TextField } from '@ds/components/TextField';
import { Link } from '@ds/components/TextButton';
import { resetPassword } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { withPasswordConfirm } from '@app/shared/lib/validation/account';
import { AuthPanel } from '@app/shared/account/AuthPanel';
import { useLinkTokenClaim } from '../shared/useLinkTokenClaim';
import { NewPasswordFields, newPasswordShape, type NewPasswordValues } from '@app/shared/account/NewPasswordFields';
import { generalMessage, placeServerError, showServerError } from '@app/shared/account/serverErrors';

const schema = withPasswordConfirm(z.object(newPasswordShape), 'password', 'passwordConfirm');

function ResetForm({ token, email }: { token: string; email: string }) {
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(schema), defaultValues: { password: '', passwordConfirm: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: (values: NewPasswordValues) =>
      resetPassword({ token, password: values.password, verificationPassword: values.passwordConfirm }),
    onError: (error) =>
      setFormError(showServerError(form.setError, ['password', 'passwordConfirm'], placeServerError(error, {}))),
  });
  if (submit.isSuccess) {
    return (
      <Stack gap={4}>
        <Alert tone="success">{copy.account.resetDone}</Alert>
        <Link to="/app/login">{copy.common.login}</Link>
      </Stack>
    );
  }
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
        <Stack gap={4}>
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          <TextField label={copy.account.emailLabel} value={email} readOnly autoComplete="username" />
          <NewPasswordFields />
          <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
            {copy.account.resetSubmit}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}

export function PasswordResetPage() {
  const { token, claim } = useLinkTokenClaim();
  const invalid = token === '' || claim.isError || claim.data?.type === 'INVITATION';
  return (
    <AuthPanel title={copy.account.resetTitle}>
      {invalid ? (
        <Stack gap={4}>
          <ErrorState title={copy.account.resetInvalid} description={claim.isError ? generalMessage(claim.error) : undefined} headingLevel={2} />
          <Link to="/app/password/reset/request">{copy.account.resetRequestTitle}</Link>
        </Stack>
      ) : claim.isPending ? (
        <Spinner label={copy.common.loading} showLabel />
      ) : (
        <ResetForm token={token} email={claim.data.identifier} />
      )}
    </AuthPanel>
  );
}
