/**
 * Saved views against issue 15 part 1: named URLs per person and tenant; list, save, rename and
 * delete; bad storage never breaks the list page.
 */
import { describe, expect, it } from 'vitest';
import { createSavedViews, savedViewsKey, type SavedViewsOptions, type ViewStorage } from './savedViews';

function memoryStorage(): ViewStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

function views(storage: ViewStorage, overrides: Partial<SavedViewsOptions> = {}) {
  let next = 0;
  return createSavedViews({
    storage,
    accountKey: 'op-1',
    tenant: 'tenant-klass',
    listId: 'members',
    now: () => Date.UTC(2025, 0, 1),
    newId: () => `v${(next += 1)}`,
    ...overrides,
  });
}

describe('named URLs per person and tenant', () => {
  it('a saved view is listed with its name and search', () => {
    const storage = memoryStorage();
    views(storage).save('휴면 회원', '?status=DORMANT');
    expect(views(storage).list()).toEqual([{ id: 'v1', name: '휴면 회원', search: '?status=DORMANT', savedAt: '2025-01-01T00:00:00.000Z' }]);
  });

  it('another person, another tenant or another list does not see it', () => {
    const storage = memoryStorage();
    views(storage).save('휴면 회원', '?status=DORMANT');
    expect(views(storage, { accountKey: 'op-2' }).list()).toEqual([]);
    expect(views(storage, { tenant: 'tenant-ocean' }).list()).toEqual([]);
    expect(views(storage, { listId: 'orders' }).list()).toEqual([]);
    expect([...storage.entries.keys()]).toEqual([savedViewsKey('tenant-klass', 'op-1', 'members')]);
  });
});

describe('save, rename and delete', () => {
  it('saving under a name already used replaces that view', () => {
    const storage = memoryStorage();
    const list = views(storage);
    list.save('내 보기', '?a=1');
    list.save(' 내 보기 ', '?a=2');
    expect(list.list().map((view) => [view.name, view.search])).toEqual([['내 보기', '?a=2']]);
  });

  it('rename keeps the URL; renaming onto another name replaces that view', () => {
    const storage = memoryStorage();
    const list = views(storage);
    const first = list.save('하나', '?a=1');
    list.save('둘', '?a=2');
    list.rename(first.id, '셋');
    expect(list.list().map((view) => view.name)).toEqual(['셋', '둘']);
    list.rename(first.id, '둘');
    expect(list.list()).toMatchObject([{ name: '둘', search: '?a=1' }]);
  });

  it('delete removes the view, and the last one leaves no storage entry', () => {
    const storage = memoryStorage();
    const list = views(storage);
    const view = list.save('하나', '');
    list.remove(view.id);
    expect(list.list()).toEqual([]);
    expect(storage.entries.size).toBe(0);
  });

  it('a blank name is refused', () => {
    expect(() => views(memoryStorage()).save('  ', '?a=1')).toThrow();
  });
});

describe('bad storage never breaks the list page', () => {
  it.each([['not JSON', '{'], ['not a list', '{"a":1}'], ['entries of the wrong shape', '[{"id":1},{"id":"x","name":"ok","search":"","savedAt":"2025"}]']])('%s', (_, text) => {
    const storage = memoryStorage();
    storage.setItem(savedViewsKey('tenant-klass', 'op-1', 'members'), text);
    expect(() => views(storage).list()).not.toThrow();
    expect(views(storage).list().every((view) => typeof view.id === 'string')).toBe(true);
  });
});
