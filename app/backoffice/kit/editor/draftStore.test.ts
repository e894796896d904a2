/**
 * The editor kit's draft in the browser (issue 41): kept with its base version, read back, forgotten
 * once saved, an unreadable one ignored (and set aside when an editor opens it), an older shape
 * upgraded, and a draft the browser would not keep said so.
 */
import { describe, expect, it } from 'vitest';
import { defineDraftStore, isWholeVersion } from './draftStore';

interface Doc {
  title: string;
}
const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'string';
const drafts = defineDraftStore<Doc, number>({ prefix: 'test.draft.', isDoc, isVersion: isWholeVersion });
const saved: Doc = { title: '홈' };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('draft store', () => {
  it('keeps unsaved work per record with its base version and reads it back', () => {
    const storage = memoryStorage();
    expect(drafts.write(storage, 'home', { baseVersion: 3, doc: { title: '메인' } }, saved)).toBe(true);
    expect(drafts.read(storage, 'home')).toEqual({ baseVersion: 3, doc: { title: '메인' } });
    expect(drafts.read(storage, 'other')).toBeNull();
    expect(drafts.key('home')).toBe('test.draft.home');
  });

  it('forgets the draft once the work is what was saved', () => {
    const storage = memoryStorage();
    drafts.write(storage, 'home', { baseVersion: 3, doc: { title: '메인' } }, saved);
    drafts.write(storage, 'home', { baseVersion: 4, doc: saved }, saved);
    expect(storage.items.has('test.draft.home')).toBe(false);
  });

  it('ignores what does not read as this editor’s draft', () => {
    const storage = memoryStorage();
    storage.setItem('test.draft.a', '{"baseVersion":"x"');
    storage.setItem('test.draft.b', JSON.stringify({ baseVersion: 'v1', doc: saved }));
    storage.setItem('test.draft.c', JSON.stringify({ baseVersion: 1, doc: { name: 'x' } }));
    storage.setItem('test.draft.d', JSON.stringify(['x']));
    for (const key of ['a', 'b', 'c', 'd']) expect(drafts.read(storage, key)).toBeNull();
  });

  it('brings a draft of an older shape up to today’s through the editor’s upgrade, before judging it', () => {
    // The editor once kept `name` where it keeps `title` now.
    const renamed = defineDraftStore<Doc, number>({
      prefix: 'test.draft.',
      isDoc,
      isVersion: isWholeVersion,
      upgrade: (doc) => (typeof doc === 'object' && doc !== null && 'name' in doc && !('title' in doc) ? { title: doc.name } : doc),
    });
    expect(renamed.parse(JSON.stringify({ baseVersion: 2, doc: { name: '옛 제목' } }))).toEqual({ baseVersion: 2, doc: { title: '옛 제목' } });
    expect(renamed.parse(JSON.stringify({ baseVersion: 2, doc: { heading: '모르는 모양' } }))).toBeNull();
    expect(drafts.parse(JSON.stringify({ baseVersion: 2, doc: { name: '옛 제목' } }))).toBeNull();
  });

  it('opening a record sets a draft it cannot read aside under a key of its own, and leaves a readable one in place', () => {
    const storage = memoryStorage();
    expect(drafts.open(storage, 'home')).toEqual({ kind: 'none' });
    drafts.write(storage, 'home', { baseVersion: 3, doc: { title: '메인' } }, saved);
    expect(drafts.open(storage, 'home')).toEqual({ kind: 'draft', draft: { baseVersion: 3, doc: { title: '메인' } } });
    expect(storage.items.has('test.draft.home')).toBe(true);

    storage.setItem('test.draft.home', '{"baseVersion":3,"doc":{"name":"x"}}');
    const opening = drafts.open(storage, 'home');
    expect(opening).toMatchObject({ kind: 'setAside', raw: '{"baseVersion":3,"doc":{"name":"x"}}', keptAt: expect.stringMatching(/^test\.draft\.setAside\.home\./) });
    expect(storage.items.has('test.draft.home')).toBe(false);
    if (opening.kind === 'setAside' && opening.keptAt) expect(storage.getItem(opening.keptAt)).toBe('{"baseVersion":3,"doc":{"name":"x"}}');

    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: storage.setItem,
      removeItem: storage.removeItem,
    };
    expect(drafts.open(blocked, 'home')).toEqual({ kind: 'none' });
  });

  it('says when the browser would not keep the draft, and drops the older one it holds', () => {
    const storage = memoryStorage();
    drafts.write(storage, 'home', { baseVersion: 3, doc: { title: '메인' } }, saved);
    const full = {
      ...storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(drafts.write(full, 'home', { baseVersion: 3, doc: { title: '더 고친 메인' } }, saved)).toBe(false);
    expect(drafts.read(storage, 'home')).toBeNull();
    const blocked = {
      setItem: full.setItem,
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(drafts.write(blocked, 'home', { baseVersion: 3, doc: { title: '메인' } }, saved)).toBe(false);
  });
});
