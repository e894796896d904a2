/**
 * The mobile carrier certification step of a CELLPHONE_OCCUPANCY field (`POST /certify`): the
 * holder's name and birthday for the typed phone; the answer's key proves the value to the server.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { DateField } from '@ds/components/DateField';
import { Dialog } from '@ds/components/Dialog';
import { TextField } from '@ds/components/TextField';
import { certifyPhone } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { displayNameRule, DISPLAY_NAME_MAX } from '@app/shared/lib/validation/account';
import { isPastDay } from '@app/shared/lib/validation/infoValue';
import { generalMessage } from '@app/shared/account/serverErrors';

const schema = z.object({
  name: displayNameRule,
  birthday: z
    .string()
    .check(z.refine((value) => isPastDay(value), copy.account.validation.birthdayFormat)),
});
type CertifyValues = z.infer<typeof schema>;

export interface CertifyDialogProps {
  open: boolean;
  phone: string;
  onClose: () => void;
  onCertified: (certificationKey: string) => void;
}

export function CertifyDialog({ open, phone, onClose, onCertified }: CertifyDialogProps) {
  const form = useForm<CertifyValues>({ resolver: zodResolver(schema), defaultValues: { name: '', birthday: '' } });
  const certify = useMutation({
    mutationFn: (values: CertifyValues) => certifyPhone({ ...values, phone }),
    onSuccess: (answer) => onCertified(answer.certificationKey),
  });
  const { errors } = form.formState;
  const { ref, name, onChange, onBlur } = form.register('birthday');
  const birthdayInput = { ref, name, onChange, onBlur };
  const formId = 'certify-phone-form';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={copy.account.certifyDialogTitle}
      description={copy.account.certifyDialogBody}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {copy.common.cancel}
          </Button>
          <Button type="submit" form={formId} loading={certify.isPending}>
            {copy.account.certifySubmit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => {
        // Inside another form's tree in React: keep the outer form from submitting too.
        event.stopPropagation();
        void form.handleSubmit((values) => certify.mutate(values))(event);
      }}>
        <Stack gap={4}>
          {certify.isError ? <Alert tone="danger">{generalMessage(certify.error)}</Alert> : null}
          <TextField label={copy.account.certifyName} maxLength={DISPLAY_NAME_MAX} required error={errors.name?.message} {...form.register('name')} />
          <DateField label={copy.account.certifyBirthday} required error={errors.birthday?.message} {...birthdayInput} />
        </Stack>
      </form>
    </Dialog>
  );
}
