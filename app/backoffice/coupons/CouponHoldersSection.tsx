/**
 * Who holds a coupon (backoffice.md §7 Coupons "accounts"; issue 30): the holders newest first by
 * cursor slices ("보유 회원 더 보기"), with their count; refreshed when an issue job ends.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMore } from '@ds/components/LoadMore';
import { Table } from '@ds/components/Table';
import { formatCount } from '@ds/lib/text/number';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { holdersQuery } from '../api/adminCoupon';
import { DetailSection } from './couponDisplay';
import { nextPageControls } from '@app/shared/lib/query/nextPageControls';

const text = copy.backofficeCoupons.issue;

export function CouponHoldersSection({ couponKey }: { couponKey: string }) {
  const slices = useInfiniteQuery(holdersQuery(couponKey));
  const first = slices.data?.pages[0];
  const rows = slices.data?.pages.flatMap((slice) => slice.items) ?? [];
  return (
    <DetailSection>
      <h2>{text.holdersTitle}</h2>
      {slices.isError ? (
        <p>{copy.backofficeCoupons.loadFailed}</p>
      ) : !first ? (
        <p>{copy.common.loading}</p>
      ) : rows.length === 0 ? (
        <p>{text.holdersEmpty}</p>
      ) : (
        <>
          <p>{text.holdersCount(formatCount(first.totals.count))}</p>
          <Table
            caption={text.holdersTitle}
            hideCaption
            rows={rows}
            getRowKey={(holder) => holder.accountKey}
            columns={[
              { id: 'name', header: text.columnName, cell: (holder) => holder.displayName },
              { id: 'email', header: text.columnEmail, cell: (holder) => holder.email },
              { id: 'issuedAt', header: text.columnIssuedAt, cell: (holder) => formatDateTime(holder.issuedAt) },
            ]}
          />
          <LoadMore
            {...nextPageControls(slices)}
            loadedCount={rows.length}
            totalCount={first.totals.count}
            label={text.loadMore}
          />
        </>
      )}
    </DetailSection>
  );
}
