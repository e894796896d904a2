/**
 * `/admin/coupons/:couponKey` (backoffice.md §3 Coupon spec, §4 coupon status; issue 30): the
 * specification's status, discount, validity, use limit, issued / used counts, description and
 * memo, the actions its status allows — from the one table the mock reads too
 * (`allowedCouponActions`): 수정하기 and 운영 시작 while CREATED, 수정하기 and 운영 종료 while
 * PUBLISHED, none once UNPUBLISHED (said in words) — its codes (CouponCodesSection: 코드 만들기
 * while the status allows it, each code specification's export), 쿠폰 발급 while it operates (the
 * issue page: people or a group, a job), its holders, its usage history (CouponUsageSection: the orders
 * that took it), and its change history. Operating and stopping
 * cannot be taken back, so each asks first; the stop says it cannot be undone. An action another
 * tab made stale (409 coupon.transition.not_allowed) is told, and the page shows the status now.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { DescriptionList, type DescriptionItem } from '@ds/components/DescriptionList';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import type { CouponSpec } from '@app/shared/api/contract/adminCoupon';
import { allowedCouponActions, type CouponStatus } from '@app/shared/api/contract/adminCouponRules';
import { copy } from '@app/shared/copy';
import { formatDate, formatDateTime } from '@app/shared/lib/format/date';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { adminCouponKeys, couponSpecQuery, operateCouponSpec, stopCouponSpec } from '../api/adminCoupon';
import { RecordHistory } from '../history/RecordHistory';
import { AdminPage } from '../shell/AdminPage';
import { CouponCodesSection } from './CouponCodesSection';
import { CouponHoldersSection } from './CouponHoldersSection';
import { CouponUsageSection } from './CouponUsageSection';
import { CouponStatusLabel, discountText, limitText, validityText } from './couponDisplay';
import { isCouponError } from './couponErrors';
import { editCouponPath, issueCouponPath } from './paths';

const text = copy.backofficeCoupons;

function facts(coupon: CouponSpec): DescriptionItem[] {
  return [
    { term: text.factKey, description: coupon.couponKey },
    { term: text.columnStatus, description: <CouponStatusLabel status={coupon.status} /> },
    { term: text.columnType, description: text.typeLabels[coupon.type] },
    { term: text.columnDiscount, description: discountText(coupon) },
    { term: text.columnValidity, description: validityText(coupon) },
    { term: text.columnUseLimit, description: limitText(coupon) },
    { term: text.columnIssued, description: formatCount(coupon.issuedCount) },
    { term: text.columnUsed, description: formatCount(coupon.usedCount) },
    { term: text.factDescription, description: coupon.description },
    { term: text.factMemo, description: coupon.memo || text.noMemo },
    { term: text.factCreated, description: formatDate(coupon.createdAt) },
    { term: text.factCreatedBy, description: coupon.createdBy.displayName },
    { term: text.factUpdated, description: formatDateTime(coupon.updatedAt) },
  ];
}

type Transition = 'OPERATE' | 'STOP';

function CouponBody({ coupon }: { coupon: CouponSpec }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Transition | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (action: Transition) => (action === 'OPERATE' ? operateCouponSpec(coupon.couponKey) : stopCouponSpec(coupon.couponKey)),
    meta: announces(adminCouponKeys.all),
    onSuccess: (updated, action) => {
      setAsking(null);
      setNotice(null);
      queryClient.setQueryData(adminCouponKeys.coupon(updated.couponKey), updated);
      void queryClient.invalidateQueries({ queryKey: adminCouponKeys.lists() });
      toast.show(action === 'OPERATE' ? text.operated : text.stopped);
    },
    onError: (error) => {
      setAsking(null);
      if (isCouponError(error, 'couponTransitionNotAllowed')) {
        const status = (error as unknown as { data: { status?: CouponStatus } | null }).data?.status;
        setNotice(text.staleAction(status ? text.statusLabels[status] : ''));
        void queryClient.invalidateQueries({ queryKey: adminCouponKeys.all });
      } else setNotice(text.actionFailed);
    },
  });
  const actions = allowedCouponActions(coupon.status);
  return (
    <AdminPage
      title={coupon.internalTitle}
      area={areaById('COUPON')}
      actions={
        actions.length === 0 ? (
          <p>{text.noAction}</p>
        ) : (
          <>
            {actions.includes('EDIT') && (
              <Button variant="secondary" onClick={() => void navigate(editCouponPath(coupon.couponKey))}>
                {text.actionLabels.EDIT}
              </Button>
            )}
            {actions.includes('OPERATE') && <Button onClick={() => setAsking('OPERATE')}>{text.actionLabels.OPERATE}</Button>}
            {actions.includes('ISSUE') && (
              <Button variant="secondary" onClick={() => void navigate(issueCouponPath(coupon.couponKey))}>
                {text.actionLabels.ISSUE}
              </Button>
            )}
            {actions.includes('STOP') && (
              <Button variant="danger" onClick={() => setAsking('STOP')}>
                {text.actionLabels.STOP}
              </Button>
            )}
          </>
        )
      }
    >
      {notice && (
        <Alert tone="warning" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {/* One step between the sections, each heading spaced as the change history's (couponDisplay's DetailSection). */}
      <Stack gap={8}>
        <DescriptionList items={facts(coupon)} />
        <CouponCodesSection couponKey={coupon.couponKey} status={coupon.status} />
        <CouponHoldersSection couponKey={coupon.couponKey} />
        <CouponUsageSection couponKey={coupon.couponKey} />
        <RecordHistory recordType="COUPON" recordKey={coupon.couponKey} />
      </Stack>
      <ConfirmDialog
        open={asking === 'OPERATE'}
        title={text.operateTitle}
        submitLabel={text.operateConfirm}
        cancelLabel={text.cancel}
        submitting={act.isPending}
        onCancel={() => setAsking(null)}
        onSubmit={() => act.mutate('OPERATE')}
      >
        {text.operateBody(coupon.internalTitle)}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'STOP'}
        tone="danger"
        title={text.stopTitle}
        submitLabel={text.stopConfirm}
        cancelLabel={text.cancel}
        submitting={act.isPending}
        onCancel={() => setAsking(null)}
        onSubmit={() => act.mutate('STOP')}
      >
        {text.stopBody(coupon.internalTitle)}
      </ConfirmDialog>
    </AdminPage>
  );
}

export function CouponDetailPage() {
  const { couponKey = '' } = useParams();
  const coupon = useQuery(couponSpecQuery(couponKey));
  if (coupon.data) return <CouponBody coupon={coupon.data} />;
  return (
    <AdminPage title={text.detailTitle} area={areaById('COUPON')}>
      {coupon.isError ? (
        <ErrorState headingLevel={2} title={text.loadFailed} retryLabel={text.retry} onRetry={() => void coupon.refetch()} />
      ) : (
        <Skeleton height="12rem" />
      )}
    </AdminPage>
  );
}
