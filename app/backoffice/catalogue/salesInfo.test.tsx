/**
 * The catalogue's price cell and the edit form's Seoul times (issue 28; backoffice.md §9 "Prices:
 * zero shows 'free', otherwise the amount followed by the won unit; display modes ZERO, FREE,
 * HIDE", "Asia/Seoul zone for time of day"): a zero price shows as its mode says, and a hidden one
 * says so in the back-office rather than leaving the cell blank; a datetime typed in the form is a
 * Seoul wall-clock time.
 */
import { describe, expect, it } from 'vitest';
import { copy } from '@app/shared/copy';
import { shownPrice } from './CatalogueListPage';
import { formValuesOf, seoulInstant } from './catalogueForm';

describe('price as the list shows it', () => {
  it('a non-zero price is won whatever the mode', () => {
    for (const mode of ['ZERO', 'FREE', 'HIDE'] as const) expect(shownPrice({ price: 79_000, priceDisplayMode: mode })).toBe('79,000원');
  });

  it('zero: 무료 (FREE), 0원 (ZERO), and for HIDE the back-office says it is not shown', () => {
    expect(shownPrice({ price: 0, priceDisplayMode: 'FREE' })).toBe('무료');
    expect(shownPrice({ price: 0, priceDisplayMode: 'ZERO' })).toBe('0원');
    expect(shownPrice({ price: 0, priceDisplayMode: 'HIDE' })).toBe(copy.backofficeCatalogue.priceHidden);
  });
});

describe('sale period typed in Seoul time', () => {
  it('midnight in Seoul is 15:00 UTC the day before, and back', () => {
    expect(seoulInstant('2026-12-01T00:00')).toBe('2026-11-30T15:00:00.000Z');
    const values = formValuesOf({
      itemKey: 'pass-002',
      type: 'PASS',
      title: '클래스 자유이용권 3개월',
      masterName: null,
      usePlaybackRates: null,
      categoryKey: 'cat-pass-free',
      displayState: 'SHOW',
      saleStatus: 'ON_SALE',
      price: 79_000,
      priceDisplayMode: 'FREE',
      salePeriod: { startAt: '2026-11-30T15:00:00.000Z', endAt: '2026-12-31T15:00:00.000Z' },
      taxType: 'TAXABLE',
      shippingFee: 0,
      freeShippingFrom: null,
      maxPurchaseQuantity: null,
      description: '',
      coverImageUrl: null,
      version: 1,
      updatedAt: '2026-11-20T15:00:00.000Z',
    });
    expect(values).toMatchObject({ hasPeriod: true, saleStart: '2026-12-01T00:00', saleEnd: '2027-01-01T00:00', price: '79000' });
  });
});
