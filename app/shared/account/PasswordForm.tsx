/**
 * Changing the password (`POST /info/password`: current, new, confirmation) or, for an account
 * without one (social-only), setting it (`POST /info/password/set`). A wrong current password is
 * shown on that field; everything typed stays. Once a password is set the account has one, so the
 * same form (kept mounted, with its confirmation) turns into the change form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { PasswordField } from '@ds/components/PasswordField';
import { accountKeys, changePassword, setPassword } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { PASSWORD_MAX, withPasswordConfirm } from '@app/shared/lib/validation/account';
import { NewPasswordFields, newPasswordShape } from './NewPasswordFields';
import { placeServerError, showServerError } from './serverErrors';

function passwordSchema(hasPassword: boolean) {
  return withPasswordConfirm(
    z.object({
      currentPassword: hasPassword
        ? z.string().check(z.minLength(1, copy.account.passwordRequired))
        : z.string(),
      ...newPasswordShape,
    }),
    'password',
    'passwordConfirm',
  );
}
type PasswordValues = z.infer<ReturnType<typeof passwordSchema>>;

const empty: PasswordValues = { currentPassword: '', password: '', passwordConfirm: '' };

export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema(hasPassword)), defaultValues: empty });
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    /** Answers what was done, so the confirmation outlives `hasPassword` turning true. */
    mutationFn: async (values: PasswordValues): Promise<'changed' | 'set'> => {
      const next = { password: values.password, verificationPassword: values.passwordConfirm };
      if (!hasPassword) {
        await setPassword(next);
        return 'set';
      }
      await changePassword({ currentPassword: values.currentPassword, ...next });
      return 'changed';
    },
    onSuccess: () => {
      setFormError(null);
      form.reset(empty);
      void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
    },
    onError: (error) =>
      setFormError(
        showServerError(
          form.setError,
          ['currentPassword', 'password', 'passwordConfirm'],
          placeServerError(error, { currentPassword: 'currentPassword' }),
        ),
      ),
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap={3}>
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          {save.isSuccess && !form.formState.isDirty ? (
            <Alert tone="success">{save.data === 'set' ? copy.account.passwordSet : copy.account.passwordChanged}</Alert>
          ) : null}
          {hasPassword ? (
            <PasswordField
              label={copy.account.currentPasswordLabel}
              autoComplete="current-password"
              required
              maxLength={PASSWORD_MAX}
              error={form.formState.errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
          ) : (
            <p>{copy.account.setPasswordHint}</p>
          )}
          <NewPasswordFields />
          <Button type="submit" variant="secondary" loading={save.isPending}>
            {hasPassword ? copy.account.changePassword : copy.account.setPassword}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
