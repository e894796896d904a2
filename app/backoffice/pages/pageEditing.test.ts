/**
 * The page editor's document commands (pageEditing.ts; issue 41): new modules with the §9 banner
 * defaults, moves, duplicates, layouts that keep their slots, the draft's shape check, and the
 * re-apply of this person's changes on a manuscript saved meanwhile (the stale-version rule:
 * "keeps this person's changes … offers to re-apply on the latest").
 */
import { describe, expect, it } from 'vitest';
import { bannerDefaults, moduleKinds, type PageModule } from '@app/shared/api/contract/pageModules';
import { moduleProblems } from '@app/shared/api/contract/adminPageRules';
import { changedModules, duplicateModule, isPageDoc, moveModule, newModule, pageDrafts, reapply, removeModule, replaceModule, withLayout, type PageDoc } from './pageEditing';

const recent = (id: string, title = id): PageModule => ({ id, kind: 'RecentInventory', title });
const doc = (...ids: string[]): PageDoc => ({ modules: ids.map((id) => recent(id)), menu: [] });
const ids = (value: PageDoc) => value.modules.map((module) => module.id);

describe('page document', () => {
  it('“Banner defaults: pc max height 400, mobile 600, transition speed 4, single banner height 640” for new banners', () => {
    expect(newModule('MultiBanner', 'm')).toMatchObject({ pcMaxHeight: bannerDefaults.pcMaxHeight, mobileMaxHeight: 600, transitionSpeed: 4 });
    expect(newModule('SingleBanner', 's')).toMatchObject({ height: 640 });
  });

  it('makes every module kind, each saying at its fields what is still missing', () => {
    for (const kind of moduleKinds) {
      const module = newModule(kind, `new-${kind}`);
      expect(module.kind).toBe(kind);
      expect(Object.keys(moduleProblems(module)).length, kind).toBeGreaterThan(0);
    }
  });

  it('moves a module one place and not past an end; duplicates below under a new id; replaces and removes by id', () => {
    const start = doc('a', 'b', 'c');
    expect(ids(moveModule(start, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(moveModule(start, 2, 3)).toBe(start);
    const copied = duplicateModule(start, 'b', 'b2');
    expect(ids(copied)).toEqual(['a', 'b', 'b2', 'c']);
    expect(copied.modules[2]).toEqual({ ...start.modules[1], id: 'b2' });
    expect(replaceModule(start, recent('b', '바뀜')).modules[1]).toEqual(recent('b', '바뀜'));
    expect(ids(removeModule(start, 'a'))).toEqual(['b', 'c']);
  });

  it('a PageSection’s new layout keeps each slot whose kind stays, and empties the rest', () => {
    const section = newModule('PageSection', 'sec');
    if (section.kind !== 'PageSection') throw new Error('not a section');
    const filled = { ...section, slots: section.slots.map((slot) => (slot.slot === 'image' ? { ...slot, imageUrl: '/a.png', alt: '그림' } : slot)) };
    const board = withLayout(filled, 'ImageLBoard');
    expect(board).toMatchObject({ layout: 'ImageLBoard', slots: [{ slot: 'image', imageUrl: '/a.png' }, { slot: 'board', boardKey: '' }] });
    expect(withLayout(filled, 'QuadrupleImage')).toMatchObject({ slots: [{ imageUrl: '/a.png' }, { imageUrl: '/a.png' }, { imageUrl: '' }, { imageUrl: '' }] });
  });

  it('reads a kept draft only when it is a page document', () => {
    expect(isPageDoc(doc('a'))).toBe(true);
    expect(isPageDoc({ modules: [{ id: 'x', kind: 'Unknown' }], menu: [] })).toBe(false);
    // A menu whose sub-entries have sub-entries of their own (three levels); without them the shape is
    // not today's (the draft store upgrades such an old draft before asking, below).
    const entry = (uuid: string, children: unknown[] = []) => ({ uuid, label: uuid, link: '/', isHide: false, children });
    expect(isPageDoc({ modules: [], menu: [entry('a', [entry('b', [entry('c')])])] })).toBe(true);
    expect(isPageDoc({ modules: [], menu: [entry('a', [{ uuid: 'b', label: 'b', link: '/', isHide: false }])] })).toBe(false);
    expect(isPageDoc({ layout: [] })).toBe(false);
  });

  describe('a draft kept in the browser before menus went three levels deep (MENU_DEPTH_MAX)', () => {
    // What the editor stored then: a top entry's sub-entries had no `children` of their own.
    const oldDraft = JSON.stringify({
      baseVersion: 7,
      doc: {
        modules: [recent('a', '이어서 공부해요')],
        menu: [
          { uuid: 'm1', label: '클래스', link: '/pages/klasses', isHide: false, children: [{ uuid: 'm1a', label: '겨울 특강', link: '/pages/winter', isHide: true }] },
          { uuid: 'm2', label: '공지', link: '/pages/notices', isHide: false, children: [] },
        ],
      },
    });

    it('opens as it was: each sub-entry gets an empty list of its own, every other field and the base version kept', () => {
      expect(pageDrafts.parse(oldDraft)).toEqual({
        baseVersion: 7,
        doc: {
          modules: [recent('a', '이어서 공부해요')],
          menu: [
            { uuid: 'm1', label: '클래스', link: '/pages/klasses', isHide: false, children: [{ uuid: 'm1a', label: '겨울 특강', link: '/pages/winter', isHide: true, children: [] }] },
            { uuid: 'm2', label: '공지', link: '/pages/notices', isHide: false, children: [] },
          ],
        },
      });
    });

    it('one that cannot be read (a module kind that no longer exists, a broken text) is set aside under a key of its own, never dropped', () => {
      const items = new Map<string, string>();
      const storage = {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      };
      expect(pageDrafts.open(storage, 'home')).toEqual({ kind: 'none' });
      items.set(pageDrafts.key('home'), oldDraft);
      expect(pageDrafts.open(storage, 'home')).toMatchObject({ kind: 'draft', draft: { baseVersion: 7 } });

      const unreadable = JSON.stringify({ baseVersion: 7, doc: { modules: [{ id: 'x', kind: 'FlashBanner' }], menu: [] } });
      items.set(pageDrafts.key('home'), unreadable);
      const opening = pageDrafts.open(storage, 'home');
      if (opening.kind !== 'setAside' || opening.keptAt === null) throw new Error(`not set aside: ${JSON.stringify(opening)}`);
      expect(opening.raw).toBe(unreadable);
      expect(items.get(opening.keptAt)).toBe(unreadable);
      // Out of the draft's place, so the editor's next write (the saved work) cannot drop it.
      expect(items.has(pageDrafts.key('home'))).toBe(false);

      // With no room for a second copy the text is still handed over, said as not kept.
      items.set(pageDrafts.key('home'), '{"baseVersion":7,"doc":');
      const full = {
        ...storage,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      };
      expect(pageDrafts.open(full, 'home')).toEqual({ kind: 'setAside', raw: '{"baseVersion":7,"doc":', keptAt: null });
    });
  });

  describe('a save based on a stale version: this person’s changes re-applied on the latest', () => {
    const base = doc('a', 'b', 'c');
    it('keeps what they changed and added and drops what they deleted; the other save’s additions and changes stay', () => {
      const mine: PageDoc = { modules: [recent('c'), recent('a', '내가 고침'), recent('new-mine')], menu: [] };
      const theirs: PageDoc = { modules: [recent('a', '남이 고침'), recent('b', '남이 고친 b'), recent('c', '남이 고친 c'), recent('new-theirs')], menu: [] };
      const merged = reapply(base, mine, theirs);
      expect(merged.modules).toEqual([recent('c', '남이 고친 c'), recent('new-theirs'), recent('a', '내가 고침'), recent('new-mine')]);
    });

    it('a module they left alone and the other save deleted stays deleted', () => {
      expect(ids(reapply(base, doc('a', 'b', 'c', 'd'), doc('a', 'c')))).toEqual(['a', 'c', 'd']);
    });

    it('says what the other save changed: added, removed, changed, moved, the menu', () => {
      const theirs: PageDoc = { modules: [recent('c'), recent('a', '바뀜'), recent('z')], menu: [{ uuid: 'm', label: '메뉴', link: '/', isHide: false, children: [] }] };
      expect(changedModules(base, theirs)).toEqual({ added: 1, removed: 1, changed: 1, moved: true, menu: true });
    });
  });
});
