/**
 * `/admin/site/organization` (backoffice.md §2 "Site organization info", §7 Setting): the service
 * name, support telephone and e-mail the learner site's footer and closed page show. Saving
 * updates the site at once (the preferences are refetched); a failed save keeps what was typed
 * and says so, with the server's field messages at their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import type { Corporation } from '@app/shared/api/contract/tenant';
import { tenantKeys } from '@app/shared/api/endpoints/tenant';
import { copy } from '@app/shared/copy';
import { areaById } from '../access/areas';
import { adminSettingKeys, organizationQuery, updateOrganization } from '../api/adminSetting';
import { AdminPage } from '../shell/AdminPage';
import {
  organizationFormSchema,
  SERVICE_NAME_MAX,
  SUPPORT_TEL_MAX,
  toCorporation,
  toFormValues,
  type OrganizationFormValues,
} from './organizationForm';
import { FormColumn } from '../kit/forms/FormColumn';

function OrganizationForm({ saved }: { saved: Corporation }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [failed, setFailed] = useState(false);
  const form = useForm<OrganizationFormValues>({
    resolver: zodResolver(organizationFormSchema),
    defaultValues: toFormValues(saved),
  });
  const { isDirty } = form.formState;
  // Follows what is saved — a save in another tab arrives by refetch — but never over what the
  // operator has started typing here.
  useEffect(() => {
    if (!isDirty) form.reset(toFormValues(saved));
  }, [saved, isDirty, form]);
  const save = useMutation({
    mutationFn: (values: OrganizationFormValues) => updateOrganization(toCorporation(values)),
    onSuccess: (corporation) => {
      setFailed(false);
      queryClient.setQueryData(adminSettingKeys.organization(), corporation);
      form.reset(toFormValues(corporation));
      // The learner site and this shell's brand read the preferences: they show the change now.
      void queryClient.invalidateQueries({ queryKey: tenantKeys.preferences() });
      toast.show(copy.backoffice.organizationSaved);
    },
    onError: () => setFailed(true),
  });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack gap={4}>
        {failed ? <Alert tone="danger">{copy.backoffice.organizationUnsaved}</Alert> : null}
        <TextField
          label={copy.backoffice.serviceNameLabel}
          required
          maxLength={SERVICE_NAME_MAX}
          error={errors.serviceName?.message}
          {...form.register('serviceName')}
        />
        <TextField
          label={copy.backoffice.supportTelLabel}
          hint={copy.backoffice.supportTelHint}
          inputMode="tel"
          autoComplete="tel"
          maxLength={SUPPORT_TEL_MAX}
          error={errors.supportTel?.message}
          {...form.register('supportTel')}
        />
        <TextField
          label={copy.backoffice.organizationEmailLabel}
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div>
          <Button type="submit" loading={save.isPending}>
            {copy.backoffice.organizationSave}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function OrganizationPage() {
  const organization = useQuery(organizationQuery());
  return (
    <AdminPage title={copy.backoffice.organizationTitle} area={areaById('SITE')} description={copy.backoffice.organizationIntro}>
      <FormColumn>
        {organization.isPending ? (
          <div role="status" aria-label={copy.common.loading}>
            <Skeleton lines={6} />
          </div>
        ) : organization.isError ? (
          <ErrorState
            description={copy.common.serverError}
            onRetry={() => void organization.refetch()}
            retryLabel={copy.common.retry}
          />
        ) : (
          <OrganizationForm saved={organization.data} />
        )}
      </FormColumn>
    </AdminPage>
  );
}
