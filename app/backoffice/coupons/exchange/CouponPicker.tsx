/**
 * Choosing the coupons an exchange code hands out: a search over the coupon specifications that
 * may still run (운영 전, 운영 중: §4 UNPUBLISHED is final) by name or number, each result added
 * with one button, and the chosen list (1–10, each removable). Keyboard: the search field, then the
 * results' buttons, then the chosen ones', in reading order; what changed is said in a live region.
 * The group's message (none chosen, over ten) comes from the form's rules, under the group. The
 * search is the area's CouponSearch.
 */
import { useState } from 'react';
import { Button } from '@ds/components/Button';
import { FormField } from '@ds/components/FormField';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { EXCHANGE_COUPONS_MAX } from '@app/shared/api/contract/adminCouponExchangeRules';
import { copy } from '@app/shared/copy';
import { CouponStatusLabel } from '../couponDisplay';
import { CouponRow, CouponRows, CouponSearch, CouponTitle } from '../CouponSearch';
import type { ChosenCoupon } from './exchangeForm';

const text = copy.backofficeExchangeCodes;

export interface CouponPickerProps {
  value: readonly ChosenCoupon[];
  onChange: (next: ChosenCoupon[]) => void;
  error?: string;
}

export function CouponPicker({ value, onChange, error }: CouponPickerProps) {
  const [said, setSaid] = useState('');
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
          <CouponSearch
            statuses={['CREATED', 'PUBLISHED']}
            action={(coupon) => (
              <Button
                size="sm"
                variant="secondary"
                disabled={chosen.has(coupon.couponKey) || full}
                aria-label={chosen.has(coupon.couponKey) ? text.addedLabel(coupon.internalTitle) : text.addCouponLabel(coupon.internalTitle)}
                onClick={() => add({ couponKey: coupon.couponKey, internalTitle: coupon.internalTitle, status: coupon.status })}
              >
                {chosen.has(coupon.couponKey) ? text.added : text.addCouponShort}
              </Button>
            )}
          />
          {full && <p>{text.couponsFull}</p>}
          <p>{text.chosenTitle(value.length)}</p>
          {value.length === 0 ? (
            <p>{text.noCouponChosen}</p>
          ) : (
            <CouponRows aria-label={text.chosenTitle(value.length)}>
              {value.map((coupon) => (
                <CouponRow key={coupon.couponKey}>
                  <CouponTitle>
                    <CouponStatusLabel status={coupon.status} />
                    {coupon.internalTitle}
                  </CouponTitle>
                  <Button size="sm" variant="ghost" aria-label={text.removeCouponLabel(coupon.internalTitle)} onClick={() => remove(coupon)}>
                    {text.removeCouponShort}
                  </Button>
                </CouponRow>
              ))}
            </CouponRows>
          )}
          <VisuallyHidden role="status">{said}</VisuallyHidden>
        </>
      )}
    </FormField>
  );
}
