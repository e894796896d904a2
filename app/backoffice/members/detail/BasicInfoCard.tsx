/**
 * The member's basic info (backoffice.md §3 Account: name, e-mail, phone, account key, infos with
 * certificationAt) and its form: the name (2–50) and a new phone (01x, hyphenated as typed, cut at
 * 13, never the current number), checked by adminMemberFields.ts as the server checks them. A refused
 * save puts the server's messages at their fields; any other failure says so above the form and
 * keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { DescriptionList } from '@ds/components/DescriptionList';
import { StatusLabel } from '@ds/components/StatusLabel';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import type { MemberDetail } from '@app/shared/api/contract/adminMemberDetail';
import {
  formatPhoneInput,
  MEMBER_NAME_MAX,
  memberBasicInfoSchema,
  PHONE_INPUT_MAX,
  type MemberBasicInfo,
  type MemberBasicInfoInput,
} from '@app/shared/api/contract/adminMemberFields';
import { copy } from '@app/shared/copy';
import { formatDate, formatDateTime } from '@app/shared/lib/format/date';
import { updateBasicInfo } from '../../api/adminMemberDetail';
import { SaveProblemAlert } from '../../kit/forms/SaveProblemAlert';
import { useFormSave } from '../../kit/forms/useFormSave';
import { useMemberSaved, type MemberCardProps } from './useMemberSaved';
import { SectionCard } from './SectionCard';

const text = copy.backofficeMemberDetail;

function BasicInfoForm({ member }: { member: MemberDetail }) {
  const toast = useToast();
  const saved = useMemberSaved(member.accountKey);
  const form = useForm<MemberBasicInfoInput, unknown, MemberBasicInfo>({
    resolver: zodResolver(memberBasicInfoSchema({ currentPhone: member.phone })),
    defaultValues: { displayName: member.displayName, phone: '' },
  });
  const save = useFormSave({
    form,
    // The member's card carries no version: the last save wins, as the spec's endpoint has it.
    version: null,
    send: (values) => updateBasicInfo(member.accountKey, values),
    fieldOf: (path) => (path === 'displayName' || path === 'phone' ? path : null),
    onSaved: (updated) => {
      saved(updated);
      form.reset({ displayName: updated.displayName, phone: '' });
      toast.show(text.basicSaved);
    },
  });
  const { errors } = form.formState;
  const phone = form.register('phone', {
    onChange: (event: { target: { value: string } }) => form.setValue('phone', formatPhoneInput(event.target.value)),
  });
  return (
    <form noValidate onSubmit={save.submit}>
      <Stack gap={4}>
        <SaveProblemAlert problem={save.problem} failed={text.saveFailed} />
        <TextField label={text.nameLabel} required maxLength={MEMBER_NAME_MAX + 10} autoComplete="off" error={errors.displayName?.message} {...form.register('displayName')} />
        <TextField
          label={text.newPhoneLabel}
          hint={text.newPhoneHint(member.phone ?? text.noPhone)}
          inputMode="tel"
          autoComplete="off"
          maxLength={PHONE_INPUT_MAX}
          error={errors.phone?.message}
          {...phone}
        />
        <div>
          <Button type="submit" loading={save.pending}>
            {text.saveBasic}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function BasicInfoCard({ member, readOnly }: MemberCardProps) {
  const certified = member.infos.filter((info) => info.certificationAt !== null);
  return (
    <SectionCard title={text.basicTitle}>
      <Stack gap={4}>
        <DescriptionList
          termWidth="md"
          items={[
            { key: 'name', term: text.nameLabel, description: member.displayName },
            {
              key: 'email',
              term: text.emailLabel,
              description: (
                <>
                  {member.email}{' '}
                  <StatusLabel tone={member.emailVerified ? 'success' : 'neutral'}>
                    {member.emailVerified ? text.emailVerified : text.emailUnverified}
                  </StatusLabel>
                </>
              ),
            },
            { key: 'phone', term: text.phoneLabel, description: member.phone ?? text.noPhone },
            { key: 'accountKey', term: text.accountKeyLabel, description: member.accountKey },
            ...(member.id ? [{ key: 'id', term: text.loginIdLabel, description: member.id }] : []),
            { key: 'joinedAt', term: text.joinedAtLabel, description: formatDate(member.joinedAt) },
            {
              key: 'status',
              term: text.statusLabel,
              description: <StatusLabel tone={member.status === 'ACTIVE' ? 'success' : 'danger'}>{text.status[member.status]}</StatusLabel>,
            },
            {
              key: 'certified',
              term: text.certifiedInfos,
              description:
                certified.length === 0
                  ? text.noCertification
                  : certified.map((info) => (
                      <div key={info.fieldName}>
                        {info.label}: {text.certifiedAt(info.value ?? '', formatDateTime(info.certificationAt ?? ''))}
                      </div>
                    )),
            },
          ]}
        />
        {readOnly ? null : <BasicInfoForm key={`${member.displayName}|${member.phone ?? ''}`} member={member} />}
      </Stack>
    </SectionCard>
  );
}
