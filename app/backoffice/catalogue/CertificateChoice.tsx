/**
 * Which certificate a class or course gives (issue 40 "choose which certificate a class or course
 * gives (the certificate area's list, the primary one by default); the learner's print follows the
 * choice"), under its edit form: the certificates as the certificate area has them, the primary
 * first and chosen by default, saved through the form kit. A certificate deleted meanwhile is
 * refused at the field; a failed save keeps the choice and says so.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { ErrorState } from '@ds/components/ErrorState';
import { Select } from '@ds/components/Select';
import { Skeleton } from '@ds/components/Skeleton';
import { useToast } from '@ds/components/Toast';
import type { ItemCertificate } from '@app/shared/api/contract/adminCatalogue';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { adminHistoryKeys } from '../api/adminHistory';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { useFormSave } from '../kit/forms/useFormSave';
import { adminCatalogueKeys, itemCertificateQuery, saveItemCertificate, type CertifiedType } from './api';

const text = copy.backofficeCatalogue.certificate;

/** The select's value for "the primary": no certificate of its own. */
const PRIMARY = '';

interface ChoiceValues {
  certificateKey: string;
}

function ChoiceForm({ type, itemKey, current }: { type: CertifiedType; itemKey: string; current: ItemCertificate }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useForm<ChoiceValues>({ defaultValues: { certificateKey: current.certificateKey ?? PRIMARY } });
  const primary = current.certificates.find((certificate) => certificate.primary);
  const save = useFormSave({
    form,
    version: null,
    send: (values) => saveItemCertificate(type, itemKey, values.certificateKey === PRIMARY ? null : values.certificateKey),
    // The learner's certificate reads it: their area refreshes too.
    meta: announces(adminCatalogueKeys.all, adminHistoryKeys.all, ['inventory']),
    fieldOf: (path) => (path === 'certificateKey' ? 'certificateKey' : null),
    onSaved: (answer) => {
      queryClient.setQueryData(adminCatalogueKeys.certificate(type, itemKey), answer);
      void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
      form.reset({ certificateKey: answer.certificateKey ?? PRIMARY });
      toast.show(text.saved);
    },
  });
  const options = [
    { value: PRIMARY, label: primary ? text.primaryOption(primary.name) : text.noPrimaryOption },
    ...current.certificates.filter((certificate) => !certificate.primary).map((certificate) => ({ value: certificate.certificateKey, label: certificate.name })),
  ];
  return (
    <form noValidate onSubmit={save.submit}>
      <Stack gap={3}>
        <SaveProblemAlert problem={save.problem} failed={text.failed} />
        <Select label={text.field} hint={text.hint} options={options} error={form.formState.errors.certificateKey?.message} {...form.register('certificateKey')} />
        <div>
          <Button type="submit" variant="secondary" loading={save.pending} disabled={!form.formState.isDirty}>
            {text.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function CertificateChoice({ type, itemKey }: { type: CertifiedType; itemKey: string }) {
  const current = useQuery(itemCertificateQuery(type, itemKey));
  return (
    <section aria-labelledby="catalogue-certificate-heading">
      <Stack gap={3}>
        <h2 id="catalogue-certificate-heading">{text.title}</h2>
        {current.data ? (
          <ChoiceForm key={itemKey} type={type} itemKey={itemKey} current={current.data} />
        ) : current.isError ? (
          <ErrorState headingLevel={3} title={text.loadFailed} onRetry={() => void current.refetch()} retryLabel={copy.backofficeCatalogue.retry} />
        ) : (
          <Skeleton lines={2} />
        )}
      </Stack>
    </section>
  );
}
