/**
 * `/admin/coupons/:couponKey/codes/:codeSpecKey` (backoffice.md §4 "Codes are ACTIVE or
 * INACTIVE"; issue 30): one code specification's codes beyond the export, on the list kit — by
 * cursor slices in the order they were made ("코드 더 보기"), filtered by part of a code and by
 * status, with the count of every match and of the inactive ones — each turned off (사용 중지) or
 * on again (다시 사용) on its own. That can be taken back, so it is applied on screen at once and
 * sent after the kit's undo window; a send that fails puts the row back and says so. A stopped
 * coupon's codes stay as they are (§4 UNPUBLISHED: no action), so its rows offer nothing.
 */
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { EmptyState } from '@ds/components/EmptyState';
import { Skeleton } from '@ds/components/Skeleton';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Link } from '@ds/components/TextButton';
import { formatCount } from '@ds/lib/text/number';
import type { CouponCode } from '@app/shared/api/contract/adminCouponCode';
import { codeStatuses, type CodeStatus } from '@app/shared/api/contract/adminCouponCodeRules';
import { allowedCouponActions } from '@app/shared/api/contract/adminCouponRules';
import { copy } from '@app/shared/copy';
import { areaById } from '../access/areas';
import { adminCouponKeys, changeCodeStatus, codeSpecsQuery, codesQuery, couponSpecQuery } from '../api/adminCoupon';
import { adminHistoryKeys } from '../api/adminHistory';
import { ListPage } from '../kit/list/ListPage';
import { sliceRows } from '../kit/list/sliceRows';
import { defineList, toFilterQuery } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { useUndoableAction } from '../kit/undo/UndoProvider';
import { AdminPage } from '../shell/AdminPage';
import { couponPath } from './paths';

const text = copy.backofficeCoupons.codeList;
const SLICE_SIZE = 100;

export const codeList = defineList({
  id: 'coupons.codes',
  filters: {
    q: { kind: 'text', label: text.filterQ, placeholder: text.filterQPlaceholder },
    status: { kind: 'set', label: text.filterStatus, options: codeStatuses.map((value) => ({ value, label: copy.backofficeCoupons.codes.statusLabels[value] })) },
  },
  // The code list answers in the order the codes were made, and only so.
  sortFields: ['made'],
  defaultSort: { field: 'made', direction: 'asc' },
  fixedOrder: true,
  pageSizes: [SLICE_SIZE],
  defaultPageSize: SLICE_SIZE,
  columns: [{ id: 'code', alwaysVisible: true }, { id: 'status' }, { id: 'action', alwaysVisible: true }],
});

interface CodeSlice {
  items: CouponCode[];
  nextCursor: string | null;
  totals: { count: number; inactiveCount: number };
}

/** Every loaded slice of the specification's code lists (any filter) with `code` at `status`. */
function withStatus(data: InfiniteData<CodeSlice> | undefined, code: string, status: CodeStatus): InfiniteData<CodeSlice> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((slice) => ({ ...slice, items: slice.items.map((item) => (item.code === code ? { ...item, status } : item)) })) };
}

function Codes({ couponKey, codeSpecKey, name, locked }: { couponKey: string; codeSpecKey: string; name: string; locked: boolean }) {
  const queryClient = useQueryClient();
  const undo = useUndoableAction();
  const [notice, setNotice] = useState<string | null>(null);
  const list = useListState(codeList);
  const filter = toFilterQuery(codeList, list.state.filters);
  const { page, totals, loadMore } = sliceRows(useInfiniteQuery(codesQuery(couponKey, codeSpecKey, { ...filter, size: SLICE_SIZE })));
  const lists = { queryKey: [...adminCouponKeys.all, 'codes', codeSpecKey] };

  const toggle = (row: CouponCode) => {
    const status: CodeStatus = row.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
    setNotice(null);
    undo.run({
      label: status === 'INACTIVE' ? text.deactivated(row.code) : text.activated(row.code),
      apply: () => queryClient.setQueriesData<InfiniteData<CodeSlice>>(lists, (data) => withStatus(data, row.code, status)),
      revert: () => queryClient.setQueriesData<InfiniteData<CodeSlice>>(lists, (data) => withStatus(data, row.code, row.status)),
      send: async ({ keepalive }) => {
        try {
          await changeCodeStatus(couponKey, codeSpecKey, row.code, status, { keepalive });
        } catch (error) {
          setNotice(text.changeFailed);
          throw error;
        } finally {
          void queryClient.invalidateQueries(lists);
        }
      },
      changes: [adminCouponKeys.all, adminHistoryKeys.all],
    });
  };

  const columns: DataTableColumn<CouponCode>[] = [
    { id: 'code', header: text.columnCode, cell: (row) => <code>{row.code}</code> },
    {
      id: 'status',
      header: text.columnStatus,
      cell: (row) => <StatusLabel tone={row.status === 'ACTIVE' ? 'success' : 'neutral'}>{copy.backofficeCoupons.codes.statusLabels[row.status]}</StatusLabel>,
    },
    {
      id: 'action',
      header: text.columnAction,
      cell: (row) =>
        locked ? null : (
          <Button size="sm" variant="secondary" aria-label={row.status === 'ACTIVE' ? text.deactivateLabel(row.code) : text.activateLabel(row.code)} onClick={() => toggle(row)}>
            {row.status === 'ACTIVE' ? text.deactivate : text.activate}
          </Button>
        ),
    },
  ];

  return (
    <>
      {locked && <Alert tone="info">{text.stoppedCoupon}</Alert>}
      {notice && (
        <Alert tone="warning" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <ListPage
        list={list}
        page={page}
        caption={`${text.caption}: ${name}`}
        noun={text.noun}
        unit={text.unit}
        columns={columns}
        getRowKey={(row) => row.code}
        getRowLabel={(row) => row.code}
        toolbar={totals && <span>{text.totals(formatCount(totals.count), formatCount(totals.inactiveCount))}</span>}
        footer={loadMore(text.loadMore)}
      />
    </>
  );
}

export function CodeListPage() {
  const { couponKey = '', codeSpecKey = '' } = useParams();
  const coupon = useQuery(couponSpecQuery(couponKey));
  const specs = useQuery(codeSpecsQuery(couponKey));
  const spec = specs.data?.items.find((item) => item.codeSpecKey === codeSpecKey);
  const area = areaById('COUPON');
  const back = <Link to={couponPath(couponKey)}>{text.backToCoupon}</Link>;
  if (!coupon.data || !specs.data) {
    return (
      <AdminPage title={copy.backofficeCoupons.codes.title} area={area} actions={back}>
        {coupon.isError || specs.isError ? <EmptyState headingLevel={2} title={copy.backofficeCoupons.loadFailed} /> : <Skeleton height="12rem" />}
      </AdminPage>
    );
  }
  if (!spec) {
    return (
      <AdminPage title={copy.backofficeCoupons.codes.title} area={area} actions={back}>
        <EmptyState headingLevel={2} title={text.notFound} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={text.title(spec.name)} area={area} description={`${coupon.data.internalTitle} · ${text.intro}`} actions={back}>
      <Codes couponKey={couponKey} codeSpecKey={codeSpecKey} name={spec.name} locked={allowedCouponActions(coupon.data.status).length === 0} />
    </AdminPage>
  );
}
