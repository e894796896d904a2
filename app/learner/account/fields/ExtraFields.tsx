/**
 * The tenant's extra fields (spec learner.md §3 Register setting), one control per value type, in
 * the register and account-settings forms. Lives under a react-hook-form `FormProvider` whose
 * values include `InfoFormPart`; each field's error shows under it.
 */
import { useState } from 'react';
import { Controller, useFormContext, useWatch, type UseFormRegister } from 'react-hook-form';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { DateField } from '@ds/components/DateField';
import { RadioGroup } from '@ds/components/RadioGroup';
import { Select } from '@ds/components/Select';
import { TextField } from '@ds/components/TextField';
import type { InfoField, RegisterField } from '@app/shared/api/contract/account';
import { copy } from '@app/shared/copy';
import { formatPhone } from '@app/shared/lib/format/phone';
import { BUSINESS_NUMBER_INPUT_MAX, formatBusinessNumberInput } from '@app/shared/lib/validation/businessNumber';
import { formatPhoneInput, PHONE_INPUT_MAX } from '@app/shared/lib/validation/phone';
import { TEXT_MAX } from '@app/shared/lib/validation/text';
import { AddressInput } from './AddressInput';
import { CertifyDialog } from './CertifyDialog';
import type { InfoFormPart } from './infoForm';

type Path = `info.${string}`;

function PhoneField({ field, saved }: { field: RegisterField; saved: InfoField | undefined }) {
  const { control, setValue, formState } = useFormContext<InfoFormPart>();
  const [certifying, setCertifying] = useState(false);
  const phone = useWatch({ control, name: `info.${field.name}` as Path }) ?? '';
  const certified = Boolean(useWatch({ control, name: `certifications.${field.name}` as `certifications.${string}` }));
  const occupancy = field.valueType === 'CELLPHONE_OCCUPANCY';
  const current = saved?.value ? formatPhone(saved.value) : null;
  return (
    <Stack gap={2}>
      <Controller
        control={control}
        name={`info.${field.name}` as Path}
        render={({ field: input, fieldState }) => (
          <TextField
            label={field.label}
            required={field.required}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={PHONE_INPUT_MAX}
            showCounter={false}
            hint={current ? `${copy.account.phoneHint} · ${current}` : copy.account.phoneHint}
            error={fieldState.error?.message}
            verified={occupancy && certified}
            ref={input.ref}
            name={input.name}
            value={input.value}
            onBlur={input.onBlur}
            onChange={(event) => {
              input.onChange(formatPhoneInput(event.target.value));
              // A certification proves one number: typing another needs a new one.
              if (occupancy) setValue(`certifications.${field.name}`, '');
            }}
          />
        )}
      />
      {occupancy ? (
        <>
          <Button
            type="button"
            variant="secondary"
            disabled={phone.trim() === '' || certified || Boolean(formState.isSubmitting)}
            onClick={() => setCertifying(true)}
          >
            {certified ? copy.account.certified : copy.account.certifyPhone}
          </Button>
          {certifying ? (
            <CertifyDialog
              open
              phone={phone}
              onClose={() => setCertifying(false)}
              onCertified={(key) => {
                setValue(`certifications.${field.name}`, key);
                setValue(`info.${field.name}` as Path, phone, { shouldValidate: true });
                setCertifying(false);
              }}
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

/** register's props without min/max, which the date field types as strings only. */
function textInput({ ref, name, onChange, onBlur }: ReturnType<UseFormRegister<InfoFormPart>>) {
  return { ref, name, onChange, onBlur };
}

function ValueField({ field }: { field: RegisterField }) {
  const { control, register, getFieldState, formState } = useFormContext<InfoFormPart>();
  const name = `info.${field.name}` as Path;
  const error = getFieldState(name, formState).error?.message;
  const common = { label: field.label, required: field.required, error };
  switch (field.valueType) {
    case 'GENDER':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: input }) => (
            <RadioGroup {...common} direction="row" options={field.options} ref={input.ref} name={input.name} value={input.value} onChange={input.onChange} onBlur={input.onBlur} />
          )}
        />
      );
    case 'OPTION':
      return <Select {...common} placeholder={copy.account.selectPlaceholder} options={field.options} {...register(name)} />;
    case 'BIRTHDAY':
      return <DateField {...common} autoComplete="bday" {...textInput(register(name))} />;
    case 'NUMBER':
      return <TextField {...common} inputMode="numeric" maxLength={TEXT_MAX} {...register(name)} />;
    case 'KOR_BUSINESS_NUMBER':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: input }) => (
            <TextField
              {...common}
              inputMode="numeric"
              maxLength={BUSINESS_NUMBER_INPUT_MAX}
              showCounter={false}
              hint={copy.account.businessNumberHint}
              ref={input.ref}
              name={input.name}
              value={input.value}
              onBlur={input.onBlur}
              onChange={(event) => input.onChange(formatBusinessNumberInput(event.target.value))}
            />
          )}
        />
      );
    case 'KOR_ADDRESS':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: input }) => (
            <AddressInput label={field.label} value={input.value} onChange={input.onChange} onBlur={input.onBlur} error={error} />
          )}
        />
      );
    default:
      return <TextField {...common} maxLength={TEXT_MAX} {...register(name)} />;
  }
}

export function ExtraFields({ fields, saved = [] }: { fields: readonly RegisterField[]; saved?: readonly InfoField[] }) {
  return (
    <Stack gap={4}>
      {fields.map((field) =>
        field.valueType === 'CELLPHONE_OCCUPANCY' || field.valueType === 'CELLPHONE_NORMAL' ? (
          <PhoneField key={field.name} field={field} saved={saved.find((info) => info.fieldName === field.name)} />
        ) : (
          <ValueField key={field.name} field={field} />
        ),
      )}
    </Stack>
  );
}
