/**
 * Issuing an operating coupon to a member group (backoffice.md §3 Issue job, issueMethod group;
 * issue 30): pick one of the tenant's groups (with its member count) and an optional memo; the
 * issue runs as a job of the job centre (progress, stop, cancel, per-account errors), and when it
 * ends the holders and the issued count refresh (the area's job effect).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { Select } from '@ds/components/Select';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { ISSUE_DESCRIPTION_MAX } from '@app/shared/api/contract/adminCouponIssue';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { adminCouponKeys, issueGroupsQuery, issueToGroup } from '../api/adminCoupon';
import { useJobCentre } from '../kit/jobs/JobCentre';

const text = copy.backofficeCoupons.issue;

export function IssueDialog({ couponKey, onClose }: { couponKey: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const centre = useJobCentre();
  const formId = useId();
  const groups = useQuery(issueGroupsQuery());
  const [groupKey, setGroupKey] = useState('');
  const [description, setDescription] = useState('');
  const [missingGroup, setMissingGroup] = useState(false);
  const issue = useMutation({
    mutationFn: () => issueToGroup(couponKey, { issueMethod: 'GROUP', groupKey, description }),
    meta: announces(adminCouponKeys.all),
    onSuccess: (job) => {
      centre.track(job);
      void queryClient.invalidateQueries({ queryKey: adminCouponKeys.coupon(couponKey) });
      toast.show(text.started);
      onClose();
    },
  });
  return (
    <Dialog
      open
      onClose={() => !issue.isPending && onClose()}
      title={text.dialogTitle}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={issue.isPending}>
            {copy.backofficeCoupons.cancel}
          </Button>
          <Button type="submit" form={formId} loading={issue.isPending}>
            {text.submit}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!groupKey) setMissingGroup(true);
          else issue.mutate();
        }}
      >
        <p>{text.intro}</p>
        {issue.isError ? <Alert tone="danger">{text.failed}</Alert> : null}
        <Select
          label={text.fieldGroup}
          required
          placeholder={text.groupPlaceholder}
          value={groupKey}
          onChange={(event) => {
            setGroupKey(event.target.value);
            setMissingGroup(false);
          }}
          error={missingGroup ? text.groupRequired : undefined}
          options={(groups.data?.items ?? []).map((group) => ({ value: group.groupKey, label: text.groupOption(group.name, formatCount(group.memberCount)) }))}
        />
        <TextField
          label={text.fieldDescription}
          hint={text.fieldDescriptionHint}
          maxLength={ISSUE_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
