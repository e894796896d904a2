/**
 * A new password and its confirmation (spec learner.md §5 Password, Password confirm), for every
 * form that sets one; used under a react-hook-form `FormProvider` with `newPasswordShape`.
 */
import { useFormContext } from 'react-hook-form';
import { z } from 'zod/mini';
import { PasswordField } from '@ds/components/PasswordField';
import { copy } from '@app/shared/copy';
import { PASSWORD_MAX, passwordRule } from '@app/shared/lib/validation/account';

export const newPasswordShape = { password: passwordRule, passwordConfirm: z.string() };

export interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}

export function NewPasswordFields({ label = copy.account.newPasswordLabel }: { label?: string }) {
  const { register, formState } = useFormContext<NewPasswordValues>();
  return (
    <>
      <PasswordField
        label={label}
        hint={copy.account.newPasswordHint}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={copy.account.passwordConfirmLabel}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        error={formState.errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
    </>
  );
}
