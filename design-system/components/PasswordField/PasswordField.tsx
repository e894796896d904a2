/**
 * A password field: a TextField whose text can be shown and hidden with a button inside it.
 * learner.md §5 cuts the password at 20 characters; pass `maxLength={20}` for that.
 */
import { forwardRef, useState } from 'react';
import { TextField, type TextFieldProps } from '@ds/components/TextField';
import { InnerButton } from '@ds/components/TextField/TextField.styles';
import { useDesignSystemMessages } from '@ds/lib/messages';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing' | 'clearable'>;

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { showCounter = false, autoComplete = 'current-password', disabled, ...rest },
  ref,
) {
  const messages = useDesignSystemMessages();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      ref={ref}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      showCounter={showCounter}
      trailing={
        <InnerButton type="button" disabled={disabled} onClick={() => setVisible((shown) => !shown)}>
          {visible ? messages.hidePassword : messages.showPassword}
        </InnerButton>
      }
    />
  );
});
