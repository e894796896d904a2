/**
 * The tenant's extra fields of the account (`POST /info`): saved values shown for editing, phones
 * entered as a new number (the current one is refused, spec learner.md §5 Mobile number); only
 * what changed is sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import type { Account, RegisterField } from '@app/shared/api/contract/account';
import { accountKeys, updateInfo } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { ExtraFields } from '../fields/ExtraFields';
import { checkCertifications, infoFormShape, infoPath, initialInfo, toInfoInputs, type InfoFormPart } from '../fields/infoForm';
import { placeServerError, showServerError } from '@app/shared/account/serverErrors';

export function InfoForm({
  account,
  fields,
}: {
  account: Account;
  fields: readonly RegisterField[];
}) {
  const queryClient = useQueryClient();
  const form = useForm<InfoFormPart>({
    resolver: zodResolver(
      z
        .object(infoFormShape(fields, account.info))
        .check(z.superRefine(checkCertifications(fields))),
    ),
    defaultValues: initialInfo(fields, account.info),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: InfoFormPart) =>
      updateInfo({ info: toInfoInputs(fields, values, account.info) }),
    onSuccess: (updated) => {
      setFormError(null);
      queryClient.setQueryData(accountKeys.me(), updated);
      form.reset(initialInfo(fields, updated.info));
    },
    onError: (error) =>
      setFormError(
        showServerError(
          form.setError,
          fields.map((field) => infoPath(field.name)),
          placeServerError(error, {}, infoPath),
        ),
      ),
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          // Nothing changed: nothing to send (the server wants at least one field).
          if (toInfoInputs(fields, values, account.info).length > 0) save.mutate(values);
        })}
      >
        <Stack gap={4}>
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          {save.isSuccess && !form.formState.isDirty ? (
            <Alert tone="success">{copy.account.extraSaved}</Alert>
          ) : null}
          <ExtraFields fields={fields} saved={account.info} />
          <Button type="submit" variant="secondary" loading={save.isPending}>
            {copy.account.extraSave}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
