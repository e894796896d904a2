/**
 * How a specification's status, discount, validity and use limit read on the list and the detail
 * (backoffice.md §3, §4, §9: amounts in won, days as Seoul days `yyyy.MM.dd`), and how the
 * detail's sections (codes, holders, usage) set their headings: one spacing, the change history's.
 */
import styled from 'styled-components';
import { StatusLabel, type StatusTone } from '@ds/components/StatusLabel';
import type { CouponSpecSummary } from '@app/shared/api/contract/adminCoupon';
import { periodDays, UNLIMITED_USE, type CouponStatus } from '@app/shared/api/contract/adminCouponRules';
import { copy } from '@app/shared/copy';
import { formatPrice } from '@app/shared/lib/format/price';
import { vars } from '@ds/tokens/vars';

const text = copy.backofficeCoupons;

/** A section of the coupon detail: its h2 spaced as RecordHistory's title, its parts a step apart. */
export const DetailSection = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
  > h2 { margin: 0; font-size: ${vars.font.sizeLg}; font-weight: ${vars.font.weightBold}; }
  > p { margin: 0; }
  > button { justify-self: start; }
`;

const tones: Record<CouponStatus, StatusTone> = {
  CREATED: 'info',
  PUBLISHED: 'success',
  UNPUBLISHED: 'neutral',
};

export function CouponStatusLabel({ status }: { status: CouponStatus }) {
  return <StatusLabel tone={tones[status]}>{text.statusLabels[status]}</StatusLabel>;
}

export const won = (amount: number): string => formatPrice(amount, 'ZERO') ?? '';

type Terms = Pick<CouponSpecSummary, 'type' | 'percent' | 'amount' | 'period' | 'usablePeriod' | 'limitUseCount'>;

export function discountText(coupon: Pick<Terms, 'type' | 'percent' | 'amount'>): string {
  return coupon.type === 'PERCENT' ? text.percentOff(coupon.percent ?? 0) : won(coupon.amount ?? 0);
}

/** `2026-12-01` → `2026.12.01` (§9 yyyy.MM.dd; a Seoul day already). */
const dotted = (day: string) => day.replaceAll('-', '.');

export function validityText(coupon: Terms): string {
  const days = periodDays(coupon.period);
  if (days !== null) return text.days(days);
  if (coupon.usablePeriod) return text.dayRange(dotted(coupon.usablePeriod.startDay), dotted(coupon.usablePeriod.endDay));
  return text.noValidity;
}

export function limitText(coupon: Terms): string {
  return coupon.limitUseCount === UNLIMITED_USE ? text.unlimited : text.useCount(coupon.limitUseCount);
}
