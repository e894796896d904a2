/**
 * One member's marketing consent (backoffice.md §7 Members "marketing consent"): a switch that
 * saves at once and says when the consent last changed; below it the separate consent to
 * advertising at night (issue 43: 21:00–08:00 Seoul, which a night advertisement needs), which can
 * be given only with marketing consent and goes when that is taken back. While one saves its
 * switch is busy; a failure puts it back and says so.
 */
import { useMutation } from '@tanstack/react-query';
import { Stack } from '@ds/components/Box';
import { Switch } from '@ds/components/Switch';
import { useToast } from '@ds/components/Toast';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { updateMarketing, updateNightMarketing } from '../../api/adminMemberDetail';
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
  const nightChange = useMutation({
    mutationFn: (agreed: boolean) => updateNightMarketing(member.accountKey, agreed),
    onSuccess: (updated) => {
      saved(updated);
      toast.show(updated.nightMarketingAgreement ? text.nightMarketingAgreed : text.nightMarketingDeclined);
    },
    onError: () => toast.show(text.nightMarketingFailed),
  });
  const busy = change.isPending || nightChange.isPending;
  const checked = change.isPending ? change.variables : member.marketingAgreement;
  const nightChecked = nightChange.isPending ? nightChange.variables : checked && member.nightMarketingAgreement;
  const nightHint = !checked
    ? text.nightMarketingNeedsMarketing
    : member.nightMarketingAgreedAt
      ? `${text.nightMarketingHint} ${text.marketingSince(formatDateTime(member.nightMarketingAgreedAt))}`
      : text.nightMarketingHint;
  return (
    <SectionCard title={text.marketingTitle}>
      <Stack gap={2}>
        <Switch
          label={text.marketingLabel}
          checked={checked}
          disabled={readOnly || busy}
          aria-busy={change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
          hint={member.marketingAgreedAt ? text.marketingSince(formatDateTime(member.marketingAgreedAt)) : undefined}
        />
        <Switch
          label={text.nightMarketingLabel}
          checked={nightChecked}
          disabled={readOnly || busy || !checked}
          aria-busy={nightChange.isPending}
          onChange={(event) => nightChange.mutate(event.target.checked)}
          hint={nightHint}
        />
      </Stack>
    </SectionCard>
  );
}
