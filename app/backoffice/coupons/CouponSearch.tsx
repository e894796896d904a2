/**
 * A search over the coupon specifications by name or number, limited to the statuses a screen can
 * use, each result with the screen's own action: the exchange code's coupon picker adds one (운영
 * 전 or 운영 중), the issue chooser picks the one to issue (운영 중). One search, so both say the
 * same states (searching, none, failed) and read the same list call.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { TextField } from '@ds/components/TextField';
import { vars } from '@ds/tokens/vars';
import type { CouponSpecSummary } from '@app/shared/api/contract/adminCoupon';
import type { CouponStatus } from '@app/shared/api/contract/adminCouponRules';
import { copy } from '@app/shared/copy';
import { couponSpecsQuery } from '../api/adminCoupon';
import { CouponStatusLabel } from './couponDisplay';

const text = copy.backofficeExchangeCodes;
const RESULTS = 8;

export const CouponRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
`;

/** The coupon on the left (its title wraps), its action on the right: one shape at every width. */
export const CouponRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const CouponTitle = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: center;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export interface CouponSearchProps {
  statuses: CouponStatus[];
  /** The result's button (or anything) the screen offers for one coupon. */
  action: (coupon: CouponSpecSummary) => ReactNode;
}

export function CouponSearch({ statuses, action }: CouponSearchProps) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const results = useInfiniteQuery(couponSpecsQuery({ q: q || undefined, status: statuses, size: RESULTS }));
  const found = results.data?.pages[0]?.items ?? [];
  return (
    <>
      <TextField label={text.couponSearch} type="search" placeholder={text.couponSearchPlaceholder} value={search} onChange={(event) => setSearch(event.target.value)} />
      {results.isError ? (
        <p>{text.couponSearchFailed}</p>
      ) : !results.data ? (
        <p role="status">{text.couponSearching}</p>
      ) : found.length === 0 ? (
        <p>{text.couponNoMatch}</p>
      ) : (
        <CouponRows aria-label={text.couponSearch}>
          {found.map((coupon) => (
            <CouponRow key={coupon.couponKey}>
              <CouponTitle>
                <CouponStatusLabel status={coupon.status} />
                {coupon.internalTitle}
              </CouponTitle>
              {action(coupon)}
            </CouponRow>
          ))}
        </CouponRows>
      )}
    </>
  );
}
