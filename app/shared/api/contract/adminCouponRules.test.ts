/**
 * The coupon rules (backoffice.md §4 coupon status, §5 coupon rules, §9): the one status/action
 * table the screens and the mock read, and each §5 bound with its Korean message, also through the
 * body schema the mock parses (the form builds on the same checks).
 */
import { describe, expect, it } from 'vitest';
import { couponSpecBodySchema, type CouponSpecBody } from './adminCoupon';
import {
  allowedCouponActions,
  amountProblem,
  canApplyCouponAction,
  couponActions,
  couponActionTarget,
  couponEditableFields,
  couponRuleMessages,
  couponStatuses,
  daysProblem,
  isValidPeriod,
  percentProblem,
  periodDays,
  usablePeriodProblem,
  useLimitProblem,
} from './adminCouponRules';

describe('§4 "CREATED (not operating) can be operated; PUBLISHED (operating) can be stopped; UNPUBLISHED (stopped) is final, no action"', () => {
  it('offers exactly these actions per status', () => {
    expect(allowedCouponActions('CREATED')).toEqual(['EDIT', 'OPERATE', 'ADD_CODES']);
    expect(allowedCouponActions('PUBLISHED')).toEqual(['EDIT', 'STOP', 'ADD_CODES', 'ISSUE']);
    expect(allowedCouponActions('UNPUBLISHED')).toEqual([]);
  });

  it('refuses every other action in every status (a stale stop on a stopped coupon included)', () => {
    const allowed = couponStatuses.flatMap((status) => couponActions.filter((action) => canApplyCouponAction(status, action)).map((action) => `${status}:${action}`));
    expect(allowed).toEqual(['CREATED:EDIT', 'CREATED:OPERATE', 'CREATED:ADD_CODES', 'PUBLISHED:EDIT', 'PUBLISHED:STOP', 'PUBLISHED:ADD_CODES', 'PUBLISHED:ISSUE']);
    expect(canApplyCouponAction('UNPUBLISHED', 'STOP')).toBe(false);
    expect(canApplyCouponAction('PUBLISHED', 'OPERATE')).toBe(false);
  });

  it('operate leads to PUBLISHED and stop to UNPUBLISHED, from which nothing leads anywhere', () => {
    expect(couponActionTarget).toEqual({ OPERATE: 'PUBLISHED', STOP: 'UNPUBLISHED' });
    let status: (typeof couponStatuses)[number] = 'CREATED';
    const walk: string[] = [status];
    for (;;) {
      const next: 'OPERATE' | 'STOP' | undefined = allowedCouponActions(status).find((action): action is 'OPERATE' | 'STOP' => action === 'OPERATE' || action === 'STOP');
      if (!next) break;
      status = couponActionTarget[next];
      walk.push(status);
    }
    expect(walk).toEqual(['CREATED', 'PUBLISHED', 'UNPUBLISHED']);
  });

  it('an operating coupon keeps its terms: only names and memo may change; a stopped one nothing', () => {
    expect(couponEditableFields('CREATED')).toContain('percent');
    expect(couponEditableFields('PUBLISHED')).toEqual(['internalTitle', 'description', 'memo']);
    expect(couponEditableFields('UNPUBLISHED')).toEqual([]);
  });
});

describe('§5 coupon rules', () => {
  it('"percent 1-100" (integers)', () => {
    expect([1, 50, 100].map(percentProblem)).toEqual([null, null, null]);
    expect([0, 101, 12.5, Number.NaN].map(percentProblem)).toEqual(Array(4).fill(couponRuleMessages.percent));
  });

  it('"amount integer 1 to 10,000,000", the message in won', () => {
    expect([1, 10_000_000].map(amountProblem)).toEqual([null, null]);
    expect([0, 10_000_001, 999.5].map(amountProblem)).toEqual(Array(3).fill(couponRuleMessages.amount));
    expect(couponRuleMessages.amount).toContain('10,000,000원');
  });

  it('"validity days 1-365"; a period is `Nd`, and "-1d means none"', () => {
    expect([1, 365].map(daysProblem)).toEqual([null, null]);
    expect([0, 366].map(daysProblem)).toEqual([couponRuleMessages.days, couponRuleMessages.days]);
    expect(periodDays('30d')).toBe(30);
    expect(periodDays('-1d')).toBeNull();
    expect(['-1d', '1d', '365d'].every(isValidPeriod)).toBe(true);
    expect(['0d', '366d', '30', 'd', '-2d'].some(isValidPeriod)).toBe(false);
  });

  it('"limitUseCount (-1 unlimited)"', () => {
    expect([-1, 1, 9_999].map(useLimitProblem)).toEqual([null, null, null]);
    expect([0, -2, 1.5, 10_000].map(useLimitProblem)).toEqual(Array(4).fill(couponRuleMessages.useLimit));
  });

  it('a usable period needs both days, the end not before the start', () => {
    expect(usablePeriodProblem('2026-12-01', '2026-12-01')).toBeNull();
    expect(usablePeriodProblem('2026-12-02', '2026-12-01')).toBe(couponRuleMessages.periodOrder);
    expect(usablePeriodProblem('', '2026-12-01')).toBe(couponRuleMessages.periodRequired);
  });
});

describe('the body the mock parses says each §5 rule at its field', () => {
  const valid: CouponSpecBody = {
    internalTitle: '겨울 특가 10% 할인',
    description: '겨울 방학 클래스 할인',
    type: 'PERCENT',
    percent: 10,
    amount: null,
    period: '30d',
    usablePeriod: null,
    limitUseCount: -1,
    memo: '',
  };
  const issuesOf = (body: Record<string, unknown>) => {
    const result = couponSpecBodySchema.safeParse(body);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('accepts a valid body, normalising the texts', () => {
    const parsed = couponSpecBodySchema.parse({ ...valid, internalTitle: '  겨울   특가  ' });
    expect(parsed.internalTitle).toBe('겨울 특가');
  });

  it('"Coupon title 3-30; description 3-30; memo max 300"', () => {
    expect(issuesOf({ ...valid, internalTitle: '쿠폰' })).toEqual({ internalTitle: '3자 이상 입력해 주세요.' });
    expect(issuesOf({ ...valid, description: '가'.repeat(31) })).toEqual({ description: '최대 30자까지 입력할 수 있어요. (31/30)' });
    expect(issuesOf({ ...valid, memo: '메'.repeat(301) })).toEqual({ memo: '최대 300자까지 입력할 수 있어요. (301/300)' });
  });

  it('the discount of the type chosen: percent for PERCENT, amount for AMOUNT', () => {
    expect(issuesOf({ ...valid, percent: 0 })).toEqual({ percent: couponRuleMessages.percent });
    expect(issuesOf({ ...valid, type: 'AMOUNT', percent: null, amount: 10_000_001 })).toEqual({ amount: couponRuleMessages.amount });
    expect(issuesOf({ ...valid, type: 'AMOUNT', percent: null, amount: 5_000 })).toEqual({});
  });

  it('validity: days 1–365, or -1d with a fixed period or none', () => {
    expect(issuesOf({ ...valid, period: '400d' })).toEqual({ period: couponRuleMessages.days });
    expect(issuesOf({ ...valid, period: '-1d' })).toEqual({});
    expect(issuesOf({ ...valid, period: '-1d', usablePeriod: { startDay: '2026-12-31', endDay: '2026-12-01' } })).toEqual({ usablePeriod: couponRuleMessages.periodOrder });
    expect(issuesOf({ ...valid, limitUseCount: 0 })).toEqual({ limitUseCount: couponRuleMessages.useLimit });
  });
});
