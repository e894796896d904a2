/**
 * `/app/user/account/withdrawal` (spec learner.md §4 "Account withdrawal", §5): the password and
 * an agreement to the terms; without the agreement the server's 400 "Please agree to the terms."
 * lands on the checkbox. After withdrawal the session ends and a goodbye is shown. An account
 * without a password (social-only) cannot confirm with one: it is sent to set a password first.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router-dom';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { PasswordField } from '@ds/components/PasswordField';
import { Spinner } from '@ds/components/Spinner';
import { Link } from '@ds/components/TextButton';
import { meQuery, withdraw } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { PASSWORD_MAX } from '@app/shared/lib/validation/account';
import { ACCOUNT_SETTINGS_PATH } from '@app/learner/shell/paths';
import { useSession } from '@app/shared/session/react';
import { loginPathFor } from '@app/shared/auth/returnTarget';
import { AuthPanel } from '@app/shared/account/AuthPanel';
import { TermsDisclosure } from '@app/learner/terms/TermsDisclosure';
import { placeServerError, showServerError } from '@app/shared/account/serverErrors';

const schema = z.object({
  password: z.string().check(z.minLength(1, copy.account.passwordRequired)),
  agreement: z.boolean().check(z.refine(Boolean, copy.account.validation.agreementRequired)),
});
type WithdrawalValues = z.infer<typeof schema>;

export function WithdrawalPage() {
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const form = useForm<WithdrawalValues>({ resolver: zodResolver(schema), defaultValues: { password: '', agreement: false } });
  const [formError, setFormError] = useState<string | null>(null);
  const me = useQuery({ ...meQuery(), enabled: session.isAuthenticated });
  const submit = useMutation({
    mutationFn: withdraw,
    async onSuccess() {
      // The account is gone: end the session here too (its server side is already refused).
      await session.logout();
      queryClient.clear();
    },
    onError: (error) =>
      setFormError(
        showServerError(
          form.setError,
          ['password', 'agreement'],
          placeServerError(error, { currentPassword: 'password', agreement: 'agreement' }),
        ),
      ),
  });

  if (submit.isSuccess) {
    return (
      <AuthPanel title={copy.account.withdrawTitle}>
        <Stack gap={4}>
          <Alert tone="success">{copy.account.withdrawDone}</Alert>
          <Link to="/">{copy.common.goToMain}</Link>
        </Stack>
      </AuthPanel>
    );
  }
  // While the goodbye is being prepared the session has already ended: stay on the page.
  if (!session.isAuthenticated && !submit.isPending) return <Navigate to={loginPathFor(location)} replace />;
  if (me.isPending) {
    return (
      <AuthPanel title={copy.account.withdrawTitle}>
        <Spinner label={copy.common.loading} />
      </AuthPanel>
    );
  }
  // A failed load leaves the form: the server still checks the password.
  if (me.data?.hasPassword === false) {
    return (
      <AuthPanel title={copy.account.withdrawTitle}>
        <Stack gap={4}>
          <Alert tone="info">{copy.account.withdrawNoPassword}</Alert>
          <Link to={ACCOUNT_SETTINGS_PATH}>{copy.site.accountSettings}</Link>
        </Stack>
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title={copy.account.withdrawTitle}>
      <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
        <Stack gap={4}>
          <Alert tone="warning">{copy.account.withdrawBody}</Alert>
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          <PasswordField
            label={copy.account.withdrawPasswordLabel}
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX}
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <Checkbox label={copy.account.withdrawAgree} error={form.formState.errors.agreement?.message} {...form.register('agreement')} />
          <TermsDisclosure termsKey="SERVICE" />
          <Button type="submit" variant="danger" size="lg" fullWidth loading={submit.isPending}>
            {copy.account.withdrawSubmit}
          </Button>
        </Stack>
      </form>
    </AuthPanel>
  );
}
