/**
 * Email-or-id and password (spec learner.md §2 `/app/login`, §5 "Login failure"). A refused login
 * keeps what was typed and says "Check your email (id) or password again."; a withdrawn account
 * gets its own sentence. The caller decides what happens with the token pair.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { PasswordField } from '@ds/components/PasswordField';
import { TextField } from '@ds/components/TextField';
import { isApiError } from '@app/api/client/ApiError';
import type { TokenPair } from '@app/api/contract/account';
import { errorCodes } from '@app/api/contract/errors';
import { login } from '@app/api/endpoints/account';
import { copy } from '@app/copy';
import { PASSWORD_MAX } from '@app/lib/validation/account';
import { generalMessage } from '../shared/serverErrors';

const loginFormSchema = z.object({
  identifier: z.string().check(z.trim(), z.minLength(1, copy.account.identifierRequired)),
  password: z.string().check(z.minLength(1, copy.account.passwordRequired)),
});
type LoginValues = z.infer<typeof loginFormSchema>;

/** The server's refusal in the user's words. */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === errorCodes.loginFailed.code) return copy.account.loginFailed;
  if (isApiError(error) && error.code === errorCodes.accountWithdrawn.code) return copy.account.loginWithdrawn;
  return generalMessage(error);
}

export function LoginForm({ onLoggedIn }: { onLoggedIn: (pair: TokenPair) => void }) {
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const submit = useMutation({ mutationFn: login, onSuccess: onLoggedIn });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
      <Stack gap={4}>
        {submit.isError ? <Alert tone="danger">{loginErrorMessage(submit.error)}</Alert> : null}
        <TextField
          label={copy.account.identifierLabel}
          autoComplete="username"
          required
          error={errors.identifier?.message}
          {...form.register('identifier')}
        />
        <PasswordField
          label={copy.account.passwordLabel}
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
          {copy.account.loginSubmit}
        </Button>
      </Stack>
    </form>
  );
}
