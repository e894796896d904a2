/**
 * The catalogue item form's rules and bodies (issue 40 "Create … the type's fields with their
 * rules and Korean messages at the field"; backoffice.md §5 "Name: 2-50", "Days 1-365"): a new
 * item starts in its type's shape, each broken rule is said at its field in the contract's words,
 * a new class or pass carries its period and the other types none, and prices typed with commas
 * are sent as numbers.
 */
import { describe, expect, it } from 'vitest';
import { catalogueRuleMessages } from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { emptyFormValues, problemsOf, toCreateBody } from './catalogueForm';

describe('a new item', () => {
  it('starts stopped in the first category; books tax-free, what ships with a fee, a class or pass with a period', () => {
    expect(emptyFormValues('BOOK', 'cat-book-textbook')).toMatchObject({ categoryKey: 'cat-book-textbook', saleStatus: 'STOPPED', taxType: 'TAX_FREE', shippingFee: '3,000', periodDays: '' });
    expect(emptyFormValues('KLASS', 'cat-klass-dev')).toMatchObject({ taxType: 'TAXABLE', shippingFee: '0', periodDays: '90' });
    expect(emptyFormValues('PASS', 'cat-pass-free').periodDays).toBe('90');
  });

  it('“Name: 2-50”, a class’s master, “Days 1-365” and the price: each at its field', () => {
    const values = { ...emptyFormValues('KLASS', 'cat-klass-dev'), title: '도', price: '만원', periodDays: '366' };
    expect(problemsOf('KLASS', values, true)).toEqual({
      title: catalogueRuleMessages.title,
      masterName: catalogueRuleMessages.masterName,
      price: catalogueRuleMessages.price,
      periodDays: catalogueRuleMessages.periodDays,
    });
    // A saved item's period is not this form's: only a new one is checked.
    expect(problemsOf('KLASS', values, false)).not.toHaveProperty('periodDays');
  });

  it('a category must be picked, and a sale period needs both ends', () => {
    const values = { ...emptyFormValues('GOODS', ''), title: '자수 키트', price: '27000', hasPeriod: true, saleStart: '2026-12-01T00:00' };
    expect(problemsOf('GOODS', values, true)).toEqual({ categoryKey: copy.backofficeCatalogue.categoryRequired, saleEnd: copy.backofficeCatalogue.salePeriodRequired });
  });

  it('sends numbers typed with commas, a class’s master and period, and no period for the other types', () => {
    const klass = { ...emptyFormValues('KLASS', 'cat-klass-dev'), title: ' 도자기 물레 첫걸음 ', masterName: '한새봄', price: '89,000', periodDays: '60' };
    expect(toCreateBody('KLASS', klass)).toMatchObject({ title: '도자기 물레 첫걸음', masterName: '한새봄', usePlaybackRates: true, price: 89_000, periodDays: 60, coverFileId: null });
    const goods = { ...emptyFormValues('GOODS', 'cat-goods-kit'), title: '자수 키트', price: '27000', freeShippingFrom: '50,000' };
    expect(toCreateBody('GOODS', goods)).toMatchObject({ masterName: null, usePlaybackRates: null, periodDays: null, shippingFee: 3_000, freeShippingFrom: 50_000 });
    expect(toCreateBody('GOODS', goods)).not.toHaveProperty('version');
  });
});
