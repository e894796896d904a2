/**
 * `/admin/coupons/exchange-codes/:exchangeCodeKey` (backoffice.md §3 Exchange code, §4 "Codes are
 * ACTIVE or INACTIVE"; issue 30): the code, how it was made, its status, how many times it can be
 * and has been redeemed, its description, the coupons it hands out as they are now (one stopped
 * since says so and links to its specification), 수정하기, and its change history.
 *
 * Turning a code off (사용 중지) or on again (다시 사용) can be taken back, so it is applied on
 * screen at once and sent after the kit's undo window ("되돌리기" in the toast sends nothing). A
 * change another tab made first (409 coupon.exchange.version_conflict) is told, and the page shows
 * the code as it is now.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { DescriptionList, type DescriptionItem } from '@ds/components/DescriptionList';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { Table, type TableColumn } from '@ds/components/Table';
import { Link } from '@ds/components/TextButton';
import type { ExchangeCode, RedeemableCoupon } from '@app/shared/api/contract/adminCouponExchange';
import { exchangeActionFor, exchangeActionTarget, isRedeemableCouponStatus } from '@app/shared/api/contract/adminCouponExchangeRules';
import { copy } from '@app/shared/copy';
import { formatDate, formatDateTime } from '@app/shared/lib/format/date';
import { areaById } from '../../access/areas';
import { adminHistoryKeys } from '../../api/adminHistory';
import { adminExchangeKeys, changeExchangeCodeStatus, exchangeCodeQuery } from '../../api/adminCouponExchange';
import { RecordHistory } from '../../history/RecordHistory';
import { useUndoableAction } from '../../kit/undo/UndoProvider';
import { AdminPage } from '../../shell/AdminPage';
import { CouponStatusLabel, discountText } from '../couponDisplay';
import { isCouponError } from '../couponErrors';
import { couponPath, editExchangeCodePath } from '../paths';
import { availableText, ExchangeStatusLabel } from './exchangeDisplay';

const text = copy.backofficeExchangeCodes;
const couponText = copy.backofficeCoupons;

function facts(exchange: ExchangeCode): DescriptionItem[] {
  return [
    { term: text.factCode, description: <code>{exchange.code}</code> },
    { term: text.columnType, description: text.typeLabels[exchange.type] },
    { term: text.columnStatus, description: <ExchangeStatusLabel status={exchange.status} /> },
    { term: text.columnAvailable, description: availableText(exchange.availableCount) },
    { term: text.columnRedeemed, description: text.times(exchange.redeemedCount) },
    { term: text.factDescription, description: exchange.description },
    { term: text.factCreated, description: formatDate(exchange.createdAt) },
    { term: text.factCreatedBy, description: exchange.createdBy.displayName },
    { term: text.factUpdated, description: formatDateTime(exchange.updatedAt) },
  ];
}

const couponColumns: TableColumn<RedeemableCoupon>[] = [
  { id: 'title', header: couponText.columnTitle, cell: (coupon) => <Link to={couponPath(coupon.couponKey)}>{coupon.internalTitle}</Link> },
  {
    id: 'status',
    header: couponText.columnStatus,
    cell: (coupon) => (
      <>
        <CouponStatusLabel status={coupon.status} />
        {!isRedeemableCouponStatus(coupon.status) && <span> {text.couponStoppedNote}</span>}
      </>
    ),
  },
  { id: 'discount', header: couponText.columnDiscount, align: 'end', cell: (coupon) => `${couponText.typeLabels[coupon.type]} ${discountText(coupon)}` },
];

function ExchangeBody({ exchange }: { exchange: ExchangeCode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const undo = useUndoableAction();
  const [notice, setNotice] = useState<string | null>(null);
  const key = adminExchangeKeys.exchange(exchange.exchangeCodeKey);
  const action = exchangeActionFor(exchange.status);

  const toggle = () => {
    const before = exchange;
    const status = exchangeActionTarget[action];
    setNotice(null);
    undo.run({
      label: action === 'DEACTIVATE' ? text.deactivated(exchange.code) : text.activated(exchange.code),
      apply: () => queryClient.setQueryData(key, { ...before, status }),
      revert: () => queryClient.setQueryData(key, before),
      send: async ({ keepalive }) => {
        try {
          const updated = await changeExchangeCodeStatus(before.exchangeCodeKey, status, before.version, { keepalive });
          queryClient.setQueryData(key, updated);
        } catch (error) {
          setNotice(isCouponError(error, 'exchangeVersionConflict') ? text.staleStatus : text.statusFailed);
          throw error;
        } finally {
          void queryClient.invalidateQueries({ queryKey: adminExchangeKeys.all });
        }
      },
      changes: [adminExchangeKeys.all, adminHistoryKeys.all],
    });
  };

  return (
    <AdminPage
      title={exchange.title}
      area={areaById('COUPON')}
      actions={
        <>
          <Button variant="secondary" onClick={() => void navigate(editExchangeCodePath(exchange.exchangeCodeKey))}>
            {text.edit}
          </Button>
          <Button variant={action === 'DEACTIVATE' ? 'danger' : 'primary'} onClick={toggle}>
            {action === 'DEACTIVATE' ? text.deactivate : text.activate}
          </Button>
        </>
      }
    >
      {notice && (
        <Alert tone="warning" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <DescriptionList items={facts(exchange)} />
      <div>
        <h2>{text.couponsTitle}</h2>
        <Table caption={text.couponsCaption} hideCaption columns={couponColumns} rows={exchange.redeemableCoupons} getRowKey={(coupon) => coupon.couponKey} />
      </div>
      <RecordHistory recordType="EXCHANGE_CODE" recordKey={exchange.exchangeCodeKey} />
    </AdminPage>
  );
}

export function ExchangeCodeDetailPage() {
  const { exchangeCodeKey = '' } = useParams();
  const exchange = useQuery(exchangeCodeQuery(exchangeCodeKey));
  if (exchange.data) return <ExchangeBody exchange={exchange.data} />;
  return (
    <AdminPage title={text.detailTitle} area={areaById('COUPON')}>
      {exchange.isError ? (
        <ErrorState headingLevel={2} title={text.loadFailed} retryLabel={text.retry} onRetry={() => void exchange.refetch()} />
      ) : (
        <Skeleton height="12rem" />
      )}
    </AdminPage>
  );
}
