/**
 * The catalogue's rules without zod (issue 28): backoffice.md §9 "Dates … Asia/Seoul zone for time
 * of day" — a sale period entered as Seoul days and times sells from its first instant up to (not
 * including) its last, and only while the item is on sale; §9 "Prices: zero shows 'free'" with a
 * price a whole number of won within range; the period must end after it starts; §5 "Short text:
 * 1-30" for a category's name and "Long text max 10,000" for a description; courses and packages
 * filed under the classes' categories.
 */
import { describe, expect, it } from 'vitest';
import {
  catalogueRuleMessages,
  categoryNameProblem,
  categoryOwnerOf,
  descriptionProblem,
  isPurchasable,
  priceProblem,
  salePeriodProblem,
  titleProblem,
} from './adminCatalogueWords';

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

describe('category and description rules', () => {
  it('§5 short text: a category name is 1–30 characters once trimmed', () => {
    expect(categoryNameProblem(' 키트 ')).toBeNull();
    expect(categoryNameProblem('가')).toBeNull();
    expect(categoryNameProblem('   ')).toBe(catalogueRuleMessages.categoryName);
    expect(categoryNameProblem('가'.repeat(30))).toBeNull();
    expect(categoryNameProblem('가'.repeat(31))).toBe(catalogueRuleMessages.categoryName);
  });

  it('§5 long text: a description holds at most 10,000 characters, counted as the reader sees them', () => {
    expect(descriptionProblem('')).toBeNull();
    expect(descriptionProblem('가'.repeat(10_000))).toBeNull();
    expect(descriptionProblem('가'.repeat(10_001))).toBe(catalogueRuleMessages.description);
    // An emoji is one character, not two UTF-16 units.
    expect(descriptionProblem('🎨'.repeat(10_000))).toBeNull();
  });

  it('courses and packages are filed under the classes’ categories; the other types under their own', () => {
    expect(categoryOwnerOf('COURSE')).toBe('KLASS');
    expect(categoryOwnerOf('PACKAGE')).toBe('KLASS');
    expect(categoryOwnerOf('BOOK')).toBe('BOOK');
  });
});
