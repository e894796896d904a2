/**
 * A course's or package's composition (issue 40 "choose its classes …, reorder them by keyboard
 * …, remove"): a class is added once and at the end, up to the 30 a bundle holds (a move is the
 * reorder kit's, proven in reorderMath.test.ts); a removal takes out only that class; a draft
 * reads back only when it is a composition.
 */
import { describe, expect, it } from 'vitest';
import type { BundleKlass } from '@app/shared/api/contract/adminCatalogue';
import { BUNDLE_KLASSES_MAX } from '@app/shared/api/contract/adminCatalogueWords';
import { addKlass, compositionDrafts, removeKlass } from './compositionModel';

const klass = (id: number): BundleKlass => ({ klassId: `klass-${id}`, title: `클래스 ${id}`, masterName: '한새봄', displayState: 'SHOW' });
const ids = (doc: readonly BundleKlass[]) => doc.map((one) => one.klassId);

describe('composition', () => {
  it('adds a class at the end once; a full bundle takes no more', () => {
    const two = addKlass(addKlass([], klass(1)), klass(2));
    expect(ids(two)).toEqual(['klass-1', 'klass-2']);
    expect(addKlass(two, klass(1))).toBe(two);
    const full = Array.from({ length: BUNDLE_KLASSES_MAX }, (_, index) => klass(index));
    expect(addKlass(full, klass(99))).toBe(full);
  });

  it('removes only the class named', () => {
    expect(ids(removeKlass([klass(1), klass(2), klass(3)], 'klass-2'))).toEqual(['klass-1', 'klass-3']);
  });

  it('a stored draft reads back only when it is a composition', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value), removeItem: (key: string) => void storage.delete(key) };
    expect(compositionDrafts.write(store, 'package-001', { baseVersion: 3, doc: [klass(1)] }, [])).toBe(true);
    expect(compositionDrafts.read(store, 'package-001')).toEqual({ baseVersion: 3, doc: [klass(1)] });
    storage.set(compositionDrafts.key('package-002'), JSON.stringify({ baseVersion: 1, doc: [{ klassId: 'klass-1' }] }));
    expect(compositionDrafts.read(store, 'package-002')).toBeNull();
  });
});
