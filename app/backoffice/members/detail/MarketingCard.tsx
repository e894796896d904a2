/**
 * One member's marketing consent (backoffice.md §7 Members "marketing consent"): a switch that
 * saves at once and says when the consent last changed. While it saves the switch is busy; a
 * failure puts it back and says so.
 */
import { useMutation } from '@tanstack/react-query';
import { Stack } from '@ds/components/Box';
import { Switch } from '@ds/components/Switch';
import { useToast } from '@ds/components/Toast';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { updateMarketing } from '../../api/adminMemberDetail';
import { useMemberSaved, type MemberCardProps } from './useMemberSaved';
import { SectionCard } from './SectionCard';

const text = copy.backofficeMemberDetail;

export function MarketingCard({ member, readOnly }: MemberCardProps) {
  const toast = useToast();
  const saved = useMemberSaved(member.accountKey);
  const change = useMutation({
    mutationFn: (agreed: boolean) => updateMarketing(member.accountKey, agreed),
    onSuccess: (updated) => {
      saved(updated);
      toast.show(updated.marketingAgreement ? text.marketingAgreed : text.marketingDeclined);
    },
    onError: () => toast.show(text.marketingFailed),
  });
  const checked = change.isPending ? change.variables : member.marketingAgreement;
  return (
    <SectionCard title={text.marketingTitle}>
      <Stack gap={2}>
        <Switch
          label={text.marketingLabel}
          checked={checked}
          disabled={readOnly || change.isPending}
          aria-busy={change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
          hint={member.marketingAgreedAt ? text.marketingSince(formatDateTime(member.marketingAgreedAt)) : undefined}
        />
      </Stack>
    </SectionCard>
  );
}
