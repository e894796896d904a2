/**
 * Email-or-id and password (spec learner.md §2 `/app/login`, §5 "Login failure"). A refused login
 * keeps what was typed and says "Check your email (id) or password again."; a withdrawn account
 * gets its own sentence. The caller decides what happens with the token pair.
 *
 * Two fields do not need react-hook-form, whose 15 KB gzip would sit in the login page's first
 * download (issue 9 budget). It behaves as the other forms do: checked on submit, the first
 * invalid field focused, and after a submit each field re-checked as it changes (loginRules.ts).
 */
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { PasswordField } from '@ds/components/PasswordField';
import { TextField } from '@ds/components/TextField';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { TokenPair } from '@app/shared/api/contract/account';
import { accountErrorCodes } from '@app/shared/api/contract/accountErrors';
import { login } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { PASSWORD_MAX } from '@app/shared/lib/validation/account';
import { checkLogin, LOGIN_FIELDS, type LoginErrors, type LoginField, type LoginValues } from './loginRules';
import { generalMessage } from './serverErrors';

/** The server's refusal in the user's words. */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === accountErrorCodes.loginFailed.code)
    return copy.account.loginFailed;
  if (isApiError(error) && error.code === accountErrorCodes.accountWithdrawn.code)
    return copy.account.loginWithdrawn;
  return generalMessage(error);
}

export function LoginForm({ onLoggedIn }: { onLoggedIn: (pair: TokenPair) => void }) {
  const [values, setValues] = useState<LoginValues>({ identifier: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submit = useMutation({ mutationFn: login, onSuccess: onLoggedIn });

  function change(name: LoginField) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (!submitted) return;
      const checked = checkLogin(next);
      setErrors((current) => ({
        ...current,
        [name]: 'errors' in checked ? checked.errors[name] : undefined,
      }));
    };
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const checked = checkLogin(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      // The first invalid field in the form's order (identifier first).
      const first = LOGIN_FIELDS.find((name) => checked.errors[name]);
      (first === 'identifier' ? identifierRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    submit.mutate(checked.values);
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap={4}>
        {submit.isError ? <Alert tone="danger">{loginErrorMessage(submit.error)}</Alert> : null}
        <TextField
          label={copy.account.identifierLabel}
          autoComplete="username"
          required
          name="identifier"
          ref={identifierRef}
          value={values.identifier}
          onChange={change('identifier')}
          error={errors.identifier}
        />
        <PasswordField
          label={copy.account.passwordLabel}
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          name="password"
          ref={passwordRef}
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
          {copy.account.loginSubmit}
        </Button>
      </Stack>
    </form>
  );
}
