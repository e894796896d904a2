/**
 * Withdrawal for a back-office person (backoffice.md §2 Account settings, §7 `POST withdrawal
 * {password}`): the password, then a confirmation because it cannot be undone. A wrong password
 * lands on the field (`account.invalid.current_password`) and keeps what was typed; success ends
 * the session and goes to the back-office login.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { PasswordField } from '@ds/components/PasswordField';
import { placeServerError, showServerError } from '@app/shared/account/serverErrors';
import { useLogout } from '@app/shared/account/useLogout';
import { withdraw } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { PASSWORD_MAX } from '@app/shared/lib/validation/account';
import { ADMIN_LOGIN_PATH } from '../access/areas';

const schema = z.object({
  password: z.string().check(z.minLength(1, copy.account.passwordRequired)),
});
type WithdrawalValues = z.infer<typeof schema>;

export function WithdrawalSection() {
  const form = useForm<WithdrawalValues>({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const leave = useLogout(ADMIN_LOGIN_PATH);
  const submit = useMutation({
    // The confirmation dialog is the agreement the withdrawal call asks for.
    mutationFn: (values: WithdrawalValues) => withdraw({ password: values.password, agreement: true }),
    onSuccess: () => leave(),
    onError: (error) => {
      setConfirming(false);
      setFormError(showServerError(form.setError, ['password'], placeServerError(error, { currentPassword: 'password' })));
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(() => {
        setFormError(null);
        setConfirming(true);
      })}
    >
      <Stack gap={4}>
        <p>{copy.backoffice.withdrawalIntro}</p>
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <PasswordField
          label={copy.backoffice.withdrawalPasswordLabel}
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <div>
          <Button type="submit" variant="danger">
            {copy.backoffice.withdrawalSubmit}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={copy.backoffice.withdrawalConfirmTitle}
        cancelLabel={copy.common.cancel}
        submitLabel={copy.backoffice.withdrawalSubmit}
        submitting={submit.isPending}
        onCancel={() => setConfirming(false)}
        onSubmit={() => submit.mutate(form.getValues())}
      >
        {/* The dialog's description is a paragraph already: the text alone, never a nested <p>. */}
        {copy.backoffice.withdrawalConfirmBody}
      </ConfirmDialog>
    </form>
  );
}
