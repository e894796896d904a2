/**
 * Email-or-id and password (spec learner.md §2 `/app/login`, §5 "Login failure"). A refused login
 * keeps what was typed and says "Check your email (id) or password again."; a withdrawn account
 * gets its own sentence. The caller decides what happens with the token pair.
 *
 * Two fields do not need react-hook-form, whose 15 KB gzip would sit in the login page's first
 * download (issue 9 budget). It behaves as the other forms do: checked on submit, the first
 * invalid field focused, and after a submit each field re-checked as it changes. The checks
 * (loginRules.ts, with zod) are fetched once the form is on screen, not with the page (issue 18).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
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
import type { LoginErrors, LoginField, LoginValues } from './loginRules';
import { generalMessage } from './serverErrors';

/** One download for every form on the page; later calls answer the loaded module. */
const loadRules = () => import('./loginRules');

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
  const [rulesFailure, setRulesFailure] = useState<unknown>(null);
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submit = useMutation({ mutationFn: login, onSuccess: onLoggedIn });

  useEffect(() => {
    // A failed download is met again (or retried) by the submit, which then shows the error.
    loadRules().catch(() => undefined);
  }, []);

  function change(name: LoginField) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (!submitted) return;
      // Loaded since the submit (the answers arrive in the order of the changes); had it failed,
      // the submit says so.
      loadRules().then(
        ({ checkLogin }) => {
          const checked = checkLogin(next);
          setErrors((current) => ({
            ...current,
            [name]: 'errors' in checked ? checked.errors[name] : undefined,
          }));
        },
        () => undefined,
      );
    };
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    loadRules().then(
      ({ checkLogin, LOGIN_FIELDS }) => {
        setRulesFailure(null);
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
      },
      // The checks could not be downloaded (offline, a deploy replaced them): said like a failed call.
      (error: unknown) => setRulesFailure(error),
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap={4}>
        {submit.isError || rulesFailure ? (
          <Alert tone="danger">{loginErrorMessage(submit.isError ? submit.error : rulesFailure)}</Alert>
        ) : null}
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
