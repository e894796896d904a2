/**
 * The catalogue's rules without zod (issue 28): backoffice.md §9 "Dates … Asia/Seoul zone for time
 * of day" — a sale period entered as Seoul days and times sells from its first instant up to (not
 * including) its last, and only while the item is on sale; §9 "Prices: zero shows 'free'" with a
 * price a whole number of won within range; the period must end after it starts.
 */
import { describe, expect, it } from 'vitest';
import { catalogueRuleMessages, isPurchasable, priceProblem, salePeriodProblem, titleProblem } from './adminCatalogueWords';

// Seoul 2026-12-01 00:00 to 2027-01-01 00:00 (UTC+9, no daylight saving).
const december = { startAt: '2026-11-30T15:00:00.000Z', endAt: '2026-12-31T15:00:00.000Z' };

describe('sale period in Asia/Seoul', () => {
  it('sells from the first Seoul instant, not a second before', () => {
    const onSale = { saleStatus: 'ON_SALE' as const, salePeriod: december };
    // 2026-11-30 23:59:59 in Seoul is still November there.
    expect(isPurchasable(onSale, Date.parse('2026-11-30T14:59:59.000Z'))).toBe(false);
    expect(isPurchasable(onSale, Date.parse('2026-11-30T15:00:00.000Z'))).toBe(true);
  });

  it('stops at the end instant: 2026-12-31 23:59:59 Seoul sells, 2027-01-01 00:00 Seoul does not', () => {
    const onSale = { saleStatus: 'ON_SALE' as const, salePeriod: december };
    expect(isPurchasable(onSale, Date.parse('2026-12-31T14:59:59.000Z'))).toBe(true);
    expect(isPurchasable(onSale, Date.parse('2026-12-31T15:00:00.000Z'))).toBe(false);
  });

  it('a stopped item never sells; an item on sale without a period always does', () => {
    expect(isPurchasable({ saleStatus: 'STOPPED', salePeriod: december }, Date.parse('2026-12-15T03:00:00.000Z'))).toBe(false);
    expect(isPurchasable({ saleStatus: 'ON_SALE', salePeriod: null }, 0)).toBe(true);
  });

  it('refuses a period that does not end after it starts', () => {
    expect(salePeriodProblem(december)).toBeNull();
    expect(salePeriodProblem({ startAt: december.endAt, endAt: december.startAt })).toBe(catalogueRuleMessages.salePeriod);
    expect(salePeriodProblem({ startAt: december.startAt, endAt: december.startAt })).toBe(catalogueRuleMessages.salePeriod);
  });
});

describe('price and title rules', () => {
  it('a price is whole won from 0 (free) up to the maximum', () => {
    expect(priceProblem(0)).toBeNull();
    expect(priceProblem(79_000)).toBeNull();
    expect(priceProblem(-1)).toBe(catalogueRuleMessages.price);
    expect(priceProblem(1.5)).toBe(catalogueRuleMessages.price);
    expect(priceProblem(Number.NaN)).toBe(catalogueRuleMessages.price);
    expect(priceProblem(100_000_001)).toBe(catalogueRuleMessages.price);
  });

  it('a title is 2–50 characters once trimmed', () => {
    expect(titleProblem(' 요가 ')).toBeNull();
    expect(titleProblem(' 요 ')).toBe(catalogueRuleMessages.title);
    expect(titleProblem('가'.repeat(51))).toBe(catalogueRuleMessages.title);
  });
});
