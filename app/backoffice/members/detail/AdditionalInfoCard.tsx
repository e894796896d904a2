/**
 * The member's additional info, one field per entry of the tenant's info-config by its value type
 * (backoffice.md §3 "info-config list with valueType", §5): choices as selects, phones and business
 * numbers hyphenated as typed, the address as its three parts, text as short text (1–30). Only the
 * values that changed are checked and sent (an unchanged certified phone keeps its certification;
 * a stored value from before a rule does not block the card); the server re-checks them and a
 * refusal shows at the field (the first one focused) and any other failure is the notice above the
 * form, brought into view (the form kit's useFormSave). A failed save keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod/mini';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { DescriptionList } from '@ds/components/DescriptionList';
import { ErrorState } from '@ds/components/ErrorState';
import { Select } from '@ds/components/Select';
import { Skeleton } from '@ds/components/Skeleton';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import type { RegisterField } from '@app/shared/api/contract/account';
import {
  BUSINESS_NUMBER_INPUT_MAX,
  formatBusinessNumberInput,
  formatPhoneInput,
  memberInfoValuesSchema,
  PHONE_INPUT_MAX,
  SHORT_TEXT_MAX,
} from '@app/shared/api/contract/adminMemberFields';
import type { MemberDetail } from '@app/shared/api/contract/adminMemberDetail';
import { copy } from '@app/shared/copy';
import { composeAddress, parseAddress } from '@app/shared/lib/validation/address';
import { infoConfigQuery } from '../../api/adminAccount';
import { updateAdditionalInfo } from '../../api/adminMemberDetail';
import { SaveProblemAlert } from '../../kit/forms/SaveProblemAlert';
import { useFormSave } from '../../kit/forms/useFormSave';
import { useMemberSaved, type MemberCardProps } from './useMemberSaved';
import { SectionCard } from './SectionCard';
import { infoValueInWords } from './infoWords';

const text = copy.backofficeMemberDetail;

interface InfoFormValues {
  info: { fieldName: string; value: string }[];
}
type InfoForm = UseFormReturn<InfoFormValues>;

function savedValues(member: MemberDetail, fields: readonly RegisterField[]): InfoFormValues {
  const values = new Map(member.infos.map((info) => [info.fieldName, info.value ?? '']));
  return { info: fields.map((field) => ({ fieldName: field.name, value: values.get(field.name) ?? '' })) };
}

const formatters: Partial<Record<RegisterField['valueType'], (value: string) => string>> = {
  CELLPHONE_OCCUPANCY: formatPhoneInput,
  CELLPHONE_NORMAL: formatPhoneInput,
  KOR_BUSINESS_NUMBER: formatBusinessNumberInput,
};

function AddressInput({ form, index, field, error }: { form: InfoForm; index: number; field: RegisterField; error?: string }) {
  const name = `info.${index}.value` as const;
  const parts = parseAddress(form.watch(name));
  const set = (part: keyof typeof parts) => (event: { target: { value: string } }) =>
    form.setValue(name, composeAddress({ ...parts, [part]: event.target.value }), { shouldDirty: true });
  return (
    <fieldset>
      <legend>{field.label}</legend>
      <Stack gap={2}>
        <TextField label={text.postalCode} inputMode="numeric" maxLength={5} value={parts.postalCode} onChange={set('postalCode')} error={error} />
        <TextField label={text.address} value={parts.address} onChange={set('address')} />
        <TextField label={text.addressDetail} value={parts.detail} onChange={set('detail')} />
      </Stack>
    </fieldset>
  );
}

function InfoInput({ form, index, field }: { form: InfoForm; index: number; field: RegisterField }) {
  const name = `info.${index}.value` as const;
  const error = form.formState.errors.info?.[index]?.value?.message;
  const common = { label: field.label, required: field.required, error };
  switch (field.valueType) {
    case 'GENDER':
    case 'OPTION':
      return <Select {...common} placeholder={text.choose} options={field.options} {...form.register(name)} />;
    case 'KOR_ADDRESS':
      return <AddressInput form={form} index={index} field={field} error={error} />;
    case 'BIRTHDAY':
      return <TextField {...common} type="date" {...form.register(name)} />;
    default: {
      const format = formatters[field.valueType];
      const phone = field.valueType === 'CELLPHONE_OCCUPANCY' || field.valueType === 'CELLPHONE_NORMAL';
      const maxLength = phone ? PHONE_INPUT_MAX : field.valueType === 'KOR_BUSINESS_NUMBER' ? BUSINESS_NUMBER_INPUT_MAX : SHORT_TEXT_MAX + 10;
      return (
        <TextField
          {...common}
          inputMode={phone || field.valueType === 'NUMBER' ? 'numeric' : undefined}
          autoComplete="off"
          maxLength={maxLength}
          {...form.register(name, format ? { onChange: (event: { target: { value: string } }) => form.setValue(name, format(event.target.value)) } : {})}
        />
      );
    }
  }
}

function AdditionalInfoForm({ member, fields }: { member: MemberDetail; fields: readonly RegisterField[] }) {
  const toast = useToast();
  const saved = useMemberSaved(member.accountKey);
  const initial = savedValues(member, fields);
  const savedValue = (fieldName: string) => member.infos.find((info) => info.fieldName === fieldName)?.value ?? null;
  const form = useForm<InfoFormValues>({
    // Only what the operator changed is checked (and sent): a value stored before a rule applied
    // must not block saving the rest of the card.
    resolver: zodResolver(z.object({ info: memberInfoValuesSchema(fields, savedValue, { onlyChanged: true }) })),
    defaultValues: initial,
  });
  /** The form's index of each value sent: only the changed ones are, numbered from 0 by the server. */
  const changedIndexes = (values: InfoFormValues) => values.info.flatMap((entry, index) => (entry.value !== initial.info[index]?.value ? [index] : []));
  const save = useFormSave({
    form,
    // The member's card carries no version: the last save wins, as the spec's endpoint has it.
    version: null,
    send: (values) => updateAdditionalInfo(member.accountKey, { info: changedIndexes(values).flatMap((index) => values.info[index] ?? []) }),
    fieldOf: (path): FieldPath<InfoFormValues> | null => {
      const match = /^info\.(\d+)\.value$/.exec(path);
      const index = match ? changedIndexes(form.getValues())[Number(match[1])] : undefined;
      return index === undefined ? null : `info.${index}.value`;
    },
    onSaved: (updated) => {
      saved(updated);
      toast.show(text.additionalSaved);
    },
  });
  return (
    <form noValidate onSubmit={save.submit}>
      <Stack gap={4}>
        <SaveProblemAlert problem={save.problem} failed={text.saveFailed} />
        {fields.map((field, index) => (
          <InfoInput key={field.name} form={form} index={index} field={field} />
        ))}
        <div>
          <Button type="submit" loading={save.pending} disabled={!form.formState.isDirty}>
            {text.saveAdditional}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function AdditionalInfoCard({ member, readOnly }: MemberCardProps) {
  const config = useQuery(infoConfigQuery());
  const infoKey = member.infos.map((info) => info.value ?? '').join('|');
  return (
    <SectionCard title={text.additionalTitle}>
      {config.isPending ? (
        <div role="status" aria-label={text.loading}>
          <Skeleton lines={4} />
        </div>
      ) : config.isError ? (
        <ErrorState description={copy.common.serverError} onRetry={() => void config.refetch()} retryLabel={copy.common.retry} />
      ) : config.data.info.length === 0 ? (
        <p>{text.additionalEmpty}</p>
      ) : readOnly ? (
        <DescriptionList
          termWidth="md"
          items={member.infos.map((info) => {
            const field = config.data.info.find((candidate) => candidate.name === info.fieldName);
            const value = info.value ?? '';
            return { key: info.fieldName, term: info.label, description: infoValueInWords(field, value) ?? value };
          })}
        />
      ) : (
        <AdditionalInfoForm key={infoKey} member={member} fields={config.data.info} />
      )}
    </SectionCard>
  );
}
