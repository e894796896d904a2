/**
 * `/app/password/reset/request`: asks for the e-mail and mails a reset link
 * (`POST /info/password/reset/request`). The answer is the same whether or not an account has
 * that e-mail, so the page cannot be used to find out who is registered.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { TextField } from '@ds/components/TextField';
import { Link } from '@ds/components/TextButton';
import { requestPasswordReset } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { emailRule } from '@app/shared/lib/validation/account';
import { AuthPanel } from '@app/shared/account/AuthPanel';
import { generalMessage } from '@app/shared/account/serverErrors';

const schema = z.object({ email: emailRule });
type RequestValues = z.infer<typeof schema>;

export function PasswordResetRequestPage() {
  const form = useForm<RequestValues>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const submit = useMutation({ mutationFn: (values: RequestValues) => requestPasswordReset(values.email) });
  return (
    <AuthPanel title={copy.account.resetRequestTitle}>
      <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
        <Stack gap={4}>
          <p>{copy.account.resetRequestBody}</p>
          {submit.isError ? <Alert tone="danger">{generalMessage(submit.error)}</Alert> : null}
          {submit.isSuccess ? <Alert tone="success">{copy.account.resetRequestSent(submit.variables.email)}</Alert> : null}
          <TextField
            label={copy.account.emailLabel}
            type="email"
            autoComplete="email"
            required
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
            {copy.account.resetRequestSubmit}
          </Button>
          <Link to="/app/login">{copy.account.backToLogin}</Link>
        </Stack>
      </form>
    </AuthPanel>
  );
}
