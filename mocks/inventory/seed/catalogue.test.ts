/**
 * The catalogue's classes on the inventory records (issue 28; backoffice.md §9 "operating klass
 * slice 10000"): 10,000 generated classes with Korean titles and masters, in every class category,
 * shown and hidden, on sale and stopped, prices of every display mode; every seeded class (fixed
 * and generated) in the full record schema, which the collection itself does not parse
 * (collections.ts); the learner's fixed classes shown and on sale, so their lists are as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seededCategories } from '@app/shared/api/contract/adminCatalogueWords';
import { db } from '@mocks/db/database';
import { seedDatabase } from '@mocks/db/seed/index';
import { klassRecordSchema } from '../collections';
import { CATALOGUE_KLASS_COUNT, catalogueKlassSeed } from './catalogue';

describe('catalogue classes', () => {
  beforeAll(seedDatabase);

  it('seeds 10,000 generated classes besides the fixed ones, each in the record schema', () => {
    const generated = catalogueKlassSeed();
    expect(generated).toHaveLength(CATALOGUE_KLASS_COUNT);
    expect(db.klasses.count()).toBeGreaterThan(CATALOGUE_KLASS_COUNT);
    const wrong = db.klasses.all().filter((klass) => !klassRecordSchema.safeParse(klass).success);
    expect(wrong.map((klass) => klass.klassId)).toEqual([]);
    expect(new Set(db.klasses.all().map((klass) => klass.klassId)).size).toBe(db.klasses.count());
  });

  it('spreads over every class category, both display states and sale statuses, every price display mode', () => {
    const generated = catalogueKlassSeed();
    expect(new Set(generated.map((klass) => klass.catalogue.categoryKey))).toEqual(new Set(seededCategories.KLASS.map((category) => category.categoryKey)));
    expect(new Set(generated.map((klass) => klass.catalogue.displayState))).toEqual(new Set(['SHOW', 'HIDE']));
    expect(new Set(generated.map((klass) => klass.catalogue.saleStatus))).toEqual(new Set(['ON_SALE', 'STOPPED']));
    expect(new Set(generated.map((klass) => klass.catalogue.priceDisplayMode))).toEqual(new Set(['ZERO', 'FREE', 'HIDE']));
    expect(generated.some((klass) => klass.catalogue.price === 0)).toBe(true);
    expect(generated[0]?.title).toMatch(/^[가-힣A-Z0-9 ]+$/);
    expect(generated[0]?.masterName).toMatch(/^[가-힣]{2,5}$/);
  });

  it('one entry per class in the assignment picker: no master has two classes of one title', () => {
    // Picked by title and master (TargetPicker), two such classes read as one class listed twice.
    const named = db.klasses.all().map((klass) => `${klass.title} · ${klass.masterName}`);
    expect(named.filter((name, index) => named.indexOf(name) !== index)).toEqual([]);
  });

  it('keeps the learner’s fixed classes shown and on sale', () => {
    const fixed = db.klasses.all().filter((klass) => !klass.klassId.startsWith('klass-c'));
    expect(fixed.length).toBeGreaterThan(20);
    expect(fixed.every((klass) => klass.catalogue.displayState === 'SHOW' && klass.catalogue.saleStatus === 'ON_SALE')).toBe(true);
  });
});
