/**
 * `/admin/coupons/:couponKey/issue` (backoffice.md §3 Issue job: issueMethod ADMIN_INDIVIDUAL or
 * group; issue 30): issuing an operating coupon to people chosen with the kit's recipient picker
 * (kit/recipients) — individual accounts from the member search (rows, a page, or "all N
 * matching" sent as the member list's query scope), a pasted list or CSV told apart by the dry run
 * (new / already holds it / withdrawn / not found / invalid), or a member group — with an optional
 * memo. Starting asks first with the count and scope in words; if the server finds the scope or
 * group now covers another number (it moved since), it asks again with the new number before
 * anything runs (the kit's useRecipientStart). Opened from the member list's selection ("쿠폰 발급",
 * through IssueChooserPage where the coupon is chosen), the people are that selection already. The issue is a job of the job centre (progress, stop, per-account errors, a
 * blocked account retried on its own); the page goes back to the coupon, whose holders, counts and
 * the members' detail pages follow when the job ends (the area's job effect, other tabs too).
 *
 * A page rather than a dialog: the member search is a list-kit list that keeps its filter in the
 * URL, and the coupon's detail already has one (its usage history).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { Link } from '@ds/components/TextButton';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import type { CouponSpec } from '@app/shared/api/contract/adminCoupon';
import { ISSUE_DESCRIPTION_MAX, issueMethodOf } from '@app/shared/api/contract/adminCouponIssue';
import { canApplyCouponAction } from '@app/shared/api/contract/adminCouponRules';
import type { RecipientGroup, Recipients } from '@app/shared/api/contract/adminRecipients';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { adminCouponKeys, couponSpecQuery, issueCoupon, issueDryRun, issueGroupsQuery, issueMembersQuery } from '../api/adminCoupon';
import { useJobCentre } from '../kit/jobs/JobCentre';
import { RecipientPicker, useRecipientPicker, useRecipientStart, type RecipientSubject } from '../kit/recipients';
import { AdminPage } from '../shell/AdminPage';
import { couponPath } from './paths';

const text = copy.backofficeCoupons.issue;

// Not a <form>: the member search's filter bar is a form of its own, and forms do not nest.
const Form = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  fieldset { display: grid; gap: ${vars.space[3]}; margin: 0; padding: 0; border: 0; min-width: 0; }
  legend { margin-bottom: ${vars.space[2]}; font-size: ${vars.font.sizeLg}; font-weight: ${vars.font.weightBold}; }
`;

function IssueForm({ coupon, groups }: { coupon: CouponSpec; groups: readonly RecipientGroup[] }) {
  const navigate = useNavigate();
  const toast = useToast();
  const centre = useJobCentre();
  const queryClient = useQueryClient();
  const [description, setDescription] = useState('');
  const { couponKey } = coupon;

  const subject = useMemo<RecipientSubject>(() => ({ key: couponKey, dryRun: (identifiers, options) => issueDryRun(couponKey, identifiers, options) }), [couponKey]);
  const picker = useRecipientPicker({ listId: 'coupons.issue.members', groups, membersQuery: issueMembersQuery, subject });

  const start = useMutation({
    mutationFn: (recipients: Recipients) => issueCoupon(couponKey, { issueMethod: issueMethodOf(recipients.source), recipients, description }),
    meta: announces(adminCouponKeys.all),
    onSuccess: (job) => {
      centre.track(job);
      void queryClient.invalidateQueries({ queryKey: adminCouponKeys.coupon(couponKey) });
      toast.show(text.started);
      void navigate(couponPath(couponKey));
    },
  });
  // The page's words for both questions, its own sentence for what is given to whom.
  const confirm = useRecipientStart(start, {
    ...text,
    confirmBody: (chosen) => text.confirmBody(coupon.internalTitle, chosen.scope, formatCount(chosen.count)),
  });

  const { mutateAsync: startAsync } = start;
  const startImported = useCallback((recipients: Recipients) => startAsync(recipients), [startAsync]);

  return (
    <>
      <Form>
        <fieldset>
          <legend>{text.peopleLegend}</legend>
          <RecipientPicker
            picker={picker}
            words={{
              alreadyHolds: text.alreadyHolds,
              importTitle: text.importTitle(coupon.internalTitle),
              importDescription: text.importDescription,
              importFileName: text.importFileName(coupon.internalTitle),
            }}
            startImported={startImported}
          />
        </fieldset>
        <TextField
          label={text.fieldDescription}
          hint={text.fieldDescriptionHint}
          maxLength={ISSUE_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        {confirm.failed && <Alert tone="danger">{text.failed}</Alert>}
        <div>
          <Button
            loading={start.isPending}
            onClick={() => {
              const chosen = picker.choose();
              if (chosen) confirm.ask(chosen);
            }}
          >
            {text.submit}
          </Button>
        </div>
      </Form>
      {confirm.dialogs}
    </>
  );
}

export function IssuePage() {
  const { couponKey = '' } = useParams();
  const coupon = useQuery(couponSpecQuery(couponKey));
  const groups = useQuery(issueGroupsQuery());
  const area = areaById('COUPON');
  const back = <Link to={couponPath(couponKey)}>{copy.backofficeCoupons.codeList.backToCoupon}</Link>;
  if (coupon.data && groups.data) {
    return (
      <AdminPage title={text.title} area={area} description={text.intro(coupon.data.internalTitle)} actions={back}>
        {canApplyCouponAction(coupon.data.status, 'ISSUE') ? (
          <IssueForm coupon={coupon.data} groups={groups.data.items} />
        ) : (
          <Alert tone="warning">{text.notOperating}</Alert>
        )}
      </AdminPage>
    );
  }
  return (
    <AdminPage title={text.title} area={area} actions={back}>
      {coupon.isError || groups.isError ? (
        <ErrorState
          headingLevel={2}
          title={coupon.isError ? copy.backofficeCoupons.loadFailed : text.loadFailed}
          retryLabel={copy.backofficeCoupons.retry}
          onRetry={() => void (coupon.isError ? coupon.refetch() : groups.refetch())}
        />
      ) : (
        <Skeleton height="12rem" />
      )}
    </AdminPage>
  );
}
