/**
 * Changing the display name (`POST /info/display-name`, spec learner.md §5 Display name).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { TextField } from '@ds/components/TextField';
import { accountKeys, updateDisplayName } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { DISPLAY_NAME_MAX, displayNameRule } from '@app/shared/lib/validation/account';
import { placeServerError, showServerError } from './serverErrors';

const schema = z.object({ displayName: displayNameRule });
type NameValues = z.infer<typeof schema>;

export function DisplayNameForm({ displayName }: { displayName: string }) {
  const queryClient = useQueryClient();
  const form = useForm<NameValues>({ resolver: zodResolver(schema), defaultValues: { displayName } });
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: NameValues) => updateDisplayName(values.displayName),
    onSuccess: (account) => {
      setFormError(null);
      queryClient.setQueryData(accountKeys.me(), account);
      form.reset({ displayName: account.displayName });
    },
    onError: (error) => setFormError(showServerError(form.setError, ['displayName'], placeServerError(error, {}))),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack gap={3}>
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        {save.isSuccess && !form.formState.isDirty ? <Alert tone="success">{copy.account.nameSaved}</Alert> : null}
        <TextField
          label={copy.account.displayNameLabel}
          hint={copy.account.displayNameHint}
          required
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="name"
          error={form.formState.errors.displayName?.message}
          {...form.register('displayName')}
        />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {copy.account.changeName}
        </Button>
      </Stack>
    </form>
  );
}
