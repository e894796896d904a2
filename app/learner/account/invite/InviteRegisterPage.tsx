/**
 * `/app/invite?token=` (the invitation mail's link; spec learner.md §7 `POST /invite/email/register`):
 * the invited e-mail (read from the token) gets a name and a password, and the new learner is
 * logged in.
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
import { registerByInvitation } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { DISPLAY_NAME_MAX, displayNameRule, withPasswordConfirm } from '@app/shared/lib/validation/account';
import { AuthPanel } from '@app/shared/account/AuthPanel';
import { useLinkTokenClaim } from '../shared/useLinkTokenClaim';
import { NewPasswordFields, newPasswordShape } from '@app/shared/account/NewPasswordFields';
import { generalMessage, placeServerError, showServerError } from '@app/shared/account/serverErrors';
import { useFinishLogin } from '../shared/useFinishLogin';
import { InNativeAppLogin, useLoginOwnedByApp } from '../shared/InNativeAppLogin';

const schema = withPasswordConfirm(
  z.object({ displayName: displayNameRule, ...newPasswordShape }),
  'password',
  'passwordConfirm',
);
type InviteValues = z.infer<typeof schema>;

function InviteForm({ token, email }: { token: string; email: string }) {
  const finishLogin = useFinishLogin();
  const form = useForm<InviteValues>({
    resolver: zodResolver(schema),
    defaultValues: { displayName: '', password: '', passwordConfirm: '' },
  });
  const submit = useMutation({
    mutationFn: (values: InviteValues) => registerByInvitation({ name: values.displayName, password: values.password, token }),
    onSuccess: (pair) => finishLogin(pair, '/'),
    onError: (error) => setFormError(showServerError(form.setError, ['displayName', 'password'], placeServerError(error, {}))),
  });
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
        <Stack gap={4}>
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          <TextField label={copy.account.inviteEmail} value={email} readOnly autoComplete="email" />
          <TextField
            label={copy.account.displayNameLabel}
            hint={copy.account.displayNameHint}
            required
            maxLength={DISPLAY_NAME_MAX}
            autoComplete="name"
            error={form.formState.errors.displayName?.message}
            {...form.register('displayName')}
          />
          <NewPasswordFields />
          <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
            {copy.account.inviteSubmit}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}

export function InviteRegisterPage() {
  const { token, claim } = useLinkTokenClaim();
  // Accepting the invitation logs in (setTokens), which the app's bridge refuses.
  const ownedByApp = useLoginOwnedByApp();
  if (ownedByApp) return <InNativeAppLogin />;
  return (
    <AuthPanel title={copy.account.inviteTitle}>
      {token === '' || claim.isError || claim.data?.type === 'PASSWORD_RESET' ? (
        <ErrorState title={copy.account.inviteInvalid} description={claim.isError ? generalMessage(claim.error) : undefined} headingLevel={2} />
      ) : claim.isPending ? (
        <Spinner label={copy.common.loading} showLabel />
      ) : (
        <InviteForm token={token} email={claim.data.identifier} />
      )}
    </AuthPanel>
  );
}
