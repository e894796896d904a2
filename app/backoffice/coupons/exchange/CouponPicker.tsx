/**
 * Choosing the coupons an exchange code hands out: a search over the coupon specifications that
 * may still run (운영 전, 운영 중: §4 UNPUBLISHED is final) by name or number, each result added
 * with one button, and the chosen list (1–10, each removable). Keyboard: the search field, then the
 * results' buttons, then the chosen ones', in reading order; what changed is said in a live region.
 * The group's message (none chosen, over ten) comes from the form's rules, under the group.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { Button } from '@ds/components/Button';
import { FormField } from '@ds/components/FormField';
import { TextField } from '@ds/components/TextField';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { EXCHANGE_COUPONS_MAX } from '@app/shared/api/contract/adminCouponExchangeRules';
import { copy } from '@app/shared/copy';
import { couponSpecsQuery } from '../../api/adminCoupon';
import { CouponStatusLabel } from '../couponDisplay';
import type { ChosenCoupon } from './exchangeForm';

const text = copy.backofficeExchangeCodes;
const RESULTS = 8;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  justify-content: space-between;
`;

const Title = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: center;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export interface CouponPickerProps {
  value: readonly ChosenCoupon[];
  onChange: (next: ChosenCoupon[]) => void;
  error?: string;
}

export function CouponPicker({ value, onChange, error }: CouponPickerProps) {
  const [search, setSearch] = useState('');
  const [said, setSaid] = useState('');
  const q = useDeferredValue(search.trim());
  const results = useInfiniteQuery(couponSpecsQuery({ q: q || undefined, status: ['CREATED', 'PUBLISHED'], size: RESULTS }));
  const found = results.data?.pages[0]?.items ?? [];
  const chosen = new Set(value.map((coupon) => coupon.couponKey));
  const full = value.length >= EXCHANGE_COUPONS_MAX;

  const add = (coupon: ChosenCoupon) => {
    onChange([...value, coupon]);
    setSaid(text.addCoupon(coupon.internalTitle));
  };
  const remove = (coupon: ChosenCoupon) => {
    onChange(value.filter((other) => other.couponKey !== coupon.couponKey));
    setSaid(text.removeCoupon(coupon.internalTitle));
  };

  return (
    <FormField label={text.fieldCoupons} hint={text.fieldCouponsHint} error={error} group required>
      {() => (
        <>
          <TextField
            label={text.couponSearch}
            type="search"
            placeholder={text.couponSearchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {results.isError ? (
            <p>{text.couponSearchFailed}</p>
          ) : !results.data ? (
            <p role="status">{text.couponSearching}</p>
          ) : found.length === 0 ? (
            <p>{text.couponNoMatch}</p>
          ) : (
            <Rows aria-label={text.couponSearch}>
              {found.map((coupon) => (
                <Row key={coupon.couponKey}>
                  <Title>
                    <CouponStatusLabel status={coupon.status} />
                    {coupon.internalTitle}
                  </Title>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={chosen.has(coupon.couponKey) || full}
                    aria-label={chosen.has(coupon.couponKey) ? text.addedLabel(coupon.internalTitle) : text.addCouponLabel(coupon.internalTitle)}
                    onClick={() => add({ couponKey: coupon.couponKey, internalTitle: coupon.internalTitle, status: coupon.status })}
                  >
                    {chosen.has(coupon.couponKey) ? text.added : text.addCouponShort}
                  </Button>
                </Row>
              ))}
            </Rows>
          )}
          {full && <p>{text.couponsFull}</p>}
          <p>{text.chosenTitle(value.length)}</p>
          {value.length === 0 ? (
            <p>{text.noCouponChosen}</p>
          ) : (
            <Rows aria-label={text.chosenTitle(value.length)}>
              {value.map((coupon) => (
                <Row key={coupon.couponKey}>
                  <Title>
                    <CouponStatusLabel status={coupon.status} />
                    {coupon.internalTitle}
                  </Title>
                  <Button size="sm" variant="ghost" aria-label={text.removeCouponLabel(coupon.internalTitle)} onClick={() => remove(coupon)}>
                    {text.removeCouponShort}
                  </Button>
                </Row>
              ))}
            </Rows>
          )}
          <VisuallyHidden role="status">{said}</VisuallyHidden>
        </>
      )}
    </FormField>
  );
}
