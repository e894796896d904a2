/**
 * `/app/login`: email-or-id and password (spec learner.md §2). After login the visitor goes back
 * to the return target, only if it is a page of this site. A refused login keeps what was typed
 * and says "Check your email (id) or password again."
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { PasswordField } from '@ds/components/PasswordField';
import { TextField } from '@ds/components/TextField';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/api/client/ApiError';
import { errorCodes } from '@app/api/contract/errors';
import { login } from '@app/api/endpoints/account';
import { copy } from '@app/copy';
import { useSession } from '@app/session/react';
import { RETURN_TARGET_PARAM, safeReturnTarget } from './returnTarget';

const loginFormSchema = z.object({
  identifier: z.string().check(z.trim(), z.minLength(1, copy.account.identifierRequired)),
  password: z.string().check(z.minLength(1, copy.account.passwordRequired)),
});
type LoginForm = z.infer<typeof loginFormSchema>;

const Panel = styled.section`
  max-width: 420px;
  margin: ${vars.space[8]} auto;
`;

const Title = styled.h1`
  font-size: ${vars.font.size2xl};
  margin: 0 0 ${vars.space[6]};
`;

/** The server's refusal in the user's words; anything unexpected gets the generic message. */
function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === errorCodes.loginFailed.code)
    return copy.account.loginFailed;
  if (isApiError(error) && error.status > 0 && error.status < 500) return error.message;
  return copy.common.serverError;
}

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeReturnTarget(params.get(RETURN_TARGET_PARAM), window.location.origin);

  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const submit = useMutation({
    mutationFn: login,
    onSuccess(pair) {
      session.setTokens(pair);
      navigate(target, { replace: true });
    },
  });

  if (session.isAuthenticated && !submit.isSuccess) return <Navigate to={target} replace />;

  const { errors } = form.formState;
  return (
    <Panel aria-labelledby="login-title">
      <Title id="login-title">{copy.account.loginTitle}</Title>
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
            maxLength={20}
            showCounter={false}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
            {copy.account.loginSubmit}
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}
